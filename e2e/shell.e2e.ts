import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root, startSite, type Running } from './harness';

let site: Running;
const shots = join(root, 'vrt/output/e2e');

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  site = await startSite();
});
afterAll(async () => site?.stop());

describe('site shell served by pnpm start', () => {
  it('renders the brand in Japanese by default, with the platform reachable on the same origin', async () => {
    const page = await (await site.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(`${site.url}/index`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Croupier へようこそ');
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('プラットフォームに接続しました');
    expect(await page.locator('img[alt="Croupier"]').isVisible()).toBe(true);
    await page.screenshot({ path: join(shots, 'shell-desktop-dark.png') });
    await page.close();
  });

  it('switches language and colour mode, and keeps both across a reload', async () => {
    const page = await (await site.browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await page.goto(`${site.url}/`);
    await page.getByLabel('言語').selectOption('EN');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Welcome to Croupier');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const toggle = page.getByRole('button', { name: 'Switch colour mode' });
    await toggle.click();
    expect(await page.locator('[data-ui-scope]').first().getAttribute('data-ui-mode')).toBe('light');
    await page.reload();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Welcome to Croupier');
    expect(await page.locator('[data-ui-scope]').first().getAttribute('data-ui-mode')).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('EN');
    await page.getByLabel('Language').selectOption('CN');
    await expect.poll(() => page.locator('h1').textContent()).toBe('欢迎来到 Croupier');
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    await page.screenshot({ path: join(shots, 'shell-phone-light-cn.png') });
    await page.close();
  });

  it('falls back to English for a language without a pack, never to a blank or a key', async () => {
    const page = await (await site.browser.newContext()).newPage();
    await page.goto(`${site.url}/`);
    await page.getByLabel('言語').selectOption('FR');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Welcome to Croupier');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await page.close();
  });
});
