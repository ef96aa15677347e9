/**
 * Accessibility of the assembled site (WCAG 2.2 AA): axe on every frame variant and on the overlays a visitor and a
 * member meet, in dark (the brand default) and light, on a phone and on a desktop.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Running } from './harness';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// A string, not a function: tsx would inject helpers (__name) that do not exist in the page.
const axeScript = `(async () => {
  const result = await window.axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  });
  return result.violations.map((v) => v.id + ': ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | '));
})()`;

async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate('"axe" in window'))) await page.addScriptTag({ content: axeSource });
  return (await page.evaluate(axeScript)) as string[];
}

let site: Running;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site?.stop());

async function open(path: string, options: { width?: number; mode?: 'light' | 'dark' } = {}): Promise<Page> {
  // The platform's CSP forbids inline scripts; the test's own axe script is let in.
  const context = await site.browser.newContext({ viewport: { width: options.width ?? 1280, height: 860 }, reducedMotion: 'reduce', bypassCSP: true });
  if (options.mode) await context.addInitScript(`localStorage.setItem('croupier.mode', ${JSON.stringify(options.mode)})`);
  const page = await context.newPage();
  await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
  // The app itself, not only the prerendered landing page.
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.locator('h1').first().waitFor();
  return page;
}

describe('axe finds nothing on the site (WCAG 2.2 AA)', () => {
  for (const [path, width, mode] of [
    ['/index', 1280, 'dark'],
    ['/index', 360, 'light'],
    ['/rng', 1280, 'light'],
    ['/live', 360, 'dark'],
    ['/help', 1280, 'dark'],
    ['/helpmc', 360, 'light'],
    ['/download', 1280, 'light'],
    ['/noticePage', 1280, 'dark'],
    ['/lottery', 1280, 'dark'],
    ['/lottery?gameCode=ELOTT_0001&playType=ELOTT_POS', 1280, 'light'],
    ['/vnlottery?gameCode=TCG_LOTTO_VN_0001&playType=VN_LO', 360, 'dark'],
    ['/no-such-page', 360, 'dark'],
  ] as const) {
    it(`${path} at ${width} px, ${mode}`, async () => {
      const page = await open(path, { width, mode });
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('the login and register modals, and the side menu on a phone', async () => {
    const page = await open('/index', { width: 360 });
    await page.locator('[data-part="LoginButton"]').click();
    await page.getByRole('dialog').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto(`${site.url}/register`, { waitUntil: 'networkidle' });
    await page.getByRole('dialog').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('[data-part="MenuButton"]').click();
    await page.getByRole('dialog').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});
