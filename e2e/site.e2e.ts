/**
 * The site as a visitor meets it (SPEC §1, §2, §9): routes and their frames, page headings, the slot hall's vendor,
 * chunk loading with its one retry, languages, dark/light, a phone-width run and the whole-app system screens.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageInfo } from '../packages/locales/src/languages';
import { builtChunk, startSite, type Running } from './harness';
import {
  bottomNav,
  closeAfterLoginNotices,
  desktop,
  footer,
  frame,
  h1,
  header,
  loginModal,
  openPage,
  phone,
  ready,
  session,
  shotsDir,
  submitUsernameLogin,
  tx,
} from './helpers';

let site: Running;

beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site?.stop());

const brandName = 'Croupier';

/** SPEC §2 routes and the page key of their heading (`site:pages.<page>.title`). */
const pages: readonly [path: string, page: string][] = [
  ['/noticePage', 'notice'],
  ['/vip', 'vip'],
  ['/pointMall', 'pointMall'],
  ['/lottery', 'lottery'],
  ['/vnlottery', 'vnlottery'],
  ['/seaLottery', 'seaLottery'],
  ['/elott', 'elott'],
  ['/rng', 'rng'],
  ['/live', 'live'],
  ['/fish', 'fish'],
  ['/png', 'png'],
  ['/pp', 'pp'],
  ['/pg', 'pg'],
  ['/ne', 'ne'],
  ['/ptu', 'ptu'],
  ['/hb', 'hb'],
  ['/bgs', 'bgs'],
  ['/hot', 'hot'],
  ['/fav', 'fav'],
  ['/sports', 'sports'],
  ['/pvp', 'pvp'],
  ['/promotions', 'promotions'],
  ['/promoDetail', 'promoDetail'],
  ['/seamless', 'seamless'],
  ['/help', 'help'],
  ['/helpmc', 'help'],
  ['/down', 'download'],
  ['/download', 'download'],
  ['/join', 'join'],
  ['/game', 'game'],
  ['/login', 'login'],
];

/** Client-side navigation (what a link does), without reloading the app. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

async function frameOf(page: Page) {
  return {
    variant: await frame(page).getAttribute('data-variant'),
    inGame: (await frame(page).getAttribute('data-in-game')) !== null,
    header: await header(page).count(),
    footer: await footer(page).count(),
    bottomNav: await bottomNav(page).count(),
  };
}

describe('routes and frames (SPEC §2)', () => {
  it('redirects / to /index, the home page in Japanese with header, footer and the full frame', async () => {
    const { page, context, errors } = await openPage(site);
    await page.goto(`${site.url}/`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/index');
    await expect.poll(() => h1(page).textContent()).toBe(tx('home.title', { brand: brandName }));
    expect(await page.title()).toBe(`${tx('pages.home.title')} | ${brandName}`);
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    expect(await frameOf(page)).toMatchObject({ variant: 'full', inGame: false, header: 1, footer: 1 });
    expect(await header(page).locator('[data-part="LoginButton"]').textContent()).toBe(tx('common:actions.login'));
    await page.screenshot({ path: join(shotsDir, 'home-desktop-dark-ja.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/register and /register.html open home with the register modal', async () => {
    const { page, context } = await openPage(site);
    for (const path of ['/register', '/register.html']) {
      await page.goto(`${site.url}${path}`);
      await expect.poll(() => h1(page).first().textContent()).toBe(tx('home.title', { brand: brandName }));
      await expect.poll(() => page.getByRole('dialog', { name: tx('auth:register.title') }).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await context.close();
  });

  it('gives each route its frame: bare /helpmc, /pointMall without side menu, header-only lotteries and /game, in-game pages without footer', async () => {
    const { page, context } = await openPage(site);

    await page.goto(`${site.url}/helpmc`);
    await expect.poll(() => h1(page).textContent()).toBe(tx('pages.help.title'));
    expect(await frameOf(page)).toMatchObject({ variant: 'bare', header: 0, footer: 0, bottomNav: 0 });

    await page.goto(`${site.url}/pointMall`);
    await expect.poll(() => h1(page).textContent()).toBe(tx('pages.pointMall.title'));
    expect(await frameOf(page)).toMatchObject({ variant: 'full', header: 1, footer: 1 });
    for (const [path, key] of [
      ['/lottery', 'lottery'],
      ['/game', 'game'],
    ] as const) {
      await page.goto(`${site.url}${path}`);
      await expect.poll(() => h1(page).textContent()).toBe(tx(`pages.${key}.title`));
      expect(await frameOf(page), path).toMatchObject({ variant: 'headerOnly', header: 1, footer: 0, bottomNav: 0 });
    }

    for (const [path, key] of [
      ['/seamless', 'seamless'],
      ['/vnlottery', 'vnlottery'],
      ['/sealottery', 'seaLottery'],
      ['/lottert', 'lottery'],
    ] as const) {
      await page.goto(`${site.url}${path}`);
      await expect.poll(() => h1(page).textContent(), { message: path }).toBe(tx(`pages.${key}.title`));
      expect(await frameOf(page), path).toMatchObject({ inGame: true, header: 1, footer: 0, bottomNav: 0 });
    }
    await context.close();
  });

  it('shows every route its page heading and document title from site:pages.<page>.title', async () => {
    const { page, context, errors } = await openPage(site);
    const wrong: string[] = [];
    for (const [path, key] of pages) {
      await page.goto(`${site.url}${path}`);
      const title = tx(`pages.${key}.title`);
      try {
        await expect.poll(() => h1(page).textContent(), { timeout: 5000 }).toBe(title);
        await expect.poll(() => page.title(), { timeout: 2000 }).toBe(`${title} | ${brandName}`);
      } catch {
        wrong.push(
          `${path}: h1 "${await h1(page)
            .textContent()
            .catch(() => null)}", title "${await page.title()}", expected "${title}"`,
        );
      }
    }
    expect(wrong).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('navigates client-side (a link, as users do) from home to another page and back', async () => {
    const { page, context } = await openPage(site);
    const routeErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') routeErrors.push(m.text().split('\n')[0]!);
    });
    await page.goto(`${site.url}/index`);
    await expect.poll(() => h1(page).textContent()).toBe(tx('home.title', { brand: brandName }));
    for (const [path, key] of [
      ['/vip', 'vip'],
      ['/noticePage', 'notice'],
      ['/help', 'help'],
    ] as const) {
      await navigate(page, path);
      await expect
        .poll(() => h1(page).textContent(), {
          message: `${path} after client-side navigation; console errors: ${routeErrors.join(' / ')}`,
        })
        .toBe(tx(`pages.${key}.title`));
    }
    // The home card links are ordinary client-side links.
    await navigate(page, '/index');
    await expect.poll(() => h1(page).textContent()).toBe(tx('home.title', { brand: brandName }));
    await page.locator('main a[href="/live"]').first().click();
    await expect.poll(() => h1(page).textContent()).toBe(tx('pages.live.title'));
    expect(routeErrors).toEqual([]);
    await context.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const { page, context } = await openPage(site);
    await page.goto(`${site.url}/no/such/page`);
    await expect.poll(() => h1(page).textContent()).toBe(tx('pages.notFound.title'));
    expect(await page.getByText(tx('pages.notFound.lead')).isVisible()).toBe(true);
    await page.getByRole('button', { name: tx('notFound.home') }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/index');
    await context.close();
  });

  it('/rng?page=PG shows that vendor and keeps it in current_vassalage; a later /rng uses the saved one', async () => {
    const { page, context } = await openPage(site);
    await page.goto(`${site.url}/rng?page=PG`);
    // The vendor tab shown selected.
    const vendor = page.locator('main [data-component="VendorTabs"] [role="tab"][aria-selected="true"]');
    await expect.poll(() => vendor.getAttribute('data-vendor')).toBe('PG');
    expect((await session(page)).current_vassalage).toBe('PG');
    await page.goto(`${site.url}/index`);
    await ready(page);
    await page.goto(`${site.url}/rng`);
    await expect.poll(() => vendor.getAttribute('data-vendor')).toBe('PG');
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });
});

describe('section chunks (SPEC §9: one retry, then a reload)', () => {
  it('loads the page when the first request of its chunk fails', async () => {
    const chunk = builtChunk(site.siteDir, 'src/sections/vip/index.tsx');
    const { page, context } = await openPage(site);
    const seen: string[] = [];
    await page.route(`**/${chunk}*`, async (route) => {
      seen.push(route.request().url());
      if (seen.length === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto(`${site.url}/vip`);
    await expect.poll(() => h1(page).textContent()).toBe(tx('pages.vip.title'));
    expect(seen.length).toBe(2);
    await context.close();
  });

  it('shows the error with a reload button when every request of the chunk fails', async () => {
    const chunk = builtChunk(site.siteDir, 'src/sections/vip/index.tsx');
    const { page, context } = await openPage(site);
    let attempts = 0;
    await page.route(`**/${chunk}*`, async (route) => {
      attempts += 1;
      await route.abort('connectionreset');
    });
    await page.goto(`${site.url}/vip`);
    const alert = page.getByRole('alert').filter({ hasText: tx('chunk.title') });
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.getByText(tx('chunk.body')).isVisible()).toBe(true);
    expect(attempts).toBe(2);
    // The frame stays around the error.
    expect(await header(page).count()).toBe(1);
    await page.screenshot({ path: join(shotsDir, 'chunk-error.png') });
    // Reload, with the network back, gives the page.
    await page.unroute(`**/${chunk}*`);
    await alert.getByRole('button', { name: tx('common:actions.reload') }).click();
    await expect.poll(() => h1(page).textContent()).toBe(tx('pages.vip.title'));
    await context.close();
  });
});

describe('languages and colour mode (SPEC §1)', () => {
  it('switches to English in the header picker: texts, <html lang>, hisLang and its history, the language call; kept across a reload', async () => {
    const { page, context } = await openPage(site);
    await page.goto(`${site.url}/index`);
    await expect.poll(() => h1(page).textContent()).toBe(tx('home.title', { brand: brandName }));
    expect(await page.getAttribute('html', 'lang')).toBe('ja');

    const languageCalls: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/member/language') languageCalls.push(r);
    });
    const picker = header(page).locator('[data-component="LanguagePicker"]');
    await picker.locator('[data-part="Trigger"]').click();
    await picker.getByRole('menuitemradio', { name: 'English' }).click();

    await expect.poll(() => h1(page).textContent()).toBe(tx('home.title', { brand: brandName }, 'EN'));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await header(page).locator('[data-part="LoginButton"]').textContent()).toBe(
      tx('common:actions.login', {}, 'EN'),
    );
    expect(
      await footer(page)
        .getByText(tx('frame:footer.securityBody', {}, 'EN'))
        .isVisible(),
    ).toBe(true);
    await expect.poll(() => page.title()).toBe(`${tx('pages.home.title', {}, 'EN')} | ${brandName}`);
    const stored = await page.evaluate(() => ({
      lang: localStorage.getItem('hisLang'),
      history: localStorage.getItem('hisLangHistory'),
    }));
    expect(stored.lang).toBe('EN');
    expect(JSON.parse(stored.history ?? '[]')).toEqual(expect.arrayContaining(['JA', 'EN']));
    await expect.poll(() => languageCalls.length).toBeGreaterThan(0);
    expect(languageCalls[0]!.method()).toBe('PUT');
    expect(JSON.parse(languageCalls[0]!.postData() ?? '{}')).toMatchObject({ language: 'EN' });

    await page.reload();
    await expect.poll(() => h1(page).textContent()).toBe(tx('home.title', { brand: brandName }, 'EN'));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });

  it("offers only languages with a pack, and shows one (TH) in its own texts under lang=\"th\", no blank texts or raw keys", async () => {
    const { page, context } = await openPage(site);
    await page.goto(`${site.url}/index`);
    await ready(page);
    const picker = header(page).locator('[data-component="LanguagePicker"]');
    await picker.locator('[data-part="Trigger"]').click();
    // The picker offers the brand's languages, each with a complete pack (brand:check refuses any other).
    const offered = (JSON.parse(readFileSync(join(import.meta.dirname, '../themes/default/brand.json'), 'utf8')) as { languages: string[] }).languages;
    expect(offered.every((code) => languageInfo(code)?.hasPack)).toBe(true);
    expect(await picker.getByRole('menuitemradio').allTextContents()).toEqual(offered.map((code) => expect.stringContaining(languageInfo(code)!.nativeName)));
    await picker.getByRole('menuitemradio', { name: 'ไทย' }).click();
    await expect.poll(() => h1(page).textContent()).toBe(tx('home.title', { brand: brandName }, 'TH'));
    expect(await page.getAttribute('html', 'lang')).toBe('th');
    expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('TH');
    // Every control has a name and no text is an i18n key.
    const report = await page.evaluate(() => {
      const nameless = [...document.querySelectorAll('button, a[href], [role="switch"], [role="tab"]')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .filter(
          (el) =>
            !(
              (el as HTMLElement).innerText.trim() ||
              // Content below the fold is not rendered yet (content-visibility: auto), so its innerText is empty;
              // its name is its text all the same.
              el.textContent?.trim() ||
              el.getAttribute('aria-label')?.trim() ||
              el.getAttribute('aria-labelledby')
            ),
        )
        .map((el) => el.outerHTML.slice(0, 120));
      const text = document.body.innerText;
      const keys =
        text.match(
          /\b(?:site|frame|common|auth|errors|feedback|ui|lobby):[\w.]+|\b(?:pages|header|footer|home|bottomNav|sideMenu|rightSideBar)\.[a-zA-Z.]+\b/g,
        ) ?? [];
      return { nameless, keys };
    });
    expect(report).toEqual({ nameless: [], keys: [] });
    await page.goto(`${site.url}/vip`);
    await expect.poll(() => h1(page).textContent()).toBe(tx('pages.vip.title', {}, 'TH'));
    await context.close();
  });

  it('switches dark/light and keeps the choice across a reload', async () => {
    const { page, context } = await openPage(site);
    await page.goto(`${site.url}/index`);
    await ready(page);
    const scope = page.locator('[data-ui-scope]').first();
    expect(await scope.getAttribute('data-ui-mode')).toBe('dark');
    const toggle = header(page).getByRole('switch');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => scope.getAttribute('data-ui-mode')).toBe('light');
    await page.reload();
    await ready(page);
    expect(await page.locator('[data-ui-scope]').first().getAttribute('data-ui-mode')).toBe('light');
    expect(await header(page).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await page.screenshot({ path: join(shotsDir, 'home-desktop-light-ja.png') });
    await context.close();
  });
});

describe('phone width 360x740', () => {
  it('shows the bottom navigation, opens the side menu with its panels, and logs in', async () => {
    const { page, context } = await openPage(site, { viewport: phone, isMobile: true, hasTouch: true });
    await page.goto(`${site.url}/index`);
    await ready(page);
    await expect.poll(() => bottomNav(page).isVisible()).toBe(true);
    expect(await bottomNav(page).getByText(tx('frame:bottomNav.home')).isVisible()).toBe(true);

    await header(page).locator('[data-part="MenuButton"]').click();
    const menu = page.locator('[data-component="SideMenu"]');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByText(tx('frame:sideMenu.deposit')).isVisible()).toBe(true);
    expect(await menu.getByText(tx('sideMenu.guest')).isVisible()).toBe(true);
    await menu.getByRole('tab', { name: tx('frame:sideMenu.member') }).click();
    await expect.poll(() => menu.getByText(tx('frame:sideMenu.memberEmpty')).isVisible()).toBe(true);
    await menu.getByRole('tab', { name: tx('frame:sideMenu.language') }).click();
    await expect.poll(() => menu.getByRole('button', { name: /English/ }).isVisible()).toBe(true);
    await page.screenshot({ path: join(shotsDir, 'phone-side-menu.png') });
    await menu.getByRole('button', { name: tx('frame:sideMenu.close') }).click();
    await expect.poll(() => menu.count()).toBe(0);

    // SPEC §2: /pointMall has no side menu.
    await page.goto(`${site.url}/pointMall`);
    await expect.poll(() => h1(page).textContent()).toBe(tx('pages.pointMall.title'));
    await header(page).locator('[data-part="MenuButton"]').click();
    await page.waitForTimeout(500);
    expect(await menu.count()).toBe(0);

    await page.goto(`${site.url}/index`);
    await ready(page);
    await submitUsernameLogin(page, 'demo01', 'Demo1234');
    await expect.poll(async () => (await session(page)).token ?? null).not.toBeNull();
    await expect.poll(() => loginModal(page).count()).toBe(0);
    await closeAfterLoginNotices(page);
    await header(page).locator('[data-part="MenuButton"]').click();
    await expect.poll(() => menu.getByText('demo01').first().isVisible()).toBe(true);
    await menu.getByRole('tab', { name: tx('frame:sideMenu.member') }).click();
    await expect.poll(() => menu.getByText(tx('memberCentre.pages.securityCenter.label')).isVisible()).toBe(true);
    await page.screenshot({ path: join(shotsDir, 'phone-logged-in-member-menu.png') });
    await context.close();
  });
});

describe('system status screens (SPEC §2) switched by the operator CLI', () => {
  it('shows maintenance, then the IP restriction with IP and country, then the app again', async () => {
    const { page, context } = await openPage(site);
    try {
      await site.platform('status', 'default', 'maintenance');
      await page.goto(`${site.url}/index`);
      const screen = page.locator('[data-component="SystemScreen"]');
      await expect.poll(() => screen.getAttribute('data-variant')).toBe('maintenance');
      expect(await screen.getByText(tx('frame:systemScreen.heading')).isVisible()).toBe(true);
      expect(tx('frame:systemScreen.heading')).toBe('RESTRICTION OF VISIT');
      expect(await screen.getByText(tx('frame:systemScreen.maintenanceMessage')).isVisible()).toBe(true);
      expect(await screen.getByRole('button', { name: tx('frame:systemScreen.contactUs') }).isVisible()).toBe(true);
      expect(await header(page).count()).toBe(0);
      await page.screenshot({ path: join(shotsDir, 'system-maintenance.png') });

      await site.platform('status', 'default', 'restricted');
      await page.reload();
      await expect.poll(() => screen.getAttribute('data-variant')).toBe('restricted');
      expect(await screen.getByText(tx('frame:systemScreen.restrictedMessage')).isVisible()).toBe(true);
      expect(await screen.getByText('127.0.0.1').isVisible()).toBe(true);
      expect(
        await screen
          .getByText(/\bJP\b|日本/)
          .first()
          .isVisible(),
      ).toBe(true);
      expect(await screen.getByRole('button', { name: tx('frame:systemScreen.contactUs') }).isVisible()).toBe(true);
      await page.screenshot({ path: join(shotsDir, 'system-restricted.png') });
    } finally {
      await site.platform('status', 'default', 'normal');
    }
    await page.reload();
    await expect.poll(() => h1(page).textContent()).toBe(tx('home.title', { brand: brandName }));
    expect(await page.locator('[data-component="SystemScreen"]').count()).toBe(0);
    await context.close();
  });
});

describe('the prerendered landing page (first paint without the app)', () => {
  it('serves /index prerendered: visible without JavaScript, its one inline script allowed by hash, nothing else inline', async () => {
    const response = await fetch(`${site.url}/index`);
    const html = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(html).toContain('data-prerendered="/index"');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)];
    expect(inline).toHaveLength(1);
    const hash = /data-csp-hash="(sha256-[^"]+)"/.exec(html)?.[1];
    expect(hash).toBeDefined();
    expect(csp).toContain(`'${hash}'`);
    // The app's scripts are not in the page: the inline script asks for them after the first paint.
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // The lobby's hall pages are prerendered too, with the same script; every other route gets the app's shell.
    for (const path of ['/rng', '/blockchain', '/png']) {
      const lobby = await fetch(`${site.url}${path}`);
      const text = await lobby.text();
      expect(text, path).toContain(`data-prerendered="${path}"`);
      expect(/data-csp-hash="(sha256-[^"]+)"/.exec(text)?.[1], path).toBe(hash);
      expect(lobby.headers.get('content-security-policy'), path).toContain(`'${hash}'`);
    }
    expect(await (await fetch(`${site.url}/vip`)).text()).not.toContain('data-prerendered');

    const { page, context } = await openPage(site, { javaScriptEnabled: false });
    await page.goto(`${site.url}/index`);
    expect(await h1(page).textContent()).toBe(tx('home.title', { brand: brandName }));
    expect(await header(page).isVisible()).toBe(true);
    expect(await footer(page).count()).toBe(1);
    expect(await page.title()).toBe(`${tx('pages.home.title')} | ${brandName}`);
    await context.close();
  });

  it('hydrates for a first-time visitor: no script before the first paint, no page error, the same markup, then the app', async () => {
    const { page, context, errors } = await openPage(site);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const heading = tx('home.title', { brand: brandName });
    await page.goto(`${site.url}/index`);
    const scriptsBeforePaint = await page.evaluate(`(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      return performance.getEntriesByType('resource').filter((e) => e.initiatorType !== 'css' && e.name.endsWith('.js') && e.startTime <= fcp).length;
    })()`);
    expect(scriptsBeforePaint).toBe(0);
    expect(await h1(page).textContent()).toBe(heading);
    expect(errors).toEqual([]);
    expect(consoleErrors.filter((text) => /hydrat|did not match|Minified React error/i.test(text))).toEqual([]);
    // Hydrated: the header's login button opens the login modal.
    await header(page).locator('[data-part="LoginButton"]').click();
    await expect.poll(() => page.getByRole('dialog').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('/rng is rendered with its first games: no script before the first paint, then the app hydrates it, no layout shift', async () => {
    // Without JavaScript: the heading, the vendor tabs, the search and the first vendor's games with their pictures
    // (the platform renders the hall with its data when it is asked for; docs/decisions/0012).
    const plain = await openPage(site, { javaScriptEnabled: false, viewport: { width: 412, height: 823 }, isMobile: true });
    await plain.page.goto(`${site.url}/rng`);
    expect(await h1(plain.page).textContent()).toBe(tx('pages.rng.title'));
    expect(await plain.page.title()).toBe(`${tx('pages.rng.title')} | ${brandName}`);
    expect(await plain.page.getByRole('tab', { selected: true }).count()).toBe(1);
    expect(await plain.page.locator('main [data-component="GameSearch"]').count()).toBe(1);
    const serverTiles = plain.page.locator('main [data-component="GameTile"]');
    expect(await serverTiles.count()).toBe(24);
    await expect.poll(() => plain.page.evaluate(() => [...document.querySelectorAll('main [data-component="GameTile"] img')].slice(0, 4).every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    const firstGame = await serverTiles.first().locator('[data-part="LaunchButton"]').textContent();
    const tileWidth = (await serverTiles.first().boundingBox())!.width;
    expect(tileWidth).toBeGreaterThan(140);
    // The data it was rendered with, for the browser's hydration.
    expect(await plain.page.locator('script#croupier-data[type="application/json"]').count()).toBe(1);
    await plain.context.close();

    const { page, context, errors } = await openPage(site, { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${site.url}/rng`);
    const scriptsBeforePaint = await page.evaluate(`(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      return performance.getEntriesByType('resource').filter((e) => e.initiatorType !== 'css' && e.name.endsWith('.js') && e.startTime <= fcp).length;
    })()`);
    expect(scriptsBeforePaint).toBe(0);
    // The largest paint is the first tile's picture, from the page's markup: before the app has started.
    const largest = await page.evaluate(
      () =>
        new Promise<{ src: string; start: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
            resolve({ src: last.element?.getAttribute('src') ?? last.element?.outerHTML.slice(0, 60) ?? '', start: last.startTime });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest.src).toMatch(/^\/art\/game\//);
    // The app's hall, hydrated: the same tabs and games, the tiles as wide as the server's were.
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await expect.poll(() => page.getByRole('tab', { selected: true }).count()).toBe(1);
    await expect.poll(() => page.locator('main [data-component="GameTile"]').count()).toBeGreaterThan(3);
    expect(await page.locator('main [data-component="GameTile"] [data-part="LaunchButton"]').first().textContent()).toBe(firstGame);
    expect(Math.abs((await page.locator('main [data-component="GameTile"]').first().boundingBox())!.width - tileWidth)).toBeLessThan(1);
    await page.waitForLoadState('networkidle');
    // Nothing wider than the phone (a wider page makes the browser zoom out, and more tiles count as painted late).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThanOrEqual(0.05);
    expect(errors).toEqual([]);
    expect(consoleErrors.filter((text) => /hydrat|did not match|Minified React error/i.test(text))).toEqual([]);
    await context.close();
  });

  it('hydrates with the class names of the prerendered page: styled-components adds no second copy of its rules', async () => {
    // The app's entry is held until the prerendered page has been read; then the app hydrates and its data arrives.
    const context = await site.browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // For parts of the prerendered page: the classes whose rule is that part's own rule. The browser naming a
    // component otherwise than the prerenderer adds the same rule under a second class.
    const parts = ['Header', 'Footer', 'BottomNav', 'HotGamesRow', 'CategoryEntries', 'RightSideBar'];
    const copies = () =>
      page.evaluate((components) => {
        const all = [...document.querySelectorAll('style[data-styled]')].flatMap((tag) =>
          [...(tag as HTMLStyleElement).sheet!.cssRules].map((rule) => rule.cssText),
        );
        return components.map((component) => {
          const element = document.querySelector(`[data-component="${component}"]`);
          const own = [...(element?.classList ?? [])].find((name) => !name.startsWith('sc-'));
          const rule = all.find((text) => text.startsWith(`.${own} {`));
          const body = rule?.slice(rule.indexOf(' {')) ?? 'none';
          return `${component}: ${all.filter((text) => /^\.[A-Za-z]+ \{/.test(text) && text.endsWith(body)).length}`;
        });
      }, parts);
    await page.goto(`${site.url}/index`);
    const once = parts.map((part) => `${part}: 1`);
    expect(await copies()).toEqual(once);
    release();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await copies()).toEqual(once);
    await context.close();
  });

  it('has its own Japanese face: one file per weight for its characters, no unicode-range subset for the first screen', async () => {
    // The fonts the prerendered page asks for by itself: the app is kept from starting (its entry is refused), so no
    // data and no later screen asks for any, whenever the page's own layouts happen. (A plain page: openPage's pages
    // wait for the app.)
    const context = await site.browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.url}/index`);
    await page.evaluate(() => document.fonts.ready);
    const title = (await h1(page).textContent()) ?? '';
    const tagline = (await page.locator('main p').first().textContent()) ?? '';
    const japanese = [...new Set([...`${title}${tagline}`].filter((c) => c.codePointAt(0)! >= 0x2e80))];
    expect(japanese.length).toBeGreaterThan(5);
    // The loaded faces of the family: the page's own.
    const faces = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replace(/"/g, '') === 'Noto Sans JP' && face.status === 'loaded')
        .map((face) => ({ weight: face.weight, range: face.unicodeRange })),
    );
    const parse = (range: string) =>
      range.split(',').map((part) => {
        const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
        return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)] as const;
      });
    // One face per weight has every one of them, and only the page's characters, not the whole script.
    for (const weight of ['400', '700']) {
      const own = faces.filter((face) => {
        const ranges = parse(face.range);
        const has = (c: string) => ranges.some(([from, to]) => c.codePointAt(0)! >= from && c.codePointAt(0)! <= to);
        return face.weight === weight && ranges.length < 1000 && japanese.every(has);
      });
      expect(own).toHaveLength(1);
    }
    expect(fonts.filter((path) => path.includes('/page-face-'))).toHaveLength(2);
    expect(fonts.filter((path) => path.includes('noto-sans-jp-'))).toEqual([]);
    await context.close();
  });

  it('is not shown to a member with a session (kept hidden, the app renders their page)', async () => {
    const { page, context } = await openPage(site);
    await page.goto(`${site.url}/index`);
    await submitUsernameLogin(page, 'demo01', 'Demo1234');
    await closeAfterLoginNotices(page);
    // A reload of /index in the same tab (the session is in sessionStorage): the prerendered visitor page stays hidden.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(
      'document.documentElement.getAttribute("data-prerender") === "stale" || document.documentElement.dataset.app === "ready"',
    );
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    expect(await page.evaluate('document.documentElement.hasAttribute("data-prerender")')).toBe(false);
    await expect.poll(() => header(page).locator('[data-part="AccountButton"]').textContent()).toContain('demo01');
    await context.close();
  });
});
