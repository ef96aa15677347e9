/**
 * Issue 14: the JavaScript each member-centre page loads when it opens, from the site build's Vite manifest
 * (`vite build --manifest`, as e2e/harness.ts `buildSite` makes it), and proof that /index loads none of it.
 *
 * - Already loaded: every script /index requests in Chromium until the network is idle, on a phone and on a desktop
 *   viewport (what both load), plus the member centre's shell (src/centres/CentrePanel.tsx and its static imports),
 *   which opens before any page.
 * - A page: its lazy chunk (apps/site/src/centres/panels/index.ts) with its static imports, and what those chunks
 *   import lazily (e.g. the profit page's chart, which loads as the page renders), minus what was already loaded;
 *   gzip -9 of each built file, as the first-paint row counts.
 * - /index: none of the pages' own chunks (a page's lazy chunk, what it loads lazily) is requested, from its first
 *   paint until the network is idle.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface PanelFigure {
  /** The member-centre page key (SPEC §2), e.g. personalHistoryCopy. */
  key: string;
  /** Its module, e.g. src/centres/panels/BettingRecordContainer.tsx. */
  module: string;
  /** gzip bytes of the new files. */
  bytes: number;
  /** The new files, largest first. */
  files: { file: string; bytes: number }[];
  /** Modules it loads lazily as it renders (counted in `bytes`). */
  lazy: string[];
}

export interface PanelsFigures {
  panels: PanelFigure[];
  /** gzip bytes of the centre's shell beyond what /index loaded. */
  shellBytes: number;
  /** Scripts /index requested (phone and desktop together). */
  indexScripts: number;
  /** The pages' own chunks /index requested (must be none). */
  requestedByIndex: string[];
}

/** The page keys and modules of the panel registry (`key: lazy(() => import('./Module'))`). */
export function panelModules(registrySource: string): { key: string; module: string }[] {
  const found = [
    ...registrySource.matchAll(/(\w+):\s*lazy\(\s*\(\)\s*=>\s*import\(\s*'\.\/([\w/.-]+)'\s*\)\s*\)/g),
  ].map(([, key, path]) => ({ key: key!, module: `src/centres/panels/${path!.replace(/\.tsx?$/, '')}.tsx` }));
  if (found.length === 0) throw new Error('panels bench: no lazy panel found in apps/site/src/centres/panels/index.ts');
  return found;
}

/** The manifest keys a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`panels bench: ${key} is not in the Vite manifest`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * Every script path (/assets/...js) a page requests until the app has booted and the network is quiet. The prerendered
 * /index loads the app after its first paint (ADR 0005), which can be after the network first goes idle: wait for the
 * entry script, then until no script has been requested for 1.5 s.
 */
async function scriptsOf(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  isMobile: boolean,
  entryFile: string,
): Promise<Set<string>> {
  const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    let lastScriptAt = Date.now();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (!path.endsWith('.js')) return;
      scripts.add(path.replace(/^\//, ''));
      lastScriptAt = Date.now();
    });
    const entry = page.waitForRequest((request) => new URL(request.url()).pathname === `/${entryFile}`, {
      timeout: 60_000,
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await entry;
    const deadline = Date.now() + 60_000;
    while (Date.now() - lastScriptAt < 1_500 && Date.now() < deadline) await page.waitForTimeout(250);
    await page.waitForLoadState('networkidle');
    return scripts;
  } finally {
    await context.close();
  }
}

export async function panelsBench(
  browser: Browser,
  options: { siteDir: string; url: string; registrySource: string },
): Promise<PanelsFigures> {
  const manifest = JSON.parse(readFileSync(join(options.siteDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipOf = (file: string) => gzipSync(readFileSync(join(options.siteDir, file)), { level: 9 }).length;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  const entryFile = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.file.endsWith('.js'))?.file;
  if (!entryFile) throw new Error('panels bench: no entry script in the Vite manifest');
  const phone = await scriptsOf(browser, `${options.url}/index`, { width: 412, height: 823 }, true, entryFile);
  const desktop = await scriptsOf(browser, `${options.url}/index`, { width: 1440, height: 900 }, false, entryFile);
  const loadedByIndex = new Set([...phone].filter((file) => desktop.has(file)));
  const requestedAtAll = new Set([...phone, ...desktop]);
  const indexKeys = new Set(
    [...loadedByIndex].map((file) => keyOfFile.get(file)).filter((key): key is string => key !== undefined),
  );

  const shellKeys = staticClosure(manifest, 'src/centres/CentrePanel.tsx');
  const shellBytes = [...shellKeys]
    .filter((key) => !indexKeys.has(key))
    .reduce((sum, key) => sum + gzipOf(manifest[key]!.file), 0);
  const before = new Set([...indexKeys, ...shellKeys]);

  const modules = panelModules(options.registrySource);
  const panels = modules.map(({ key, module }) => {
    const needed = staticClosure(manifest, module);
    const lazy: string[] = [];
    // What the new chunks import lazily loads as the page renders: counted, with its own static imports.
    for (const chunkKey of [...needed]) {
      if (before.has(chunkKey)) continue;
      for (const dynamic of manifest[chunkKey]!.dynamicImports ?? []) {
        if (before.has(dynamic) || needed.has(dynamic)) continue;
        lazy.push(dynamic);
        staticClosure(manifest, dynamic, needed);
      }
    }
    const files = [...needed]
      .filter((chunkKey) => !before.has(chunkKey))
      .map((chunkKey) => ({ file: manifest[chunkKey]!.file, bytes: gzipOf(manifest[chunkKey]!.file) }))
      .sort((a, b) => b.bytes - a.bytes);
    return { key, module, bytes: files.reduce((sum, f) => sum + f.bytes, 0), files, lazy };
  });

  // The pages' own chunks (each page's lazy chunk and what it loads lazily) must not be among /index's requests.
  const own = new Set(panels.flatMap((p) => [p.module, ...p.lazy]).map((chunkKey) => manifest[chunkKey]!.file));
  const requestedByIndex = [...own].filter((file) => requestedAtAll.has(file)).sort();
  return { panels, shellBytes, indexScripts: requestedAtAll.size, requestedByIndex };
}
