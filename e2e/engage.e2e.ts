/**
 * The engagement pages on the platform, as a member would use them: demo01 signs up to the sign-up-request promotion
 * with a comment and an image, the operator approves it with the CLI and the page shows it issued; demo01 plays the
 * slot, the points job credits points for the rounds, and demo01 redeems a cash reward with the payment password and
 * finds it in the history; /vip shows demo01's level and the progress the rounds made.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Running } from './harness';
import { desktop, openPage, phone, shotsDir, tx } from './helpers';
import { gameFrame, inGame, loginMember, nonTrialTiles, spinOnce } from './lobbyHelpers';

let site: Running;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site?.stop());

/** A 1x1 PNG (the platform checks the type by content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The seed's sign-up promotion and cheapest cash reward (JA, the default language). */
const SIGN_UP_TITLE = 'ビッグウィン投稿キャンペーン';
const CASH_REWARD = 'キャッシュ 10';
const CASH_REWARD_POINTS = 1_000;
const PAYMENT_PASSWORD = '246810';

const detail = (page: Page) => page.locator('[data-component="PromotionDetail"]');
const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('promotions, points mall and VIP on the platform (issue 15)', () => {
  it('demo01 signs up to a promotion with a comment and an image; the operator approves it; the page shows it issued', async () => {
    const { page, context, errors } = await openPage(site);
    await page.goto(`${site.url}/index`);
    await loginMember(page);

    // The list, filtered by the promotion's type, then its card's link to the detail.
    await page.goto(`${site.url}/promotions`);
    const list = page.locator('[data-component="PromotionList"]');
    await list.getByRole('link', { name: SIGN_UP_TITLE }).first().click({ timeout: 30_000 });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/promoDetail');
    await expect.poll(() => detail(page).getAttribute('data-status'), { timeout: 30_000 }).toBe('join');
    await page.screenshot({ path: join(shotsDir, 'engage-promo-detail.png'), fullPage: true });

    await detail(page).locator('[data-part="ActionButton"]').first().click();
    const form = page.locator('[data-component="PromotionSignUpForm"]');
    await form.getByLabel(tx('engage:signUp.comment')).fill('88倍の大当たり！');
    await form.locator('input[type="file"]').setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: PNG });
    await form.locator('[data-part="SubmitButton"]').click();
    await expect.poll(() => detail(page).getAttribute('data-status'), { timeout: 30_000 }).toBe('applying');

    // The operator reviews it: the request, with its comment and its image, is approved.
    const listed = await site.platform('promotion', 'list');
    const line = listed.split('\n').find((l) => l.includes('demo01') && l.includes('88倍の大当たり'));
    expect(line, listed).toBeDefined();
    expect(line).toContain('1 image(s)');
    const id = /^#(\d+)/.exec(line ?? '')?.[1] ?? '';
    expect(await site.platform('promotion', 'approve', id)).toContain('approved');

    await page.reload();
    await expect.poll(() => detail(page).getAttribute('data-status'), { timeout: 30_000 }).toBe('issued');
    await page.screenshot({ path: join(shotsDir, 'engage-promo-issued.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('demo01 earns points by playing the slot and redeems a cash reward with the payment password; the history shows it', async () => {
    const { page, context, errors } = await openPage(site);
    await page.goto(`${site.url}/index`);
    await loginMember(page);

    // The payment password, set in the security centre with the login password.
    await page.goto(`${site.url}/index?mc=securityCenter`);
    const security = page.locator('[data-centre="member"] [data-component="SecurityCenterPanel"]');
    await security.waitFor({ timeout: 30_000 });
    await security.locator('[data-item="paymentPassword"] button, [data-part="paymentPassword"] button').first().click();
    const passwordDialog = page.locator('[data-part="PaymentPasswordDialog"]');
    await passwordDialog.locator('input[type="password"]').nth(0).fill('Demo1234');
    await passwordDialog.locator('input[type="password"]').nth(1).fill(PAYMENT_PASSWORD);
    await passwordDialog.locator('input[type="password"]').nth(2).fill(PAYMENT_PASSWORD);
    await passwordDialog.getByRole('button', { name: tx('centre:actions.save') }).click();
    await expect.poll(() => security.locator('[data-part="Notice"]').textContent()).toContain(tx('centre:notices.paymentPasswordSaved'));

    // Rounds of the slot at its largest stake: slots earn 1.2 points per 1 of valid bet (SPEC §9).
    await page.goto(`${site.url}/rng`);
    await expect.poll(() => nonTrialTiles(page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await nonTrialTiles(page).first().locator('[data-part="LaunchButton"]').click();
    await gameFrame(page).waitFor();
    const bet = inGame(page).locator('#bet');
    await expect.poll(() => bet.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const stakes = (await bet.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).map(Number);
    const stake = Math.max(...stakes);
    await bet.selectOption(String(stake));
    let validBet = 0;
    while (validBet * 1.2 < CASH_REWARD_POINTS * 1.05) {
      const round = await spinOnce(page);
      expect(round).toMatchObject({ ok: true, trial: false });
      validBet += round.stake / 100;
    }

    // The points job (every minute) credits the rounds; the mall shows the balance.
    await page.goto(`${site.url}/pointMall`);
    const mall = page.locator('[data-component="PointMallScreen"]');
    const balance = mall.locator('[data-part="Balance"]');
    await expect
      .poll(
        async () => {
          const points = numberIn(await balance.textContent());
          if (points < CASH_REWARD_POINTS) {
            await page.waitForTimeout(5_000);
            await page.reload();
          }
          return points;
        },
        { timeout: 150_000, interval: 1_000 },
      )
      .toBeGreaterThanOrEqual(CASH_REWARD_POINTS);
    const before = numberIn(await balance.textContent());
    await page.screenshot({ path: join(shotsDir, 'engage-mall.png'), fullPage: true });

    const card = mall.locator('[data-reward]').filter({ hasText: CASH_REWARD });
    await card.locator('[data-part="RedeemButton"]').click();
    const redeem = page.getByRole('dialog');
    await redeem.getByLabel(tx('loyalty:redeem.password')).fill(PAYMENT_PASSWORD);
    await redeem.getByRole('button', { name: tx('loyalty:redeem.submit') }).click();
    await redeem.locator('[data-part="Done"]').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: join(shotsDir, 'engage-mall-redeemed.png') });
    await page.keyboard.press('Escape');
    await expect.poll(async () => numberIn(await balance.textContent())).toBeCloseTo(before - CASH_REWARD_POINTS, 2);

    await mall.getByRole('tab', { name: tx('loyalty:mall.tabs.history') }).click();
    const history = page.locator('[data-component="RedeemHistory"]');
    await expect.poll(() => history.textContent(), { timeout: 20_000 }).toContain(CASH_REWARD);
    // The operator's queue has it, applying.
    expect(await site.platform('mall', 'list')).toMatch(/cash 10\.00\s+for 1000\.00 points\s+applying/);
    await page.screenshot({ path: join(shotsDir, 'engage-mall-history.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000); // about 18 slot rounds at the 2.5 s spin rule, then up to a minute for the points job

  it("/vip shows demo01's level and the progress its rounds made (1280 px, then 360 px)", async () => {
    const { page, context, errors } = await openPage(site);
    await page.goto(`${site.url}/index`);
    await loginMember(page);
    for (const [name, viewport] of [['desktop', desktop], ['phone', phone]] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${site.url}/vip`);
      const progress = page.locator('[data-component="VipProgress"]');
      await expect.poll(() => progress.locator('[data-part="Current"]').textContent(), { timeout: 30_000 }).toContain('ブロンズ');
      expect(await progress.locator('[data-part="Next"]').textContent()).toContain('シルバー');
      // The valid bet of the rounds above counts towards the next level.
      const bars = await progress.locator('[role="progressbar"]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('aria-valuenow'))));
      expect(bars.length).toBeGreaterThan(0);
      expect(Math.max(...bars)).toBeGreaterThan(0);
      await page.screenshot({ path: join(shotsDir, `engage-vip-${name}.png`), fullPage: true });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
