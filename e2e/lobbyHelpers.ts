/** Steps of the lobby e2e tests: the after-login notices, game tiles, the game frame, the demo slot and the ledger. */
import type { FrameLocator, Locator, Page, Response } from 'playwright-core';
import { dialog, header, submitUsernameLogin, tx } from './helpers';
import type { Running } from './harness';

export const DEMO_ACCOUNT = 'demo01';
export const DEMO_PASSWORD = 'Demo1234';

/**
 * Logs a member in through the header's modal (helpers' submitUsernameLogin: form and slider) and closes whatever
 * opens over the page after a login: the popup notices (the seed has one) and, on an account's first login, the
 * welcome dialog. Both are modal and make the page behind them inert.
 */
export async function loginMember(page: Page, account = DEMO_ACCOUNT, password = DEMO_PASSWORD): Promise<void> {
  // The popup notices (types=PU) are asked for right after the login; their modal opens when the answer holds any.
  const popupNotices = page.waitForResponse(
    (r) => r.url().includes('getListAnnouncements') && new URL(r.url()).searchParams.get('types') === 'PU',
    { timeout: 45_000 },
  );
  await submitUsernameLogin(page, account, password);
  await header(page).locator('[data-part="AccountButton"]').filter({ hasText: account }).waitFor({ timeout: 20_000 });
  const body = (await (await popupNotices).json()) as { value?: unknown };
  const value = body.value as unknown[] | { list?: unknown[] } | undefined;
  const noticeCount = Array.isArray(value) ? value.length : (value?.list?.length ?? 0);

  const notices = dialog(page, tx('notices.afterLoginTitle'));
  const modals = page.locator('[role="dialog"], [role="alertdialog"]');
  let noticesSeen = noticeCount === 0;
  let quietSince: number | null = null;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (!noticesSeen && (await notices.isVisible())) noticesSeen = true;
    if ((await modals.count()) > 0) {
      quietSince = null;
      await page.keyboard.press('Escape');
      await page.waitForTimeout(150);
    } else if (noticesSeen) {
      quietSince ??= Date.now();
      if (Date.now() - quietSince >= 500) return;
      await page.waitForTimeout(100);
    } else {
      await page.waitForTimeout(100);
    }
    if (Date.now() > deadline) throw new Error(`after the login of ${account}: ${noticesSeen ? 'a dialog stays open' : 'the popup notices never opened'}`);
  }
}

// ---- tiles ----------------------------------------------------------------------------------------------------------

export const tiles = (scope: Page | Locator) => scope.locator('[data-component="GameTile"]');
/** The tile whose name (its launch button) is exactly `name`. */
export const tileNamed = (scope: Page | Locator, name: string) =>
  tiles(scope).filter({ has: scope.locator('[data-part="LaunchButton"]').getByText(name, { exact: true }) });
export const tileNames = (scope: Page | Locator) => scope.locator('[data-component="GameTile"] [data-part="LaunchButton"]').allInnerTexts();
/** Tiles with, and without, the trial badge (supportPlay 0). */
export const trialTiles = (scope: Page | Locator) => tiles(scope).filter({ has: scope.locator('[data-part="Badges"] [data-kind="trial"]') });
export const nonTrialTiles = (scope: Page | Locator) => tiles(scope).filter({ hasNot: scope.locator('[data-kind="trial"]') });
export const tileName = (tile: Locator) => tile.locator('[data-part="LaunchButton"]').innerText();

// ---- the game frame (/game) -----------------------------------------------------------------------------------------

export const gameFrame = (page: Page) => page.locator('[data-component="GameFrame"]');
export const gameIframe = (page: Page) => gameFrame(page).locator('iframe');
export const inGame = (page: Page): FrameLocator => page.frameLocator('[data-component="GameFrame"] iframe');

/** The demo slot's strings (apps/platform/src/games/demoPages.ts, JA). */
export const slotText = { spin: 'スピン', spinning: 'スピン中…', noWin: '今回は当たりなし。', trial: 'プレイマネー', balance: '残高' } as const;

export interface SpinResult {
  ok: boolean;
  stake: number;
  payout: number;
  /** The balance after the round, minor units. */
  balance: number;
  trial: boolean;
  error?: string;
}

/**
 * Plays one round of the demo slot in the frame: clicks the spin button (Playwright waits until the page enables it
 * again, at least 2.5 s after the previous spin), and answers what the vendor API said, once the page shows the
 * outcome.
 */
export async function spinOnce(page: Page): Promise<SpinResult> {
  const game = inGame(page);
  // The button is disabled until the game page has its session (slow on a loaded machine): the click waits for it.
  const answer = page.waitForResponse((r: Response) => r.url().includes('/games/demo/api/slot/play') && r.request().method() === 'POST', { timeout: 45_000 });
  await game.getByRole('button', { name: slotText.spin, exact: true }).click({ timeout: 30_000 });
  const body = (await (await answer).json()) as SpinResult;
  // The page shows the round (win or no win) after its short reel animation.
  await game.locator('#status').filter({ hasNotText: slotText.spinning }).filter({ hasText: /\S/ }).waitFor();
  return body;
}

// ---- money ----------------------------------------------------------------------------------------------------------

/** Minor units as the site shows money: two decimals, comma thousands. */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** The header's balance text (the BalanceDisplay's value, without the currency symbol). */
export const headerBalance = (page: Page) => header(page).locator('[data-component="BalanceDisplay"] [data-part="Value"]');

/**
 * The member's balance in the platform's ledger, minor units: `pnpm platform balance <account>` relayed to the running
 * platform, the sum of the member's wallets (what walletBalance answers as sumBalance).
 */
export async function ledgerBalance(site: Running, account = DEMO_ACCOUNT): Promise<number> {
  const text = await site.platform('balance', account);
  let sum = 0;
  let lines = 0;
  // "  main             9990.00" (one line a wallet; "(no wallet yet) 0.00" when there is none).
  for (const line of text.split('\n')) {
    const match = /^\s+\S.*\s(-?)(\d+)\.(\d{2})\s*$/.exec(line);
    if (!match) continue;
    sum += (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
    lines += 1;
  }
  if (lines === 0) throw new Error(`no wallet in the balance of ${account}:\n${text}`);
  return sum;
}
