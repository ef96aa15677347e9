/**
 * The slot hall under a 10,000-game catalogue (issue 6 budgets): how many game tiles are mounted at most while
 * scrolling to the end of the list, and how long a name filter takes to show its games at 4x CPU slowdown.
 *
 * The site is the built one; the game-list call is answered from a deterministic 10,000-game catalogue in the page's
 * network layer (pages of 250), so the figures measure the site (virtualized grid, paging, rendering), not the
 * platform's search (the bench's platform rows measure that).
 */
import type { Browser } from 'playwright-core';
import { endpoints } from '@croupier/contract';

const CATALOGUE_SIZE = 10_000;
const PAGE = 250;
const words = ['Lucky', 'Dragon', 'Golden', 'Koi', 'Fortune', 'Panda', 'Tiger', 'Lotus', 'Jade', 'Phoenix', 'Neon', 'Royal', 'Star', 'Wild', 'Sakura', 'Thunder'];
const nameOf = (i: number) => `${words[i % 16]} ${words[Math.floor(i / 16) % 16]} ${words[Math.floor(i / 256) % 16]} ${String(i + 1).padStart(5, '0')}`;
const catalogue = Array.from({ length: CATALOGUE_SIZE }, (_, i) => ({
  gameId: 100_000 + i,
  vassalage: 'PG',
  gameName: nameOf(i),
  displayName: nameOf(i),
  gameType: 'RNG',
  supportPlay: i % 7 === 0 ? 0 : 1,
  isHot: i % 50 === 0,
}));

export interface SlotHallFigures {
  maxMountedTiles: number;
  loadedGames: number;
  scrollSeconds: number;
  filterMs: number;
  filterQuery: string;
}

export async function slotHallBench(browser: Browser, siteUrl: string): Promise<SlotHallFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  // Scrolling answers in pages of 250 (so the bench reaches the end in seconds); the filter step answers with the
  // page size the site asks for, as the platform does.
  let pageSizeOf = (_asked: number) => PAGE;
  await page.route(`**${endpoints.gameList.path}*`, async (route) => {
    const url = new URL(route.request().url());
    const pageNo = Math.max(1, Number(url.searchParams.get('pageNo') ?? '1'));
    const size = pageSizeOf(Number(url.searchParams.get('pageSize') ?? '24'));
    const needle = (url.searchParams.get('gameName') ?? '').toLowerCase();
    const matches = needle ? catalogue.filter((g) => g.gameName.toLowerCase().includes(needle)) : catalogue;
    const games = matches.slice((pageNo - 1) * size, pageNo * size);
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ success: true, value: { games, pageNum: pageNo, totalPages: Math.max(1, Math.ceil(matches.length / size)) } }),
    });
  });
  try {
    // Strings, not functions: the bench runs under tsx, whose helpers do not exist in the page.
    await page.addInitScript(`
      window.__maxTiles = 0;
      (function tick() {
        window.__maxTiles = Math.max(window.__maxTiles, document.querySelectorAll('[data-component="GameTile"]').length);
        requestAnimationFrame(tick);
      })();
    `);
    await page.goto(`${siteUrl}/rng?page=PG`, { waitUntil: 'networkidle' });
    await page.locator('[data-component="GameTile"]').first().waitFor({ timeout: 30_000 });

    // Scroll to the end: every page arrives as the window nears the end of what is loaded.
    const lastName = nameOf(CATALOGUE_SIZE - 1);
    const started = performance.now();
    for (let step = 0; step < 2_000; step += 1) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(60);
      if (await page.getByText(lastName, { exact: true }).count()) break;
    }
    const scrollSeconds = (performance.now() - started) / 1000;
    const loadedGames = await page.evaluate(() => {
      const grid = document.querySelector('[data-component="GameGrid"]');
      return Number(grid?.getAttribute('aria-rowcount') ?? 0) || document.querySelectorAll('[data-component="GameTile"]').length;
    });
    const maxMountedTiles = await page.evaluate(() => (window as unknown as { __maxTiles: number }).__maxTiles);
    const reachedEnd = (await page.getByText(lastName, { exact: true }).count()) > 0;
    if (!reachedEnd) throw new Error(`the slot hall did not reach the last of ${CATALOGUE_SIZE} games`);

    // The name filter at 4x CPU slowdown: from Enter in the search box to the filtered games on screen.
    await page.evaluate(() => window.scrollTo(0, 0));
    pageSizeOf = (asked) => asked;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const filterQuery = 'phoenix tiger';
    const expected = catalogue.find((g) => g.gameName.toLowerCase().includes(filterQuery))!.gameName;
    const search = page.getByRole('search').locator('input');
    await search.fill(filterQuery);
    const filterMs = (await page.evaluate(`
      new Promise((resolve) => {
        const expectedName = ${JSON.stringify(expected)};
        const input = document.querySelector('[data-component="GameSearch"] input');
        const shown = () => [...document.querySelectorAll('[data-component="GameTile"]')].some((tile) => (tile.textContent || '').includes(expectedName));
        const t0 = performance.now();
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          resolve(performance.now() - t0);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        input.form.requestSubmit();
      })
    `)) as number;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { maxMountedTiles, loadedGames, scrollSeconds, filterMs, filterQuery };
  } finally {
    await context.close();
  }
}
