/**
 * Lighthouse (Node API) against one URL with the standard mobile config (Moto G Power emulation, simulated slow 4G
 * and 4x CPU throttling), performance and accessibility categories only. Chromium is started by the chrome-launcher
 * that ships with Lighthouse, headless, at CHROME_PATH (else /usr/bin/chromium, see ./chromium.ts), with the same
 * flags as the bench's Playwright browser: background networking, component updates and sync off (no internet here,
 * and Chromium must not try to reach Google). Several runs; the median run is Lighthouse's own (closest to the
 * median FCP and TTI, as PageSpeed Insights picks it).
 */
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromeArgs, chromePath } from './chromium';

/** The part of chrome-launcher used here (it is Lighthouse's dependency, not ours, so it is loaded through it). */
interface ChromeLauncher {
  launch(options: {
    chromePath?: string;
    chromeFlags?: string[];
    logLevel?: 'silent' | 'error';
  }): Promise<{ port: number; kill(): void }>;
}

async function loadChromeLauncher(): Promise<ChromeLauncher> {
  const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));
  return (await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)) as ChromeLauncher;
}

export interface LighthouseSummary {
  /** Category scores, 0..100, of the median run. */
  performance: number;
  accessibility: number;
  /** Metrics of the median run (simulated): ms, ms, unitless. */
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  runs: number;
  /** Why attempts produced no result (Lighthouse runtime errors; such attempts are retried), if any did not. */
  failures: string[];
  /** All runs' performance scores, to see the spread. */
  performanceScores: number[];
  /** Wall time of the Lighthouse part (Chromium start, every run, shutdown). */
  seconds: number;
  chromium: string;
  /** Lighthouse's CPU benchmark of the median run: lower than usual means a busy machine (TBT is then inflated). */
  benchmarkIndex: number;
  /** What costs performance points in the median run: metrics losing points, then the audits with the largest savings. */
  performanceCauses: string[];
  /** Failing accessibility audits of the median run, with the points they cost and their selectors. */
  accessibilityFailures: string[];
}

const round = (n: number) => Math.round(n);

/** Up to `max` strings naming what an audit's details point at (URLs, selectors), from tables, opportunities and lists. */
function detailTargets(details: unknown, max = 3): string[] {
  const out: string[] = [];
  const visit = (d: unknown) => {
    if (!d || typeof d !== 'object' || out.length >= max) return;
    const items = (d as { items?: unknown[] }).items;
    if (!Array.isArray(items)) return;
    for (const item of items) {
      if (out.length >= max) break;
      if (!item || typeof item !== 'object') continue;
      const it = item as Record<string, unknown>;
      if (Array.isArray(it.items)) {
        visit(it); // a list of tables (insights)
        continue;
      }
      const node = (it.node ?? it.element) as { selector?: string; snippet?: string } | undefined;
      const url = typeof it.url === 'string' ? it.url : (it.source as { url?: string } | undefined)?.url;
      const label = node?.selector ?? url ?? (typeof it.label === 'string' ? it.label : undefined);
      if (!label) continue;
      const extra =
        typeof it.wastedBytes === 'number'
          ? ` (${(it.wastedBytes / 1024).toFixed(1)} KiB)`
          : typeof it.wastedMs === 'number'
            ? ` (${round(it.wastedMs)} ms)`
            : '';
      out.push(`${label}${extra}`);
    }
  };
  visit(details);
  return out;
}

function performanceCauses(lhr: Result): string[] {
  const category = lhr.categories.performance;
  if (!category) return [];
  const lines: string[] = [];
  const totalWeight = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0) || 1;
  const metricLoss = category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({
      audit: lhr.audits[ref.id]!,
      lost: (ref.weight * (1 - (lhr.audits[ref.id]?.score ?? 1)) * 100) / totalWeight,
    }))
    .filter((m) => m.lost >= 0.5)
    .sort((a, b) => b.lost - a.lost);
  for (const { audit, lost } of metricLoss)
    lines.push(`metric ${audit.title} ${audit.displayValue ?? ''}: -${lost.toFixed(1)} points`);
  const savings = (a: Result['audits'][string]) =>
    (a.metricSavings?.LCP ?? 0) +
    (a.metricSavings?.FCP ?? 0) +
    (a.metricSavings?.TBT ?? 0) +
    (a.metricSavings?.CLS ?? 0) * 1000;
  const candidates = category.auditRefs
    .filter((ref) => ref.weight === 0 && ref.group !== 'hidden' && ref.group !== 'metrics')
    .map((ref) => lhr.audits[ref.id]!)
    .filter(
      (a) =>
        a &&
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable',
    )
    .sort((a, b) => savings(b) - savings(a) || (a.score ?? 1) - (b.score ?? 1))
    .slice(0, 6);
  for (const audit of candidates) {
    const s = audit.metricSavings ?? {};
    const saved = Object.entries(s)
      .filter(([, v]) => typeof v === 'number' && v > 0)
      .map(([k, v]) => `${k} ${k === 'CLS' ? (v as number).toFixed(3) : `${round(v as number)} ms`}`)
      .join(', ');
    const targets = detailTargets(audit.details);
    lines.push(
      `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${saved ? `; saves ${saved}` : ''}${targets.length ? `; ${targets.join(', ')}` : ''}`,
    );
  }
  return lines;
}

function accessibilityFailures(lhr: Result): string[] {
  const category = lhr.categories.accessibility;
  if (!category) return [];
  const totalWeight = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0) || 1;
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
    .filter(
      ({ audit }) =>
        audit &&
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'manual' &&
        audit.scoreDisplayMode !== 'notApplicable' &&
        audit.scoreDisplayMode !== 'informative',
    )
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(({ ref, audit }) => {
      const cost =
        ref.weight > 0
          ? `-${((ref.weight * (1 - (audit.score ?? 0)) * 100) / totalWeight).toFixed(1)} points`
          : 'no points';
      const targets = detailTargets(audit.details, 5);
      return `${audit.id} (${cost}): ${audit.title}${targets.length ? `; ${targets.join(', ')}` : ''}`;
    });
}

/** Lighthouse could not run at all (no Chromium, or it did not start): the bench reports it as skipped. */
export class LighthouseUnavailable extends Error {}

async function launchChrome(): Promise<{ port: number; kill(): void }> {
  const path = chromePath();
  // chrome-launcher crashes the process (an unhandled spawn error) on a missing binary instead of rejecting.
  if (path) {
    try {
      accessSync(path, constants.X_OK);
    } catch {
      throw new LighthouseUnavailable(`no Chromium at ${path} (CHROME_PATH)`);
    }
  }
  try {
    const launcher = await loadChromeLauncher();
    return await launcher.launch({
      chromePath: path,
      chromeFlags: ['--headless=new', ...chromeArgs],
      logLevel: 'silent',
    });
  } catch (error) {
    throw new LighthouseUnavailable(
      `Chromium did not start: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * Runs Lighthouse `runs` times against `url`. Throws LighthouseUnavailable when Chromium cannot start, and a plain
 * Error when no run produced a result (the page failed to load: a finding, not a skip).
 */
export async function runLighthouse(url: string, options: { runs?: number } = {}): Promise<LighthouseSummary> {
  const [summary] = await runLighthousePages([url], options);
  return summary!;
}

/**
 * Runs Lighthouse `runs` times against each of `urls` in one Chromium, the pages taking turns (a, b, a, b...), so a
 * change in the machine's load weighs on every page alike and their scores can be compared. One summary per URL, in
 * order. Throws as runLighthouse does (a page with no result at all is an Error).
 */
export async function runLighthousePages(urls: readonly string[], options: { runs?: number } = {}): Promise<LighthouseSummary[]> {
  const runs = options.runs ?? 3;
  const t0 = performance.now();
  const chrome = await launchChrome();
  const results: Result[][] = urls.map(() => []);
  const errors: string[][] = urls.map(() => []);
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
    };
    // A run can fail on a loaded machine (NO_NAVSTART, protocol timeouts): retry, up to twice as many attempts as runs.
    for (let attempt = 0; attempt < runs * 2; attempt += 1) {
      let pending = false;
      for (const [i, url] of urls.entries()) {
        if (results[i]!.length >= runs) continue;
        pending = true;
        const result = await lighthouse(url, flags).catch((error: unknown) => {
          errors[i]!.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
          return null;
        });
        const lhr = result?.lhr;
        if (result === null) continue;
        if (!lhr) errors[i]!.push('no result');
        else if (lhr.runtimeError) errors[i]!.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        else results[i]!.push(lhr);
      }
      if (!pending) break;
    }
  } finally {
    chrome.kill();
  }
  const seconds = (performance.now() - t0) / 1000;
  return urls.map((url, i) => {
    const pageResults = results[i]!;
    if (pageResults.length === 0) throw new Error(`Lighthouse produced no result for ${url} (${errors[i]![0] ?? 'unknown'})`);
    return summarize(pageResults, errors[i]!, seconds);
  });
}

function summarize(results: Result[], errors: string[], seconds: number): LighthouseSummary {
  const median = computeMedianRun(results);
  // LIGHTHOUSE_DUMP=<folder>: the median run's full report, to read what the summary leaves out.
  if (process.env.LIGHTHOUSE_DUMP) {
    mkdirSync(process.env.LIGHTHOUSE_DUMP, { recursive: true });
    writeFileSync(join(process.env.LIGHTHOUSE_DUMP, `${new URL(median.finalDisplayedUrl).pathname.replace(/\W/g, '_')}.json`), JSON.stringify(median));
  }
  const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const metric = (id: string) => median.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score(median, 'performance'),
    accessibility: score(median, 'accessibility'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
    runs: results.length,
    failures: errors,
    performanceScores: results.map((r) => score(r, 'performance')),
    seconds,
    chromium: median.environment.hostUserAgent,
    benchmarkIndex: median.environment.benchmarkIndex,
    performanceCauses: performanceCauses(median),
    accessibilityFailures: accessibilityFailures(median),
  };
}
