/**
 * Starts the site and the platform the way `pnpm start` does (`node scripts/start.ts`) on a free port with a
 * throw-away database folder, and a Chromium to drive it.
 *
 * By default the site is built for this run into its own temporary folder (`vite build --outDir <tmp>`, BRAND set)
 * and served from there (`SITE_DIR`), so the tests see the current sources even while someone else rebuilds
 * apps/site/dist. `build: false` serves apps/site/dist as `pnpm start` would (building it when it is missing).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '../scripts/lib/chromium';

export const root = resolve(import.meta.dirname, '..');
const run = promisify(execFile);

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

export interface StartOptions {
  /** themes/<brand> (default "default"). */
  brand?: string;
  /** Extra environment for scripts/start.ts (and the platform it starts). */
  env?: Record<string, string>;
  /** Build the site into a private folder first (default true); false serves apps/site/dist like `pnpm start`. */
  build?: boolean;
}

export interface Running {
  url: string;
  /** The origin the demo games are served from (their own listener, GAMES_PORT). */
  gamesUrl: string;
  browser: Browser;
  /** The PGlite folder of this run (the CLI finds the running platform through it). */
  dataDir: string;
  /** The built site served (a private folder, or apps/site/dist). */
  siteDir: string;
  /** Output of scripts/start.ts so far. */
  log(): string;
  /** `pnpm platform <args>` against this running platform (relayed to it); resolves with stdout. */
  platform(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

export const prerenderDirOf = (outDir: string) => join(root, 'apps/site', `.prerender-${basename(outDir)}`);

/**
 * The site's build (apps/site `pnpm build`: the browser bundle, the prerenderer, the prerendered landing page) for a
 * brand into a new temporary folder (with a manifest, to find section chunks); the prerenderer goes beside it.
 */
export async function buildSite(brand: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `croupier-site-${brand}-`));
  // Inside apps/site: the prerenderer imports React and the router from the site's node_modules.
  const prerenderDir = prerenderDirOf(outDir);
  try {
    const options = {
      cwd: join(root, 'apps/site'),
      // A production build, as `pnpm start` makes (vitest sets NODE_ENV=test, which would give React's development build).
      env: { ...process.env, BRAND: brand, NODE_ENV: 'production', SITE_OUT: outDir, PRERENDER_DIR: prerenderDir },
      maxBuffer: 64 * 1024 * 1024,
    };
    await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], options);
    await run('npx', ['vite', 'build', '--ssr', 'src/prerender.tsx', '--outDir', prerenderDir, '--emptyOutDir', '--logLevel', 'warn'], options);
    await run('node', ['scripts/prerender.mjs'], options);
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    throw new Error(`site build for brand "${brand}" failed:\n${e.stdout ?? ''}\n${e.stderr ?? ''}`, { cause: error });
  }
  return outDir;
}

/**
 * The run's build of a brand (see globalSetup.ts, which builds every brand the files start before they run, so files
 * can run in parallel): served to every file; a brand globalSetup did not build is built by the first file asking.
 * `shared: false` when there is no run folder (the harness used outside the e2e config): the caller owns the build.
 */
async function runBuild(brand: string): Promise<{ siteDir: string; shared: boolean }> {
  let builds: string | undefined;
  try {
    builds = inject('e2eBuilds');
  } catch {
    builds = undefined;
  }
  if (!builds) return { siteDir: await buildSite(brand), shared: false };
  const record = join(builds, `${brand}.json`);
  if (existsSync(record)) {
    const { siteDir } = JSON.parse(readFileSync(record, 'utf8')) as { siteDir: string };
    if (existsSync(join(siteDir, 'index.html'))) return { siteDir, shared: true };
  }
  const siteDir = await buildSite(brand);
  writeFileSync(record, JSON.stringify({ siteDir, prerenderDir: prerenderDirOf(siteDir) }));
  return { siteDir, shared: true };
}

/**
 * Migrates and seeds a PGlite folder the way the first `pnpm start` would (`pnpm platform audit` on an empty folder
 * migrates and seeds it, then checks the ledger); globalSetup.ts makes the run's copy source with it.
 */
export async function seedDataFolder(dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  try {
    await run('pnpm', ['--silent', 'platform', 'audit'], { cwd: root, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' }, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    throw new Error(`seeding the e2e database failed:\n${e.stdout ?? ''}\n${e.stderr ?? ''}`, { cause: error });
  }
}

/**
 * The run's migrated and seeded PGlite folder (made by globalSetup.ts before any file starts), copied by every start,
 * so each file gets a database of its own without migrating and seeding it again. Null outside the e2e config.
 */
async function seededData(): Promise<string | null> {
  let builds: string | undefined;
  try {
    builds = inject('e2eBuilds');
  } catch {
    builds = undefined;
  }
  if (!builds) return null;
  const dir = join(builds, 'seeded-data');
  if (existsSync(`${dir}.ready`)) return dir;
  // Outside globalSetup's run folder layout (should not happen): make it here.
  await seedDataFolder(dir);
  writeFileSync(`${dir}.ready`, '');
  return dir;
}

export async function startSite(options: StartOptions = {}): Promise<Running> {
  const brand = options.brand ?? 'default';
  const ownBuild = options.build !== false;
  const build = ownBuild ? await runBuild(brand) : { siteDir: join(root, 'apps/site/dist'), shared: false };
  const { siteDir } = build;
  const port = await freePort();
  let gamesPort = await freePort();
  while (gamesPort === port) gamesPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'croupier-e2e-'));
  // A seeded copy, unless the test points the platform at another database.
  const template = options.env?.DATABASE_URL ? null : await seededData();
  if (template) cpSync(template, dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), GAMES_PORT: String(gamesPort), DATA_DIR: dataDir, BRAND: brand, NODE_ENV: 'production', ...options.env };
  if (ownBuild) {
    env.SITE_DIR = siteDir;
    // The build's renderer renders the hall pages with their games (docs/decisions/0012).
    env.SITE_RENDERER = join(prerenderDirOf(siteDir), 'prerender.js');
  } else {
    delete env.SITE_DIR;
    delete env.SITE_RENDERER;
  }
  const child: ChildProcess = spawn('node', ['scripts/start.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  const gamesUrl = `http://127.0.0.1:${gamesPort}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pnpm start exited early:\n${log}`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`pnpm start did not come up:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const browser = await launchChromium();
  const operatorFile = `${dataDir}.operator.json`;
  return {
    url,
    gamesUrl,
    browser,
    dataDir,
    siteDir,
    log: () => log,
    async platform(...args) {
      // Only ever through the running platform's relay: the CLI opening the PGlite folder itself would be a second
      // process on it.
      if (!existsSync(operatorFile)) throw new Error(`no operator relay file ${operatorFile}: is the platform up?`);
      const { stdout } = await run('pnpm', ['--silent', 'platform', ...args], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      if (!stdout.includes('(run by the platform running on port')) throw new Error(`pnpm platform ${args.join(' ')} was not relayed:\n${stdout}`);
      return stdout;
    },
    async stop() {
      await browser.close().catch(() => undefined);
      if (child.pid && child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        process.kill(-child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      }
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(operatorFile, { force: true });
      if (ownBuild && !build.shared) {
        rmSync(siteDir, { recursive: true, force: true });
        rmSync(prerenderDirOf(siteDir), { recursive: true, force: true });
      }
    },
  };
}

/** The built file of a source module (e.g. `src/sections/vip/index.tsx`) from the build's manifest. */
export function builtChunk(siteDir: string, source: string): string {
  const manifest = JSON.parse(readFileSync(join(siteDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the manifest of ${siteDir}`);
  return entry.file;
}
