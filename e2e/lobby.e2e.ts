/**
 * The game lobby end to end (issue 6, "Done when"): a member finds a game on /rng by name, plays the demo slot in the
 * sandboxed frame on /game and comes back to a header balance equal to the platform's ledger; a visitor tries a
 * trial game and is asked to log in for any other; favourites survive a reload; the header's drop menu lists a game
 * type's vendors and 21 games on its first page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Running } from './harness';
import { header, loginModal, openPage, tx } from './helpers';
import {
  formatMinor,
  gameFrame,
  gameIframe,
  headerBalance,
  inGame,
  ledgerBalance,
  loginMember,
  nonTrialTiles,
  slotText,
  spinOnce,
  tileName,
  tileNamed,
  tileNames,
  tiles,
  trialTiles,
  type SpinResult,
} from './lobbyHelpers';

let site: Running;

beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site?.stop());

const searchBox = (page: Page) => page.getByRole('search').getByLabel(tx('lobby:search.label'));

describe('the slot hall, launch and the seamless wallet', () => {
  it('a member finds a game on /rng by name, plays two rounds in the frame, returns, and the header balance equals the ledger', async () => {
    const { page, context, errors } = await openPage(site);
    await page.goto(`${site.url}/rng`);
    await loginMember(page);
    const before = await ledgerBalance(site);
    await expect.poll(() => headerBalance(page).textContent()).toBe(formatMinor(before));

    // The first vendor tab is selected; pick a game further down its first page and find it by name.
    await expect.poll(() => page.getByRole('tab', { selected: true }).count()).toBe(1);
    await expect.poll(async () => (await tileNames(page)).length).toBeGreaterThan(10);
    const all = await tileNames(page);
    const name = all[7]!;
    const searched = page.waitForResponse((r) => r.url().includes('GCSGAME_gameList') && new URL(r.url()).searchParams.get('gameName') === name);
    await searchBox(page).fill(name);
    await searched;
    await expect.poll(() => tileNames(page)).toContain(name);
    const found = await tileNames(page);
    expect(found.length).toBeLessThan(all.length);
    expect(found.every((n) => n.includes(name))).toBe(true);

    // Launch: /game with the sandboxed frame on the platform's demo slot.
    await tileNamed(page, name).locator('[data-part="LaunchButton"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/game');
    await expect.poll(() => gameFrame(page).locator('[data-part="Title"]').textContent()).toBe(name);
    const sandbox = ((await gameIframe(page).getAttribute('sandbox')) ?? '').split(/\s+/).sort();
    expect(sandbox).toEqual(['allow-forms', 'allow-popups', 'allow-same-origin', 'allow-scripts']);
    // The game runs on the games origin, not the site's.
    const src = new URL((await gameIframe(page).getAttribute('src'))!);
    expect(src.origin).toBe(site.gamesUrl);
    expect(src.pathname).toBe('/games/demo/slot');
    const game = inGame(page);
    await expect.poll(() => game.locator('h1').textContent()).toBe(name);
    await expect.poll(() => game.locator('#balance').textContent()).toBe(formatMinor(before));

    // allow-same-origin gives the game its own origin, not the site's: the site's sessionStorage (the session token)
    // is out of its reach, and its own storage holds none of the site's keys.
    const siteKeys = await page.evaluate(() => Object.keys(sessionStorage));
    expect(siteKeys.length).toBeGreaterThan(0);
    const frame = page.frames().find((f) => f.url().startsWith(`${site.gamesUrl}/games/demo/slot`));
    expect(frame).toBeDefined();
    const reach = await frame!.evaluate(() => {
      const out: Record<string, string> = { origin: location.origin };
      try {
        out.parentStorage = String(parent.sessionStorage.length);
      } catch (error) {
        out.parentStorage = (error as Error).name;
      }
      try {
        out.parentDocument = String(parent.document.title);
      } catch (error) {
        out.parentDocument = (error as Error).name;
      }
      out.ownKeys = Object.keys(sessionStorage).join(',');
      return out;
    });
    expect(reach).toEqual({
      origin: site.gamesUrl,
      parentStorage: 'SecurityError',
      parentDocument: 'SecurityError',
      ownKeys: '',
    });

    // Two rounds (the second waits out the 2.5 s spin interval: the button stays disabled until then).
    const rounds: SpinResult[] = [];
    const playedAt: number[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/games/demo/api/slot/play')) playedAt.push(Date.now());
    });
    for (let i = 0; i < 2; i += 1) {
      const round = await spinOnce(page);
      expect(round, `round ${i + 1}`).toMatchObject({ ok: true, trial: false });
      rounds.push(round);
      await expect.poll(() => game.locator('#balance').textContent()).toBe(formatMinor(round.balance));
    }
    // Exactly two play calls, the second no sooner than the slot's 2.5 s interval (no `too_fast` refusal).
    expect(playedAt).toHaveLength(2);
    expect(playedAt[1]! - playedAt[0]!).toBeGreaterThanOrEqual(2500 - 50); // event timing jitter; the server enforces 2500 exactly
    const expected = before - rounds.reduce((sum, r) => sum + r.stake, 0) + rounds.reduce((sum, r) => sum + r.payout, 0);
    expect(rounds.at(-1)!.balance).toBe(expected);

    // Back to the hall with the frame's back control; the header shows the ledger's balance without a reload.
    await gameFrame(page).locator('[data-part="BackButton"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/rng');
    const ledger = await ledgerBalance(site);
    expect(ledger).toBe(expected);
    await expect.poll(() => headerBalance(page).textContent()).toBe(formatMinor(ledger));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor tries a trial game in the frame without logging in; any other game asks for a login', async () => {
    const { page, context, errors } = await openPage(site);
    await page.goto(`${site.url}/rng`);
    await expect.poll(() => trialTiles(page).count()).toBeGreaterThan(0);
    expect(await header(page).locator('[data-part="LoginButton"]').isVisible()).toBe(true);

    // A non-trial game: the login modal, no launch.
    const other = nonTrialTiles(page).first();
    await other.locator('[data-part="LaunchButton"]').click();
    await expect.poll(() => loginModal(page).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/rng');
    await page.keyboard.press('Escape');
    await expect.poll(() => loginModal(page).count()).toBe(0);

    // A trial game's "Try": the frame opens on play money.
    const trial = trialTiles(page).first();
    const name = await tileName(trial);
    await trial.getByRole('button', { name: tx('lobby:tile.tryName', { name }) }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/game');
    await expect.poll(() => gameFrame(page).locator('[data-part="Title"]').textContent()).toBe(name);
    const game = inGame(page);
    await expect.poll(() => game.locator('.badge').textContent()).toBe(slotText.trial);
    await expect.poll(() => game.locator('#balance').textContent()).toBe('2,000.00');
    const round = await spinOnce(page);
    expect(round).toMatchObject({ ok: true, trial: true });
    await expect.poll(() => game.locator('#balance').textContent()).toBe(formatMinor(round.balance));
    expect(await loginModal(page).count()).toBe(0);
    expect(await header(page).locator('[data-part="LoginButton"]').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the games origin', () => {
  it('serves the games and nothing else; the site origin serves no game page', async () => {
    // A trial launch: no session needed.
    const headers = { Merchant: 'CRP001', Language: 'EN' };
    const query = 'clientType=3&platform=html5-desktop&merchant=CRP001&language=EN&pageNo=1&pageSize=50&vassalage=PG';
    const list = (await (await fetch(`${site.url}/wps/relay/GCSGAME_gameList?${query}`, { headers })).json()) as {
      value: { games: { gameId: number; supportPlay: number }[] };
    };
    const trial = list.value.games.find((g) => g.supportPlay === 0);
    expect(trial).toBeDefined();
    const launch = (await (
      await fetch(`${site.url}/wps/relay/GCS_gameTrialLaunch?gameId=${trial!.gameId}`, { headers })
    ).json()) as { value: { game_url: string } };
    const gameUrl = new URL(launch.value.game_url);
    expect(gameUrl.origin).toBe(site.gamesUrl);

    const game = await fetch(gameUrl);
    expect(game.status).toBe(200);
    expect(game.headers.get('content-security-policy')).toContain(
      `frame-ancestors http://localhost:${new URL(site.url).port} ${site.url}`,
    );
    // The site's origin has no game page, script or API.
    for (const path of [gameUrl.pathname + gameUrl.search, '/games/demo/static/demo.js'])
      expect((await fetch(`${site.url}${path}`)).status, path).toBe(404);
    // The games origin has no site, API, wallet or docs.
    for (const path of ['/', '/rng', '/wps/system/status', '/healthz', '/docs', '/seamless/v1/balance']) {
      expect((await fetch(`${site.gamesUrl}${path}`, { headers: { Merchant: 'CRP001' } })).status, path).toBe(404);
    }
    // The site frames only the games origin (and launch CDNs; none in the seed).
    const home = await fetch(`${site.url}/rng`);
    expect(home.headers.get('content-security-policy')).toMatch(
      new RegExp(`frame-src ${site.gamesUrl.replace(/[.]/g, '\\.')}(;|$)`),
    );
    expect(home.headers.get('permissions-policy')).toContain(`fullscreen=(self "${site.gamesUrl}")`);
  });
});

describe('favourites', () => {
  it('a favourite added from a tile is on /fav after a reload; removed, it is gone after a reload', async () => {
    const { page, context, errors } = await openPage(site);
    await page.goto(`${site.url}/rng`);
    await loginMember(page);
    await expect.poll(() => tiles(page).count()).toBeGreaterThan(3);
    const tile = tiles(page).nth(2);
    const name = await tileName(tile);
    const heart = tile.getByRole('button', { name: tx('lobby:tile.favourite', { name }) });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    const added = page.waitForResponse((r) => r.request().method() !== 'GET' && /favou?rite/i.test(r.url()));
    await heart.click();
    expect((await added).ok()).toBe(true);
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${site.url}/fav`);
    await expect.poll(() => tileNames(page)).toEqual([name]);
    await page.reload();
    await expect.poll(() => tileNames(page)).toEqual([name]);
    const favHeart = tileNamed(page, name).getByRole('button', { name: tx('lobby:tile.favourite', { name }) });
    expect(await favHeart.getAttribute('aria-pressed')).toBe('true');

    const removed = page.waitForResponse((r) => r.request().method() !== 'GET' && /favou?rite/i.test(r.url()));
    await favHeart.click();
    expect((await removed).ok()).toBe(true);
    await expect.poll(() => tiles(page).count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByText(tx('games.fav.emptyTitle')).isVisible()).toBe(true);
    expect(await tiles(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the header drop menu (desktop 1366)', () => {
  it('hovering a game type shows its vendors and 21 games of the first vendor; another vendor and the next page (18)', async () => {
    const { page, context, errors } = await openPage(site, { viewport: { width: 1366, height: 800 } });
    await page.goto(`${site.url}/index`);
    const label = tx('frame:categories.rng');
    const entry = header(page).locator('[data-part="NavItem"][data-key="rng"]');
    // The vendor groups have arrived when the entry has a drop menu.
    await expect.poll(() => entry.locator('[data-part="MenuTrigger"]').isVisible()).toBe(true);
    await entry.locator('[data-part="MenuTrigger"]').hover();
    const panel = header(page).getByRole('region', { name: tx('frame:header.gamesOf', { name: label }) });
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await entry.locator('[data-part="MenuTrigger"]').getAttribute('aria-expanded')).toBe('true');

    // The RNG vendors, as the slot hall's tabs list them.
    const vendors = panel.locator('[data-part="VendorList"] [data-part="Vendor"]');
    await expect
      .poll(() => vendors.allInnerTexts())
      .toEqual(["Play'n GO", 'Pragmatic Play', 'PG Soft', 'NetEnt', 'Playtech', 'Habanero', 'BGaming', 'CQ9 Gaming']);
    const menuTiles = panel.locator('[data-part="Grid"] [data-component="GameMenuTile"]');
    await expect.poll(() => menuTiles.count()).toBe(21);
    expect(await vendors.first().getAttribute('aria-current')).toBe('true');
    const firstVendorGames = await menuTiles.allInnerTexts();

    // Hovering another vendor shows its games (21 again).
    await vendors.nth(1).hover();
    await expect.poll(() => vendors.nth(1).getAttribute('aria-current')).toBe('true');
    await expect
      .poll(() => panel.getByText(tx('frame:gameMenu.games', { vendor: 'Pragmatic Play' })).isVisible())
      .toBe(true);
    await expect
      .poll(
        async () =>
          (await menuTiles.count()) === 21 && (await menuTiles.allInnerTexts()).join() !== firstVendorGames.join(),
      )
      .toBe(true);

    // The next page holds 18; the menu stays open meanwhile (the pointer never left it).
    const secondPage = page.waitForResponse(
      (r) => r.url().includes('GCSGAME_gameList') && new URL(r.url()).searchParams.get('pageNo') === '2',
    );
    await panel.getByRole('button', { name: tx('frame:gameMenu.next') }).click();
    expect(new URL((await secondPage).url()).searchParams.get('pageSize')).toBe('18');
    const pageShown = async () =>
      (await panel.isVisible())
        ? await panel.locator('[data-part="PageStatus"]').textContent()
        : 'the drop menu closed';
    await expect
      .poll(pageShown, { message: 'the drop menu shows page 2 after its next-page button', timeout: 5000 })
      .toMatch(/^2 \/ \d+$/);
    await expect.poll(() => menuTiles.count()).toBe(18);
    expect(errors).toEqual([]);
    await context.close();
  });
});
