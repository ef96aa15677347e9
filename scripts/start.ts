/**
 * pnpm start [--rebuild]: serves the site and the platform on one origin, http://localhost:8080 (PORT overrides),
 * and the demo games on their own, http://127.0.0.1:8081 (GAMES_PORT, default PORT + 1; GAMES_ORIGIN behind a proxy),
 * with the embedded database (PGlite in .data/, or PostgreSQL when DATABASE_URL is set).
 * Builds the site first when it is missing or was built for another brand (BRAND=<id>, default "default").
 * SITE_DIR=<folder> serves an already built site from that folder instead (no build); SITE_RENDERER=<its prerender.js>
 * lets the platform render its hall pages with their games (the default build's renderer is used with the default build).
 * A busy port stops it at once, before any build, with the port named and how to choose another (exit 1).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { busyPortMessage, busyPorts, freePortPair, startPorts } from './lib/ports.ts';

const root = resolve(import.meta.dirname, '..');
const brand = process.env.BRAND ?? 'default';
const siteDir = process.env.SITE_DIR || join(root, 'apps/site/dist');
const index = join(root, 'apps/site/dist/index.html');

function builtBrand(): string | undefined {
  if (!existsSync(index)) return undefined;
  return /<meta name="croupier-brand" content="([^"]+)"/.exec(readFileSync(index, 'utf8'))?.[1];
}

const { host, ports } = startPorts(process.env);
const busy = await busyPorts(host, ports);
if (busy.length) {
  const from = Math.max(...ports.map((p) => p.port));
  console.error(busyPortMessage(host, busy, await freePortPair(host, from)));
  process.exit(1);
}

if (!process.env.SITE_DIR && (process.argv.includes('--rebuild') || builtBrand() !== brand)) {
  console.log(`start: building the site for brand "${brand}"…`);
  const build = spawnSync('pnpm', ['--filter', '@croupier/site', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, BRAND: brand } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const platform = spawn('npx', ['tsx', 'apps/platform/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.PORT ?? '8080',
    SITE_DIR: siteDir,
    ...(process.env.SITE_DIR ? {} : { SITE_RENDERER: join(root, 'apps/site/.prerender/prerender.js') }),
  },
});
const stop = () => platform.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
platform.on('exit', (code) => process.exit(code ?? 0));
