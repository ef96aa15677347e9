/**
 * Languages as members see them (issue 18): Arabic right to left, with the layout mirrored (logo at the right, the
 * account actions at the left, the login modal's fields reading right to left), Thai and Traditional Chinese in
 * their own faces; `<html lang>` names the language shown. Home, login and a member-centre page (demo01's account
 * page) of AR, TH and TW, nothing wider than the screen. Screenshots go to vrt/output/e2e/lang-*.png for review.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Running } from './harness';
import { centre, desktop, h1, header, loginAs, openLogin, openPage, phone, settled, shotsDir, tx } from './helpers';

let site: Running;

beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site?.stop());

/** The site opened at /index in `code` (the stored choice, as a returning member's), settled. */
async function openIn(code: string, viewport = desktop) {
  const opened = await openPage(site, { viewport });
  await opened.context.addInitScript((lang) => localStorage.setItem('hisLang', lang), code);
  await opened.page.goto(`${site.url}/index`);
  await expect.poll(() => h1(opened.page).textContent()).toBe(tx('home.title', { brand: 'Croupier' }, code));
  await opened.page.evaluate(() => document.fonts.ready);
  return opened;
}

/** What sticks out sideways (the page scrolls horizontally), named; [] when nothing does. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return true;
      return false;
    };
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        // Visually hidden text (1 px, clipped) and fixed layers are not content that sticks out.
        return box.width > 1 && box.height > 1 && (box.right > width + 0.5 || box.left < -0.5) && !clipped(el) && getComputedStyle(el).position !== 'fixed';
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}[${el.getAttribute('data-part') ?? el.getAttribute('data-component') ?? el.className}]`);
    return document.documentElement.scrollWidth > width ? [`scrollWidth ${document.documentElement.scrollWidth} > ${width}`, ...wide] : wide;
  });

const centreX = async (page: Page, selector: string) => {
  const box = await header(page).locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return box.x + box.width / 2;
};

describe('right to left and script faces', () => {
  it('Arabic: lang="ar" dir="rtl", the header mirrored, the login modal right to left', async () => {
    const { page, context } = await openIn('AR');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    // Logo at the inline start (the right), login at the inline end (the left).
    expect(await centreX(page, '[data-part="Logo"]')).toBeGreaterThan(desktop.width / 2);
    expect(await centreX(page, '[data-part="LoginButton"]')).toBeLessThan(desktop.width / 2);
    // Arabic text in the bundled Arabic face.
    const family = await h1(page).evaluate((el) => getComputedStyle(el).getPropertyValue('--ui-font-script').trim());
    expect(family).toBe('"Noto Sans Arabic"');
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Arabic"', 'مرحبا'))).toBe(true);
    await page.screenshot({ path: join(shotsDir, 'lang-ar-home.png') });

    const modal = await openLogin(page);
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(shotsDir, 'lang-ar-login.png') });
    // The dialog reads right to left (usernames and passwords keep their own left-to-right fields).
    expect(await modal.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    // The first field's label starts at the dialog's right edge side (the title is centred, so it cannot tell).
    const [dialogBox, labelBox] = await Promise.all([modal.boundingBox(), modal.locator('label').first().boundingBox()]);
    expect(labelBox!.x + labelBox!.width / 2).toBeGreaterThan(dialogBox!.x + dialogBox!.width / 2);
    await context.close();
  });

  it('Arabic on a phone: the bottom nav and header mirrored', async () => {
    const { page, context } = await openIn('AR', phone);
    expect(await centreX(page, '[data-part="Logo"]')).toBeGreaterThan(phone.width / 2);
    // The floating service button stands at the inline end (the left) and covers no figure of the jackpot strip.
    const fabLocator = page.locator('[data-component="RightSideBar"] [data-part="Fab"]');
    const amount = page.locator('[data-component="JackpotTicker"] [data-part="Amount"]').first();
    await fabLocator.waitFor();
    await amount.waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(shotsDir, 'lang-ar-home-phone.png') });
    expect(await overflow(page)).toEqual([]);
    const [fab, box] = await Promise.all([fabLocator.boundingBox(), amount.boundingBox()]);
    expect(fab!.x + fab!.width / 2).toBeLessThan(phone.width / 2);
    const apart = box!.x >= fab!.x + fab!.width || box!.x + box!.width <= fab!.x || box!.y >= fab!.y + fab!.height || box!.y + box!.height <= fab!.y;
    expect(apart, 'the jackpot amount under the floating button').toBe(true);
    await context.close();
  });

  it.each([
    ['TH', 'th', '"Noto Sans Thai"'],
    ['TW', 'zh-TW', '"Noto Sans TC"'],
    ['HI', 'hi', '"Noto Sans Devanagari"'],
  ])('%s: lang="%s", left to right, in %s', async (code, lang, face) => {
    const { page, context } = await openIn(code);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await centreX(page, '[data-part="Logo"]')).toBeLessThan(desktop.width / 2);
    expect(await h1(page).evaluate((el) => getComputedStyle(el).getPropertyValue('--ui-font-script').trim())).toBe(face);
    await page.screenshot({ path: join(shotsDir, `lang-${code.toLowerCase()}-home.png`) });
    expect(await overflow(page)).toEqual([]);
    const modal = await openLogin(page);
    await page.waitForTimeout(400);
    expect(await modal.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await page.screenshot({ path: join(shotsDir, `lang-${code.toLowerCase()}-login.png`) });
    await context.close();
  });

  it.each([
    ['AR', 'rtl'],
    ['TH', 'ltr'],
    ['TW', 'ltr'],
  ] as const)('%s: demo01 opens its account page in the member centre (%s), on a desktop and a phone', async (code, dir) => {
    const { page, context } = await openIn(code);
    await loginAs(page, 'demo01', 'Demo1234', code);
    await page.goto(`${site.url}/index?mc=securityCenter`);
    await expect.poll(() => centre(page).isVisible()).toBe(true);
    await settled(page, 'SecurityCenterPanel');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.getAttribute('html', 'dir')).toBe(dir);
    expect(await centre(page).evaluate((el) => getComputedStyle(el).direction)).toBe(dir);
    // The menu stands at the inline start: the right of the centre right to left, the left otherwise.
    const [dialogBox, menuBox] = await Promise.all([centre(page).boundingBox(), centre(page).locator('[data-part="Menu"]').boundingBox()]);
    const menuMiddle = menuBox!.x + menuBox!.width / 2;
    const dialogMiddle = dialogBox!.x + dialogBox!.width / 2;
    if (dir === 'rtl') expect(menuMiddle).toBeGreaterThan(dialogMiddle);
    else expect(menuMiddle).toBeLessThan(dialogMiddle);
    expect(await overflow(page)).toEqual([]);
    await page.screenshot({ path: join(shotsDir, `lang-${code.toLowerCase()}-centre.png`) });

    await page.setViewportSize(phone);
    await page.waitForTimeout(400);
    expect(await overflow(page)).toEqual([]);
    await page.screenshot({ path: join(shotsDir, `lang-${code.toLowerCase()}-centre-phone.png`) });
    await context.close();
  });
});
