/**
 * The member centre's reward pages on the platform (issue 15), as a new member would use them: join the first-deposit
 * bonus in the reward centre and deposit (bonus details, the account record and the withdrawal's turnover show it),
 * play a demo slot and a live table until a mission is complete (its badge in the centre's menu) and claim it in the
 * reward centre, claim the cashback of that play (rate × valid bet, as the panel shows), reach the next VIP level by
 * that play (the operator lowers its thresholds to the journey's reach) with its upgrade bonus paid once, then
 * share the invite link with a friend who registers with it and deposits: the referrer sees the reward.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Running } from './harness';
import {
  centre,
  depositOnSandbox,
  openCentrePage,
  openPage,
  phone,
  registerMember,
  rows,
  settled,
  shotsDir,
} from './helpers';
import {
  formatMinor,
  gameFrame,
  headerBalance,
  inGame,
  nonTrialTiles,
  spinOnce,
  type SpinResult,
} from './lobbyHelpers';

let site: Running;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site?.stop());

/** The seed's JA texts (apps/platform/src/seed/promotions.ts, missions.ts) of what the journey uses. */
const seeded = {
  /** A 100 % first-deposit bonus up to 1,000, joined before depositing, 10× turnover. */
  welcomeBonus: '初回入金100%ボーナス',
  /** Valid bet 1,000.00 on live tables today; reward 20.00. */
  liveMission: 'ライブテーブルの常連',
  /** VIP level 2 (apps/platform/src/seed/engagement.ts): upgrade bonus 58.00. */
  silver: 'シルバー',
} as const;

const toCents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
const balanceOf = async (page: Page) => toCents((await headerBalance(page).textContent()) ?? '');

/** Launches the first real-money game of a hall (/rng, /live) in the game frame. */
async function launchFirst(page: Page, hall: string): Promise<void> {
  await page.goto(`${site.url}${hall}`);
  await expect.poll(() => nonTrialTiles(page).count()).toBeGreaterThan(0);
  await nonTrialTiles(page).first().locator('[data-part="LaunchButton"]').click();
  // A live hall lists its vendors' lobbies: the first one opens its tables in a dialog.
  const tables = nonTrialTiles(page.getByRole('dialog'));
  const inFrame = () => new URL(page.url()).pathname === '/game';
  await expect.poll(async () => inFrame() || (await tables.count()) > 0).toBe(true);
  if (!inFrame()) await tables.first().locator('[data-part="LaunchButton"]').click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/game');
  await gameFrame(page).waitFor();
}

/** One baccarat hand of the demo live table with `chips` chips of 50.00 on the player. */
async function dealBaccarat(page: Page, chips: number): Promise<SpinResult> {
  const game = inGame(page);
  const chip = game.locator('#bet');
  await expect.poll(() => chip.locator('option[value="5000"]').count()).toBe(1);
  await chip.selectOption('5000');
  for (let i = 0; i < chips; i += 1) await game.locator('.spot-player').click();
  const answer = page.waitForResponse(
    (r) => r.url().includes('/games/demo/api/baccarat/play') && r.request().method() === 'POST',
  );
  await game.locator('#play').click();
  return (await (await answer).json()) as SpinResult;
}

/** A table row's cells, trimmed. */
const cellsOf = async (row: Locator) => (await row.locator('td, th').allInnerTexts()).map((text) => text.trim());

describe('the reward pages of the member centre, as a new member', () => {
  it('joins the first-deposit bonus and deposits, completes and claims a mission, claims cashback, and is rewarded for a friend who registers with the invite link and deposits', async () => {
    const { page, context, errors } = await openPage(site);
    try {
      await journey(page, errors);
    } catch (error) {
      await page.screenshot({ path: join(shotsDir, 'rewards-failed.png') }).catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  }, 600_000);
});

async function journey(page: Page, errors: string[]): Promise<void> {
  const stamp = String(Date.now()).slice(-6);
  const account = `rwd${stamp}`;
  await registerMember(page, `${site.url}/register`, account, 'Reward123');
  await expect.poll(() => headerBalance(page).textContent()).toMatch(/\d/);

  // The reward centre offers the first-deposit bonus to join; once joined it is no longer offered.
  await page.goto(`${site.url}/index?mc=rewardCenter`);
  let root = await settled(page, 'RewardCenterPanel');
  const offer = centre(page).locator('[data-component="PromotionCard"]').filter({ hasText: seeded.welcomeBonus });
  await offer.locator('[data-part="ActionButton"][data-status="join"]').click();
  await expect.poll(() => offer.count(), { timeout: 20_000 }).toBe(0);
  await expect.poll(() => rows(root).filter({ hasText: seeded.welcomeBonus }).count()).toBe(1);

  // A first deposit of 600.00 pays 600.00 more (100 %), with 10× the bonus as turnover.
  await depositOnSandbox(site, page, '600');
  await expect.poll(() => balanceOf(page), { timeout: 30_000 }).toBe(120_000);
  await page.goto(`${site.url}/index?mc=bonusDetails`);
  root = await settled(page, 'BonusDetailsPanel');
  await expect.poll(() => rows(root).count()).toBe(1);
  const bonusRow = (await rows(root).first().textContent()) ?? '';
  expect(bonusRow).toContain(formatMinor(60_000));
  expect(bonusRow).toContain(formatMinor(600_000));
  await openCentrePage(page, 'transactionHistory');
  root = await settled(page, 'AccountRecordPanel');
  await expect.poll(() => root.locator('[data-type="bonus"]').count()).toBe(1);
  await openCentrePage(page, 'withdraw');
  root = await settled(page, 'WithdrawPanel');
  // The deposit's own turnover (1×) and the bonus's (10×).
  await expect
    .poll(() => root.locator('[data-part="Turnover"]').textContent())
    .toContain(formatMinor(60_000 + 600_000));

  // The operator brings Silver (VIP 2) within this journey's reach: 1,000.00 valid bet and 500.00 deposited.
  expect(await site.platform('vip', 'set', 'CRP001', '2', '1000', '500')).toContain('level 2 valid bet 5000.00 -> 1000.00');

  // Play: a slot round of 50.00, then a live hand of 1,000.00, which completes the live-table mission.
  await launchFirst(page, '/rng');
  const betSelect = inGame(page).locator('#bet');
  await expect.poll(() => betSelect.locator('option[value="5000"]').count()).toBe(1);
  await betSelect.selectOption('5000');
  expect(await spinOnce(page)).toMatchObject({ ok: true, trial: false, stake: 5_000 });
  await launchFirst(page, '/live');
  expect(await dealBaccarat(page, 20)).toMatchObject({ ok: true, trial: false, stake: 100_000 });

  // The centre's menu counts the mission waiting to be claimed; the reward centre claims it.
  await page.goto(`${site.url}/index?mc=rewardCenter`);
  const badge = centre(page).locator('button[data-page="missionLeaderboard"] [data-part="Badge"]');
  await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe('1');
  root = await settled(page, 'RewardCenterPanel');
  const reward = root.locator('[data-part="ToClaim"] li').filter({ hasText: seeded.liveMission });
  expect(await reward.textContent()).toContain(formatMinor(2_000));
  const beforeMission = await balanceOf(page);
  await reward.locator('[data-part="ClaimButton"]').click();
  await expect.poll(() => balanceOf(page), { timeout: 20_000 }).toBe(beforeMission + 2_000);
  await expect.poll(() => badge.count()).toBe(0);
  await expect.poll(() => reward.count()).toBe(0);
  await page.screenshot({ path: join(shotsDir, 'rewards-claimed-dark.png') });

  // Cashback: each product type pays its rate × the valid bet since the last claim, as the panel shows it.
  await openCentrePage(page, 'manualRebate');
  root = await settled(page, 'ManualRebatePanel');
  const lines = root.locator('[data-part="Breakdown"] [data-part="Row"]');
  await expect.poll(() => lines.count()).toBeGreaterThanOrEqual(2);
  let expected = 0;
  const validBets: number[] = [];
  for (const line of await lines.all()) {
    const [, validBet = '', rate = '', amount = ''] = await cellsOf(line);
    const bet = toCents(validBet);
    if (bet > 0) validBets.push(bet);
    const paid = Math.round((bet * Number(rate.replace(/[^\d.]/g, ''))) / 100);
    expect(toCents(amount), `${validBet} at ${rate}`).toBe(paid);
    expected += paid;
  }
  expect(validBets.sort((a, b) => a - b)).toEqual([5_000, 100_000]);
  expect(toCents((await root.locator('[data-total]').textContent()) ?? '')).toBe(expected);
  const beforeRebate = await balanceOf(page);
  await root.locator('[data-part="ClaimButton"]').click();
  await expect.poll(() => balanceOf(page), { timeout: 20_000 }).toBe(beforeRebate + expected);
  await expect.poll(() => rows(root.locator('[data-part="History"]')).count()).toBe(1);

  // The VIP job (every 5 minutes; the operator runs it now, twice) raises the member to Silver by this play and pays
  // its upgrade bonus of 58.00 once. Player rank shows the level and the bars to the next.
  expect(await site.platform('vip', 'run', 'CRP001')).toMatch(/member\(s\) computed/);
  expect(await site.platform('vip', 'run', 'CRP001')).toContain('0 upgrade bonus(es)');
  await openCentrePage(page, 'playerRank');
  root = await settled(page, 'PlayerRankPanel');
  await expect.poll(() => root.locator('[data-part="Standing"] [data-part="Head"] [data-component="VipBadge"]').textContent()).toContain(seeded.silver);
  expect(await root.getByRole('progressbar').count()).toBeGreaterThan(0);
  await openCentrePage(page, 'bonusDetails');
  root = await settled(page, 'BonusDetailsPanel');
  // The deposit bonus, the mission's reward, the cashback and the upgrade bonus: each once.
  await expect.poll(() => rows(root).count()).toBe(4);
  expect(await rows(root).filter({ hasText: formatMinor(5_800) }).count()).toBe(1);

  // Invite friends: the link is this site's registration with the member's code.
  await openCentrePage(page, 'referral');
  root = await settled(page, 'ReferralPanel');
  const link = ((await root.locator('[data-part="CopyValue"]').nth(1).textContent()) ?? '').trim();
  expect(link).toMatch(new RegExp(`^${site.url}/register\\?referralCode=[A-Z0-9]{8}$`));
  await page.screenshot({ path: join(shotsDir, 'rewards-referral-dark.png') });

  // A friend registers with it and deposits 200.00: the referrer earns 50.00 + 5 % of it.
  const friend = await openPage(site);
  await registerMember(friend.page, link, `frd${stamp}`, 'Friend123');
  await depositOnSandbox(site, friend.page, '200');
  await expect.poll(() => balanceOf(friend.page), { timeout: 30_000 }).toBe(20_000);
  expect(friend.errors).toEqual([]);
  await friend.context.close();

  await page.goto(`${site.url}/index?mc=referral`);
  root = await settled(page, 'ReferralPanel');
  const referees = rows(root.locator('[data-part="Referees"]'));
  await expect.poll(() => referees.count()).toBe(1);
  expect(await referees.first().textContent()).toContain(formatMinor(6_000));
  expect(await root.locator('[data-summary="rewards"]').textContent()).toContain(formatMinor(6_000));
  await page.screenshot({ path: join(shotsDir, 'rewards-referral-rewarded-dark.png') });

  // The same pages on a 360 px phone.
  await page.setViewportSize(phone);
  for (const [name, component] of [
    ['referral', 'ReferralPanel'],
    ['rewardCenter', 'RewardCenterPanel'],
  ] as const) {
    await page.goto(`${site.url}/index?mc=${name}`);
    await settled(page, component);
    await page.screenshot({ path: join(shotsDir, `rewards-${name}-phone.png`) });
  }
  expect(errors).toEqual([]);
}
