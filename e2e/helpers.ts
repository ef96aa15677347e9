/** Shared steps of the e2e tests: texts from the locale packs, pages, the slider, logins and codes from the outbox. */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { root, type Running } from './harness';

export const shotsDir = join(root, 'vrt/output/e2e');
mkdirSync(shotsDir, { recursive: true });

// ---- texts ----------------------------------------------------------------------------------------------------------

const packs = new Map<string, Record<string, unknown>>();

function pack(lang: string, ns: string): Record<string, unknown> {
  const key = `${lang}/${ns}`;
  let value = packs.get(key);
  if (!value) {
    value = JSON.parse(readFileSync(join(root, 'packages/locales/src', lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
    packs.set(key, value);
  }
  return value;
}

/** The text of `ns:dotted.key` in a language pack (JA by default), with `{{name}}` filled from `values`. */
export function tx(key: string, values: Record<string, string | number> = {}, lang = 'JA'): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['site', key];
  let node: unknown = pack(lang, ns);
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${lang} ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

// ---- pages ----------------------------------------------------------------------------------------------------------

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 360, height: 740 };

export interface Opened {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors seen so far. */
  errors: string[];
}

/** A new, isolated browser context and a page in it. */
export async function openPage(site: Running, options: BrowserContextOptions = {}): Promise<Opened> {
  const context = await site.browser.newContext({ viewport: desktop, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The landing page is prerendered: visible (and its buttons on screen) before the app has started. A test acts on
  // the app, so a load of one of the site's pages waits for the app to be ready (RootLayout marks <html data-app>).
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const appReady = async () => {
    // (Without JavaScript there is no app to wait for.)
    if (options.javaScriptEnabled !== false && page.url().startsWith(site.url)) await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  };
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    await appReady();
    return response;
  };
  page.reload = async (reloadOptions) => {
    const response = await reload(reloadOptions);
    await appReady();
    return response;
  };
  return { context, page, errors };
}

export const frame = (page: Page) => page.locator('[data-component="SiteFrame"]');
export const header = (page: Page) => page.locator('[data-component="Header"]');
export const footer = (page: Page) => page.locator('[data-component="Footer"]');
export const bottomNav = (page: Page) => page.locator('[data-component="BottomNav"]');
export const h1 = (page: Page) => page.locator('main h1');
/** The open modal dialog whose accessible name is `title`. */
export const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });
export const alertdialog = (page: Page, title: string | RegExp) => page.getByRole('alertdialog', { name: title });

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by its label text (`auth:fields.<key>`), whatever the required/optional marker after it says. */
export function field(scope: Page | Locator, key: string, lang = 'JA'): Locator {
  const label = escapeRe(tx(`auth:fields.${key}`, {}, lang));
  const marker = `(?:${escapeRe(tx('ui:textField.required', {}, lang))}|${escapeRe(tx('ui:textField.optional', {}, lang))})?`;
  return scope.getByLabel(new RegExp(`^\\s*${label}\\s*${marker}\\s*$`)).first();
}

export const session = (page: Page) => page.evaluate(() => ({ ...sessionStorage }) as Record<string, string>);

/** Waits for the app's first screen (the frame rendered by the app, not only prerendered, and answering to input). */
export async function ready(page: Page): Promise<void> {
  await frame(page).waitFor();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

// ---- slider ---------------------------------------------------------------------------------------------------------

/**
 * The gap's x in the challenge background: the built-in provider draws it as a dark square with a 1-px border of
 * (240, 240, 240), a colour nothing else in the picture has; its leftmost column is the answer.
 */
export function gapX(pngBase64: string): number {
  const png = PNG.sync.read(Buffer.from(pngBase64, 'base64'));
  let best = -1;
  let hits = 0;
  for (let x = 0; x < png.width && best < 0; x += 1) {
    for (let y = 0; y < png.height; y += 1) {
      const i = (png.width * y + x) * 4;
      if (png.data[i] === 240 && png.data[i + 1] === 240 && png.data[i + 2] === 240) {
        // The border is a column of at least 40 such pixels.
        hits += 1;
        if (hits >= 40) {
          best = x;
          break;
        }
      }
    }
    if (best < 0) hits = 0;
  }
  if (best < 0) throw new Error('no gap found in the slider background');
  return best;
}

const lastChallenge = new WeakMap<Page, string>();

/**
 * Solves the open slider step: reads the background, moves the handle with the keyboard to the gap, presses Enter.
 * Waits for a challenge it has not solved before (the step asks for a new one each time it opens), and asks for
 * another one when a check fails.
 */
export async function solveSlider(page: Page): Promise<number> {
  const step = page.locator('[data-part="SliderStep"]');
  const img = step.locator('img[data-part="Background"]');
  for (let attempt = 1; ; attempt += 1) {
    await expect
      .poll(async () => ((await img.count()) > 0 ? await img.getAttribute('src') : null), { message: 'a new slider challenge' })
      .toSatisfy((src: string | null) => src !== null && src !== lastChallenge.get(page));
    const src = (await img.getAttribute('src')) ?? '';
    lastChallenge.set(page, src);
    const x = gapX(src.replace(/^data:image\/png;base64,/, ''));
    const handle = step.getByRole('slider');
    await handle.focus();
    for (let i = 0; i < Math.floor(x / 10); i += 1) await handle.press('Shift+ArrowRight');
    for (let i = 0; i < x % 10; i += 1) await handle.press('ArrowRight');
    await expect.poll(() => handle.getAttribute('aria-valuenow')).toBe(String(x));
    await handle.press('Enter');
    const widget = step.locator('[data-component="SliderVerification"]');
    const statusNow = async () => ((await step.count()) === 0 ? 'passed' : (await widget.count()) === 0 ? 'loading' : ((await widget.getAttribute('data-status')) ?? 'idle'));
    let outcome = 'stuck';
    await expect
      .poll(async () => (outcome = await statusNow()), { message: 'the slider check' })
      .toMatch(/passed|success|error/)
      .catch(() => undefined);
    if (outcome !== 'error') return x;
    if (attempt >= 3) throw new Error(`slider check failed ${attempt} times (last x ${x})`);
    await step.getByRole('button', { name: tx('auth:slider.refresh') }).click();
  }
}

// ---- logins ---------------------------------------------------------------------------------------------------------

export const loginModal = (page: Page) => page.locator('[data-pattern="LoginModal"]');

/** Opens the login modal from the header (if it is not open already). */
export async function openLogin(page: Page): Promise<Locator> {
  const modal = loginModal(page);
  if (!(await modal.isVisible())) await header(page).locator('[data-part="LoginButton"]').click();
  await modal.waitFor();
  return modal;
}

/**
 * Username login through the modal: fills the form, submits, solves the slider. Does not wait for the outcome.
 * `captcha` fills the captcha field when it is shown.
 */
export async function submitUsernameLogin(page: Page, username: string, password: string, lang = 'JA', options: { captcha?: string } = {}): Promise<void> {
  const modal = await openLogin(page);
  const form = modal.locator('[data-part="UsernameForm"]');
  await field(form, 'username', lang).fill(username);
  await field(form, 'password', lang).fill(password);
  const captcha = field(form, 'captcha', lang);
  if ((await captcha.count()) > 0 && options.captcha !== undefined) await captcha.fill(options.captcha);
  await form.locator('button[type="submit"]').click();
  await solveSlider(page);
  // The step closes once the check passed (the login call follows).
  await expect.poll(() => page.locator('[data-part="SliderStep"]').count(), { message: 'slider step still open' }).toBe(0);
}

/** A successful username login: the header then shows the account; the after-login notices are closed. */
export async function loginAs(page: Page, username: string, password: string, lang = 'JA'): Promise<void> {
  await submitUsernameLogin(page, username, password, lang);
  await expect.poll(() => header(page).locator('[data-part="AccountButton"]').textContent()).toContain(username);
  await closeAfterLoginNotices(page, lang);
}

/**
 * SPEC §4: after a login the after-login modal shows the popup notices (the seed has one), and an account's first
 * login also greets it (the first-login dialog); close both.
 */
export async function closeAfterLoginNotices(page: Page, lang = 'JA'): Promise<void> {
  const notices = page.getByRole('dialog', { name: tx('notices.afterLoginTitle', {}, lang) });
  const firstLogin = page.getByRole('dialog', { name: tx('account.firstLoginTitle', {}, lang) });
  await expect.poll(() => notices.isVisible(), { message: 'the after-login notices' }).toBe(true);
  for (let i = 0; i < 4; i += 1) {
    if (await firstLogin.isVisible()) await firstLogin.getByRole('button', { name: tx('account.firstLoginLater', {}, lang) }).click();
    else if (await notices.isVisible()) await page.keyboard.press('Escape');
    else break;
    await page.waitForTimeout(300);
  }
  const open = await page.getByRole('dialog').evaluateAll((els) => els.map((el) => el.getAttribute('aria-labelledby') && document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent));
  expect(open, 'dialogs still open after the notices closed').toEqual([]);
}

// ---- the member centre ----------------------------------------------------------------------------------------------

export type CentreKind = 'member' | 'agent';
export const centre = (page: Page, kind: CentreKind = 'member') => page.locator(`[data-centre="${kind}"]`);
export const panel = (page: Page, name: string, kind: CentreKind = 'member') => centre(page, kind).locator(`[data-component="${name}"]`);
/** A records table's rows (desktop) or cards (narrow panel). */
export const rows = (scope: Locator) => scope.locator('[data-part="Row"], [data-part="Card"]');

export async function openCentrePage(page: Page, name: string, kind: CentreKind = 'member'): Promise<void> {
  await centre(page, kind).locator(`button[data-page="${name}"]`).click();
  await expect
    .poll(() => centre(page, kind).locator(`button[data-page="${name}"]`).getAttribute('aria-current'))
    .toBe('page');
}

/** Waits until the page's panel shows its data (no skeleton or loading state left, no error). */
export async function settled(page: Page, name: string, kind: CentreKind = 'member'): Promise<Locator> {
  const root = panel(page, name, kind);
  // A page's panel is a chunk of its own, fetched when the page opens.
  await root.waitFor({ timeout: 30_000 });
  const busy = '[aria-busy="true"], [data-state="loading"]';
  await expect
    .poll(() => root.evaluate((el, selector) => el.matches(selector) || el.querySelector(selector) !== null, busy), {
      message: `${name} still loading`,
    })
    .toBe(false);
  // The records' error box, the forms panels' error state (a field's own "Error" part is not one).
  const failed = '[data-part="RetryButton"], [data-part="ErrorState"], [data-state="error"]';
  if (await root.evaluate((el, selector) => el.matches(selector) || el.querySelector(selector) !== null, failed)) {
    await page.screenshot({ path: join(shotsDir, `centre-failed-${name}.png`) });
    throw new Error(`${name} failed to load: ${await root.textContent()}`);
  }
  // The chart and fonts settle a moment after the data.
  await page.waitForTimeout(300);
  return root;
}

/**
 * Registers a new member with the username form of the page at `path` (/register, or a friend's invite link), logs
 * in as it and closes what opens after the first login.
 */
export async function registerMember(page: Page, url: string, account: string, password: string): Promise<void> {
  await page.goto(url);
  const form = page.locator('[data-pattern="RegisterModal"] [data-part="UsernameForm"]');
  // The modal's chunk loads after the app is ready.
  await form.waitFor({ timeout: 30_000 });
  await field(form, 'username').fill(account);
  await field(form, 'password').fill(password);
  await field(form, 'confirmPassword').fill(password);
  await form.getByRole('checkbox').check();
  await form.locator('button[type="submit"]').click();
  await expect.poll(async () => (await session(page)).token ?? null).not.toBeNull();
  await closeAfterLoginNotices(page);
}

/**
 * Deposits `amount` (major units, as typed) by the first channel of depositv2 and pays it on the sandbox gateway's
 * hosted page (served by the platform, which sends its signed callback when Pay is pressed). The caller waits for the
 * balance it expects.
 */
export async function depositOnSandbox(site: Running, page: Page, amount: string): Promise<void> {
  await page.goto(`${site.url}/index?mc=depositv2`);
  const deposit = panel(page, 'DepositPanel');
  await deposit.locator('[data-part="Channel"]').first().waitFor({ timeout: 30_000 });
  await deposit.locator('[data-part="Channel"]').first().click();
  await deposit.getByRole('textbox', { name: new RegExp(tx('cashier:deposit.amount')) }).fill(amount);
  await deposit.locator('[data-part="Submit"]').click();
  const link = deposit.locator('[data-part="PayLink"]');
  await link.waitFor({ timeout: 30_000 });
  const gateway = await page.context().newPage();
  await gateway.goto((await link.getAttribute('href')) ?? '');
  await gateway.locator('button[value="paid"]').click();
  await gateway.waitForLoadState();
  await gateway.close();
}

// ---- outbox ---------------------------------------------------------------------------------------------------------

export interface OutboxEntry {
  id: number;
  channel: string;
  recipient: string;
  body: string;
}

/** `pnpm platform outbox` parsed, newest first. */
export async function outbox(site: Running, limit = 10): Promise<OutboxEntry[]> {
  const text = await site.platform('outbox', String(limit));
  const entries: OutboxEntry[] = [];
  for (const line of text.split('\n')) {
    const head = /^#(\d+)\s+\S+ \S+\s+(\S+)\s+to (\S+)/.exec(line);
    if (head) entries.push({ id: Number(head[1]), channel: head[2]!, recipient: head[3]!, body: '' });
    else if (line.startsWith('    ') && entries.length > 0) entries.at(-1)!.body += `${line.trim()}\n`;
  }
  return entries;
}

/** The newest code (6 digits) sent to a recipient whose address contains `to`, newer than `afterId`. */
export async function codeSentTo(site: Running, to: string, afterId = 0): Promise<{ code: string; id: number; entry: OutboxEntry }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const entry = (await outbox(site)).find((e) => e.recipient.includes(to) && e.id > afterId);
    const code = entry ? /\b(\d{6})\b/.exec(entry.body)?.[1] : undefined;
    if (entry && code) return { code, id: entry.id, entry };
    if (Date.now() > deadline) throw new Error(`no code sent to ${to} (after #${afterId})`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The id of the newest outbox entry (0 when empty). */
/**
 * Fills a form's mobile number, asks for the SMS code and types it in from the platform's outbox; returns the outbox
 * entry. The outbox records the number without its leading zero.
 */
export async function enterSmsCode(site: Running, form: Locator, mobileNum: string): Promise<OutboxEntry> {
  await field(form, 'mobileNum').fill(mobileNum);
  const before = await lastOutboxId(site);
  await form.getByRole('button', { name: tx('auth:sms.send') }).click();
  const { code, entry } = await codeSentTo(site, mobileNum.replace(/^0/, ''), before);
  await field(form, 'verificationCode').fill(code);
  return entry;
}

export async function lastOutboxId(site: Running): Promise<number> {
  return (await outbox(site, 1))[0]?.id ?? 0;
}
