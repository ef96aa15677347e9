/**
 * The lotteries on the platform, as a new player would use them (issue 16): the operator runs E-Lott 1 min every 30
 * seconds for the test; demo01 opens the e-lottery hall, opens the game, picks Big and Small, places the slip, watches
 * the countdown close the period, sees the result, has the browser verify the draw from the revealed seed (and the test
 * recomputes it itself), and finds one bet won (credited once: the balance rises by its payout, the ledger audit holds)
 * and one lost; a bet on the closed period is refused by the platform.
 */
import { createHash, createHmac } from 'node:crypto';
import { join } from 'node:path';
import { drawMessages, numbersFromDigests, type LotteryDraw } from '@croupier/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Running } from './harness';
import { desktop, openPage, phone, shotsDir } from './helpers';
import { loginMember } from './lobbyHelpers';

let site: Running;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site?.stop());

const GAME = 'ELOTT_0001';
const drawHeader = (page: Page) => page.locator('[data-component="DrawHeader"]');
const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The main wallet of demo01 as the operator sees it (minor units). */
async function mainBalance(): Promise<number> {
  const out = await site.platform('balance', 'demo01');
  const line = out.split('\n').find((l) => l.trim().startsWith('main'));
  return Math.round(numberIn(line ?? '') * 100);
}

async function api(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await fetch(`${site.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      Merchant: 'CRP001',
      Device: 'web',
      Language: 'EN',
      'X-Gateway-Version': '3',
      ...(init.token ? { Authorization: init.token } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; code?: string; value: unknown } };
}

describe('lotteries on the platform (issue 16)', () => {
  it('demo01 bets on the e-lottery, watches the period close and draw, verifies the draw, and is paid the winning bet once', async () => {
    // A short period for the test: a draw every 30 s, betting closing 8 s before (22 s to bet: enough for a loaded CI
    // box, where two e2e files run at once, to place the slip before the close).
    expect(await site.platform('lottery', 'set', GAME, '30', '8')).toContain('every 30 s');
    await site.platform('lottery', 'run');

    const { page, context, errors } = await openPage(site, { viewport: desktop });
    await page.goto(`${site.url}/index`);
    await loginMember(page);

    // The e-lottery hall, then the game (its page is /lottery with the game and its default play type).
    await page.goto(`${site.url}/elott`);
    const card = page.locator(`[data-component="LotteryHall"] [data-game="${GAME}"]`);
    await card.waitFor({ timeout: 30_000 });
    await card.getByRole('link').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('gameCode')).toBe(GAME);
    expect(new URL(page.url()).pathname).toBe('/lottery');
    expect(new URL(page.url()).searchParams.get('playType')).toBe('ELOTT_DS');

    // Wait for a period with at least 6 s of betting left, so the slip lands before the close.
    const game = page.locator(`[data-component="LotteryGame"][data-game="${GAME}"]`);
    await game.waitFor({ timeout: 30_000 });
    const periodText = async () => (await drawHeader(page).locator('[data-part="Period"]').textContent()) ?? '';
    const secondsLeft = async () => {
      const [m = '0', s = '0'] = ((await drawHeader(page).locator('[data-part="Timer"]').textContent()) ?? '').trim().split(':');
      return Number(m) * 60 + Number(s);
    };
    await expect.poll(async () => (await drawHeader(page).getAttribute('data-status')) === 'open' && (await secondsLeft()) >= 16, { timeout: 60_000, interval: 250 }).toBe(true);
    const period = /(\d{8}-\d{4})/.exec(await periodText())?.[1] ?? '';
    expect(period).toMatch(/^\d{8}-\d{4}$/);

    // Big and Small: the sum of five digits (0-45) is one of them, never both.
    const before = await mainBalance();
    await game.locator('[data-side="big"] [data-part="Name"]').click();
    await game.locator('[data-side="small"] [data-part="Name"]').click();
    await expect.poll(() => game.locator('[data-side="big"] button').getAttribute('aria-pressed')).toBe('true');
    const slip = page.locator('[data-component="BetSlip"]');
    await expect.poll(() => slip.locator('[data-part="Line"]').count()).toBe(2);
    await page.screenshot({ path: join(shotsDir, 'lottery-slip.png'), fullPage: true });
    await slip.locator('[data-part="Submit"]').click();
    await page.locator('[data-part="BetPlaced"]').waitFor({ timeout: 15_000 });
    await expect.poll(mainBalance).toBe(before - 200);

    // The countdown reaches the close; then the draw comes in as the last result.
    await expect.poll(async () => (await periodText()).includes(period), { timeout: 5_000 }).toBe(true);
    await expect.poll(async () => ((await drawHeader(page).locator('[data-part="LastLabel"]').textContent()) ?? '').includes(period), { timeout: 60_000, interval: 500 }).toBe(true);
    await page.screenshot({ path: join(shotsDir, 'lottery-drawn.png'), fullPage: true });

    // The revealed seed: its hash is the one published before betting, and the numbers follow from it.
    const drawn = await api(`/lgw/draw?gameCode=${GAME}&periodNo=${period}`);
    const draw = (drawn.body.value as { draw: LotteryDraw }).draw;
    expect(draw.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(draw.seed ?? '').digest('hex')).toBe(draw.seedHash);
    const digests = drawMessages('digits5', GAME, period).map((m) => createHmac('sha256', draw.seed ?? '').update(m).digest());
    expect(numbersFromDigests('digits5', digests)).toEqual(draw.numbers);

    // The browser verifies it too, from the results' fairness proof.
    const history = page.locator('[data-component="ResultsHistory"]');
    await expect.poll(() => history.getByText(period).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await history.locator('[data-part="FairnessToggle"]').first().click();
    const proof = page.locator('[data-component="FairnessProof"]');
    await proof.locator('[data-part="VerifyButton"]').click();
    await expect.poll(() => proof.locator('[data-outcome]').getAttribute('data-outcome'), { timeout: 10_000 }).toBe('verified');

    // The member's bets: one won, one lost, once the settlement ran; the win credited once.
    const bets = page.locator('[data-component="LotteryBetList"]');
    await expect
      .poll(async () => [await bets.locator('[data-component="StatusBadge"][data-status="won"]').count(), await bets.locator('[data-component="StatusBadge"][data-status="lost"]').count()], { timeout: 30_000, interval: 1_000 })
      .toEqual([1, 1]);
    const token = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
    const orders = await api(`/lgw/orders/history?gameCode=${GAME}`, { token });
    expect(orders.status).toBe(200);
    const won = (orders.body.value as { list: { status: string; payout: number; periodNo: string }[] }).list.filter((b) => b.status === 'won');
    expect(won.map((b) => [b.periodNo, b.payout])).toEqual([[period, 1.94]]);
    // Credited once (polled a while longer: nothing more is paid), and the ledger holds.
    const settledBalance = await mainBalance();
    expect(settledBalance).toBe(before - 200 + 194);
    await page.waitForTimeout(3_000);
    expect(await mainBalance()).toBe(settledBalance);
    expect(await site.platform('audit')).toContain('0 unbalanced transactions, 0 wallets differing from their entries, 0 member wallets below zero');
    await page.screenshot({ path: join(shotsDir, 'lottery-settled.png'), fullPage: true });

    // A bet on the closed period: refused by the platform, nothing taken.
    const late = await api('/lgw/orders', {
      method: 'POST',
      token,
      body: { requestId: `late-${Date.now()}`, gameCode: GAME, periodNo: period, playType: 'ELOTT_DS', selections: ['B'], unitStake: 1, multiplier: 1 },
    });
    expect([late.status, late.body.code]).toEqual([409, 'lottery_betting_closed']);
    expect(await mainBalance()).toBe(settledBalance);

    // Back in the hall, the game is among the recently played, a link straight to it.
    await page.goto(`${site.url}/lottery`);
    const recent = page.locator('[data-part="RecentLottery"]');
    await recent.getByRole('link').first().click({ timeout: 30_000 });
    await expect.poll(() => new URL(page.url()).searchParams.get('gameCode')).toBe(GAME);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('the Vietnam page shows the regions\' boards and a game at 360 px', async () => {
    const { page, context, errors } = await openPage(site, { viewport: phone });
    await page.goto(`${site.url}/vnlottery`);
    const board = page.locator('[data-component="VnRegionBoard"]');
    await board.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: join(shotsDir, 'lottery-vn-phone.png'), fullPage: true });
    await page.locator('[data-component="LotteryHall"] [data-game="TCG_LOTTO_VN_0001"]').getByRole('link').click();
    await page.locator('[data-component="DrawHeader"]').waitFor({ timeout: 30_000 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await context.close();
  });
});
