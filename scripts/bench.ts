/**
 * pnpm bench: measurements, not timed tests. Prints a table and writes bench/results/latest.json.
 *   - site: JavaScript and CSS loaded before first paint of /index (gzip), first contentful paint (built site,
 *     served by the platform as `pnpm start` serves it, Chromium, no throttling)
 *   - theme: createBrandTheme per brand (mean of 200 runs)
 * Later issues add their budgets here (Lighthouse, login throughput, status p50/p99, slot hall).
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { createBrandTheme } from '../packages/ui/src/theme';
import { buildApp } from '../apps/platform/src/app';
import { openDatabase } from '../apps/platform/src/db';
import { brandIds, loadBrand } from './lib/brands';
import { launchChromium } from './lib/chromium';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'apps/site/dist');
const budgets = { firstPaintJsKb: 130 };

interface Row {
  name: string;
  value: number;
  unit: string;
  budget?: number;
}
const rows: Row[] = [];

async function siteFirstPaint() {
  if (!existsSync(join(dist, 'index.html')) || process.argv.includes('--rebuild')) {
    execSync('pnpm -s build', { cwd: root, stdio: 'inherit' });
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({ database, siteDir: dist });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await launchChromium();
  try {
    const runs: Array<{ js: number; css: number; fcp: number; files: string[] }> = [];
    for (let i = 0; i < 3; i += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.goto(`${url}/index`, { waitUntil: 'networkidle' });
      const result = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const before = entries.filter((e) => e.startTime <= fcp).map((e) => new URL(e.name).pathname);
        const scripts = [...document.querySelectorAll('script[src], link[rel=modulepreload]')].map(
          (el) => new URL((el as HTMLScriptElement).src || (el as HTMLLinkElement).href).pathname,
        );
        return { fcp, files: [...new Set([...before, ...scripts])] };
      });
      const size = (ext: string) =>
        result.files
          .filter((f) => f.endsWith(ext))
          .reduce((sum, f) => sum + (existsSync(join(dist, f)) ? gzipSync(readFileSync(join(dist, f)), { level: 9 }).length : 0), 0);
      runs.push({ js: size('.js'), css: size('.css'), fcp: result.fcp, files: result.files });
      await context.close();
    }
    const last = runs.at(-1)!;
    rows.push({ name: 'site /index: JavaScript before first paint (gzip)', value: last.js / 1024, unit: 'KB', budget: budgets.firstPaintJsKb });
    rows.push({ name: 'site /index: CSS before first paint (gzip)', value: last.css / 1024, unit: 'KB' });
    rows.push({ name: 'site /index: first contentful paint (median of 3, unthrottled)', value: runs.map((r) => r.fcp).sort((a, b) => a - b)[1]!, unit: 'ms' });
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}

function themeCreation() {
  for (const id of brandIds()) {
    const { theme } = loadBrand(id);
    if (!theme) continue;
    const n = 200;
    const t0 = performance.now();
    for (let i = 0; i < n; i += 1) createBrandTheme(id, theme);
    rows.push({ name: `createBrandTheme(${id}), both modes`, value: (performance.now() - t0) / n, unit: 'ms' });
  }
}

await siteFirstPaint();
themeCreation();

const width = Math.max(...rows.map((r) => r.name.length));
let overBudget = false;
console.log('\nbench results');
for (const r of rows) {
  const verdict = r.budget === undefined ? '' : r.value <= r.budget ? `  ✓ budget ${r.budget} ${r.unit}` : `  ✗ over budget ${r.budget} ${r.unit}`;
  if (r.budget !== undefined && r.value > r.budget) overBudget = true;
  console.log(`${r.name.padEnd(width)}  ${r.value.toFixed(2).padStart(9)} ${r.unit}${verdict}`);
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`);
if (overBudget) process.exitCode = 1;
