/**
 * Visual regression over the built Storybook (storybook-static/).
 *   pnpm vrt            compare every story tagged `vrt` (light + dark, default brand) and `vrt-brands`
 *                       (light + dark, every brand) with vrt/baselines; then prove the harness catches a 1 px change
 *   pnpm vrt:update     build Storybook and re-create the baselines (deliberately, e.g. after a Chromium update)
 *   pnpm vrt:update --only=games-gametile,games-hotgamesrow   only the stories whose id contains one of these
 *   pnpm vrt:update --no-build …                               with the Storybook already in storybook-static/
 */
import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { siteBrandIds } from './lib/brands';
import { chromiumVersion, launchChromium } from './lib/chromium';
import { serveStatic } from './lib/static-server';

const root = resolve(import.meta.dirname, '..');
const staticDir = join(root, 'storybook-static');
const baselineDir = join(root, 'vrt/baselines');
const outputDir = join(root, 'vrt/output');
const versionFile = join(baselineDir, 'CHROMIUM_VERSION');
const viewport = { width: 1024, height: 720 };
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Story tests run axe in dark mode; this runs it on the light-mode render too (WCAG AA rules). */
// A string, not a function: tsx would inject helpers (__name) that do not exist in the page.
const axeScript = `(async () => {
  const options = {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    rules: { region: { enabled: false } },
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result = await window.axe.run({ include: [['#storybook-root'], ['[role="dialog"]'], ['[role="alertdialog"]']] }, options);
      return result.violations.map((v) => v.id + ' (' + v.nodes.length + ')');
    } catch (error) {
      // The a11y addon may be running its own pass in the preview; wait for it.
      if (attempt > 50 || !String(error).includes('already running')) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
})()`;

async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate('"axe" in window'))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(axeScript) as Promise<string[]>;
}

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

export interface Shot {
  storyId: string;
  brand: string;
  mode: 'light' | 'dark';
  file: string;
}

/**
 * The brands a run photographs: every site brand (never `_template`) when recording, else `default` and the brands
 * with baselines; a brand without any (a local `pnpm new-brand acme`) is listed as unrecorded instead of failing.
 */
export function brandsToCompare(ids: readonly string[], recordedFiles: readonly string[], update: boolean): { brands: string[]; unrecorded: string[] } {
  const brands = ids.filter((brand) => update || brand === 'default' || recordedFiles.some((file) => file.endsWith(`--${brand}-light.png`)));
  return { brands, unrecorded: ids.filter((brand) => !brands.includes(brand)) };
}

export function planShots(entries: IndexEntry[], brands: string[]): Shot[] {
  const shots: Shot[] = [];
  for (const entry of entries) {
    if (entry.type !== 'story' || !entry.tags?.includes('vrt')) continue;
    const brandsForStory = entry.tags.includes('vrt-brands') ? brands : ['default'];
    for (const brand of brandsForStory) {
      for (const mode of ['light', 'dark'] as const) {
        shots.push({ storyId: entry.id, brand, mode, file: `${entry.id}--${brand}-${mode}.png` });
      }
    }
  }
  return shots;
}

const freezeCss = `*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important; }`;

/** The story's render (its play function included) has finished: a screenshot taken mid-play differs under load. */
const renderSettled = (storyId: string) => `(() => {
  const preview = window.__STORYBOOK_PREVIEW__;
  const render = preview && preview.currentRender;
  const root = document.querySelector('#storybook-root');
  return !!render && render.id === ${JSON.stringify(storyId)} && ['finished', 'errored', 'aborted'].includes(render.phase)
    && root !== null && root.childElementCount > 0 && !document.querySelector('.sb-show-preparing-story');
})()`;

/**
 * Shows a story on a page that already has Storybook's preview loaded, without loading it again: the globals are set
 * in the preview's store, then the story is selected as the manager would select it (the previous story is torn down,
 * the new one rendered and played). False when the page cannot (no preview yet, or the same story is showing, which
 * Storybook would not render again).
 */
const switchInPage = (shot: Pick<Shot, 'storyId' | 'brand' | 'mode'>) => `(async () => {
  const preview = window.__STORYBOOK_PREVIEW__;
  if (!preview || !preview.storyStoreValue || !preview.currentRender) return false;
  if (preview.currentRender.id === ${JSON.stringify(shot.storyId)}) return false;
  preview.storyStoreValue.userGlobals.update({ brand: ${JSON.stringify(shot.brand)}, mode: ${JSON.stringify(shot.mode)}, locale: 'JA' });
  window.scrollTo(0, 0);
  await preview.onSetCurrentStory({ storyId: ${JSON.stringify(shot.storyId)}, viewMode: 'story' });
  return true;
})()`;

async function capture(
  page: Page,
  base: string,
  shot: Pick<Shot, 'storyId' | 'brand' | 'mode'>,
  { extraCss = '', fresh = true }: { extraCss?: string; fresh?: boolean } = {},
): Promise<Buffer> {
  const switched =
    !fresh && page.url().startsWith(`${base}/iframe.html`) && ((await page.evaluate(switchInPage(shot))) as boolean);
  if (!switched) {
    const url = `${base}/iframe.html?id=${encodeURIComponent(shot.storyId)}&viewMode=story&globals=brand:${shot.brand};mode:${shot.mode};locale:JA`;
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  }
  // The story's play function (a click, a focus, a typed value) is part of its picture: wait until Storybook has
  // finished the render, play included.
  await page.waitForFunction(renderSettled(shot.storyId), undefined, { timeout: 60_000 });
  if (!switched) await page.addStyleTag({ content: freezeCss + extraCss });
  if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
    throw new Error('the story failed to render');
  }
  // Fonts, every image decoded (a half-rasterised SVG edge differs by a few pixels), then two frames.
  await page.evaluate(`(async () => {
    await document.fonts.ready;
    // Bounded: a lazy image outside the viewport never loads, and its decode() would never settle.
    await Promise.race([
      Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))),
      new Promise((r) => setTimeout(r, 3000)),
    ]);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  })()`);
  await page.waitForTimeout(150);
  const hasPortal = await page.evaluate(
    () => document.querySelector('[role="dialog"], [role="alertdialog"], [data-radix-popper-content-wrapper]') !== null,
  );
  if (hasPortal) return page.screenshot({ fullPage: false, animations: 'disabled' });
  const root = page.locator('#storybook-root');
  return root.screenshot({ animations: 'disabled' });
}

/**
 * Pixels that may differ before a screenshot fails: rasterisation noise (anti-aliased edges of scaled images and
 * transformed layers) changes a handful of pixels between runs; any real change, such as the 1 px padding change the
 * self-test makes, changes hundreds. The self-test fails if its change does not exceed this by far.
 */
export const maxDiffPixels = 20;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no screenshot after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function diffPngs(a: Buffer, b: Buffer): { differentPixels: number; diff?: PNG; sizeMismatch: boolean } {
  const pa = PNG.sync.read(a);
  const pb = PNG.sync.read(b);
  if (pa.width !== pb.width || pa.height !== pb.height)
    return { differentPixels: Math.max(pa.width * pa.height, 1), sizeMismatch: true };
  const diff = new PNG({ width: pa.width, height: pa.height });
  // includeAA false: pixelmatch classifies anti-aliased edge pixels (which Chromium rasterises slightly differently
  // from run to run for scaled images) and does not count them; a real 1 px shift still changes hundreds of pixels.
  const differentPixels = pixelmatch(pa.data, pb.data, diff.data, pa.width, pa.height, {
    threshold: 0.05,
    includeAA: false,
  });
  return { differentPixels, diff, sizeMismatch: false };
}

/** One worker's browser page; `renew` swaps a wedged page (and its context) for a fresh one. */
interface Lane {
  page: Page;
  renew(): Promise<Page>;
}

async function pool<T>(items: T[], size: number, work: (item: T, lane: Lane) => Promise<void>, browser: Browser) {
  const queue = [...items];
  const open = async () => {
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      colorScheme: 'dark',
    });
    return context.newPage();
  };
  await Promise.all(
    Array.from({ length: size }, async () => {
      const lane: Lane = {
        page: await open(),
        async renew() {
          // Closing the context ends whatever the old page was still waiting for.
          await lane.page.context().close().catch(() => undefined);
          lane.page = await open();
          return lane.page;
        },
      };
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item, lane);
      await lane.page.context().close();
    }),
  );
}

async function main() {
  const update = process.argv.includes('--update');
  const started = Date.now();
  if ((update && !process.argv.includes('--no-build')) || !existsSync(join(staticDir, 'index.json'))) {
    console.log('vrt: building Storybook…');
    execSync('pnpm -s build-storybook', { cwd: root, stdio: 'inherit' });
  }
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  // --only=<text>[,<text>…]: the stories whose id contains one of them (re-baselining a few after a change).
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',').filter(Boolean);
  // A brand without a single baseline is a local one (e.g. the docs' `pnpm new-brand acme`): it is compared once its
  // baselines are recorded with vrt:update, instead of failing every comparison run until then.
  const recorded = existsSync(baselineDir) ? readdirSync(baselineDir) : [];
  const { brands, unrecorded } = brandsToCompare(siteBrandIds(), recorded, update);
  if (unrecorded.length) console.log(`vrt: brands without baselines, not compared: ${unrecorded.join(', ')} (pnpm vrt:update records them)`);
  const shots = planShots(Object.values(index.entries), brands).filter((shot) => !only || only.some((text) => shot.storyId.includes(text)));
  const version = chromiumVersion();
  mkdirSync(baselineDir, { recursive: true });
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(outputDir, { recursive: true });

  if (!update) {
    const recorded = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : '(none)';
    if (recorded !== version) {
      console.error(`vrt: baselines were recorded with "${recorded}" but this browser is "${version}".
Screenshots depend on the Chromium build. Re-baseline deliberately with: pnpm vrt:update (and review the diff).`);
      process.exitCode = 1;
      return;
    }
  }

  const server = await serveStatic(staticDir);
  const browser = await launchChromium();
  const failures: string[] = [];
  const missing: string[] = [];
  const retried: string[] = [];
  const reloaded: string[] = [];
  try {
    // Every light shot, then every dark one: a lane never shows the same story twice in a row, so each shot can be
    // switched to inside the loaded preview.
    const ordered = [...shots].sort((a, b) => a.mode.localeCompare(b.mode) || a.brand.localeCompare(b.brand));
    await pool(
      ordered,
      3,
      async (shot, lane) => {
        let png: Buffer;
        let page = lane.page;
        // Comparisons switch stories inside the loaded preview (no page load per shot); baselines are always taken
        // from a fresh load, and a switched capture that differs is taken again from a fresh load before it fails.
        const switched = !update;
        try {
          // A capture that fails or hangs (a story that never settles, a renderer that stops answering) fails after a
          // minute and is tried once more on a fresh page, so one wedged page cannot fail the shot or end the run.
          png = await withTimeout(capture(page, server.url, shot, { fresh: !switched }), 60_000, shot.file).catch(
            async (error: Error) => {
              retried.push(`${shot.file}: ${error.message.split('\n')[0]}`);
              page = await lane.renew();
              return withTimeout(capture(page, server.url, shot), 60_000, shot.file);
            },
          );
        } catch (error) {
          failures.push(`${shot.file}: could not capture: ${(error as Error).message.split('\n')[0]}`);
          return;
        }
        if (shot.mode === 'light') {
          const violations = await axeViolations(page);
          if (violations.length) failures.push(`${shot.file}: axe in light mode: ${violations.join(', ')}`);
        }
        const baselinePath = join(baselineDir, shot.file);
        if (update) {
          // Keep a baseline whose pixels did not change, so re-baselining does not churn files.
          if (!existsSync(baselinePath) || diffPngs(readFileSync(baselinePath), png).differentPixels > 0) {
            writeFileSync(baselinePath, png);
          }
          return;
        }
        if (!existsSync(baselinePath)) {
          missing.push(shot.file);
          writeFileSync(join(outputDir, shot.file), png);
          return;
        }
        const baseline = readFileSync(baselinePath);
        let result = diffPngs(baseline, png);
        if ((result.sizeMismatch || result.differentPixels > maxDiffPixels) && switched) {
          reloaded.push(shot.file);
          try {
            png = await withTimeout(capture(page, server.url, shot), 60_000, shot.file);
            result = diffPngs(baseline, png);
          } catch (error) {
            failures.push(`${shot.file}: could not capture: ${(error as Error).message.split('\n')[0]}`);
            return;
          }
        }
        const { differentPixels, diff, sizeMismatch } = result;
        if (sizeMismatch || differentPixels > maxDiffPixels) {
          failures.push(`${shot.file}: ${sizeMismatch ? 'size changed' : `${differentPixels} pixels differ`}`);
          writeFileSync(join(outputDir, shot.file.replace('.png', '.actual.png')), png);
          if (diff) writeFileSync(join(outputDir, shot.file.replace('.png', '.diff.png')), PNG.sync.write(diff));
        }
      },
      browser,
    );
    if (retried.length) {
      console.log(`vrt: ${retried.length} captures tried again on a fresh page:\n  ${retried.join('\n  ')}`);
    }
    if (reloaded.length) {
      console.log(
        `vrt: ${reloaded.length} stories differed when switched in the page and were taken again from a fresh load:\n  ${reloaded.join('\n  ')}`,
      );
    }

    if (update) {
      if (failures.length) {
        console.error(`vrt: ${failures.length} screenshots could not be captured or failed axe:\n  ${failures.join('\n  ')}`);
        process.exitCode = 1;
        return;
      }
      const planned = new Set(shots.map((s) => s.file));
      for (const file of readdirSync(baselineDir)) {
        if (!only && file.endsWith('.png') && !planned.has(file)) rmSync(join(baselineDir, file));
      }
      writeFileSync(versionFile, `${version}\n`);
      console.log(
        `vrt: wrote ${shots.length} baselines with ${version} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      return;
    }

    // Self-test: the harness must notice a 1 px change to a component.
    const probe = shots.find(
      (s) => s.storyId === 'actions-button--default' && s.mode === 'dark' && s.brand === 'default',
    );
    if (probe) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const extraCss = '[data-component="Button"] { padding-left: calc(var(--ui-space-5) + 1px) !important; }';
      const nudged = await capture(page, server.url, probe, { extraCss });
      // The same change must show when the story is switched to inside a loaded preview, as comparisons take it.
      const other = shots.find((s) => s.storyId !== probe.storyId && s.brand === 'default');
      let nudgedSwitched: Buffer | undefined;
      if (other) {
        await capture(page, server.url, other, { extraCss });
        nudgedSwitched = await capture(page, server.url, probe, { fresh: false });
      }
      await context.close();
      const baseline = readFileSync(join(baselineDir, probe.file));
      for (const [how, png] of [['loaded', nudged], ['switched to', nudgedSwitched]] as const) {
        if (!png) continue;
        const { differentPixels } = diffPngs(baseline, png);
        if (differentPixels <= maxDiffPixels * 5)
          failures.push(`self-test: a 1 px padding change to Button ${how} changed only ${differentPixels} pixels`);
        else
          console.log(
            `vrt: self-test ok: a 1 px padding change to Button (story ${how}) changes ${differentPixels} pixels and would fail`,
          );
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (missing.length)
    failures.push(...missing.map((m) => `${m}: no baseline (run pnpm vrt:update and commit vrt/baselines)`));
  if (failures.length) {
    console.error(
      `vrt: ${failures.length} of ${shots.length} screenshots failed (${seconds} s); actual and diff images in vrt/output/\n  ${failures.join('\n  ')}`,
    );
    process.exitCode = 1;
    return;
  }
  console.log(`vrt: ${shots.length} screenshots match their baselines (${seconds} s, ${version})`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
