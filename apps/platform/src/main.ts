/**
 * Starts the platform (and the built site) on one origin, and the demo games on their own (GAMES_PORT): `pnpm start`.
 * Migrates, and seeds an empty database.
 */
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { operatorFile, registerOperatorRelay } from './operatorRelay';
import { describeSync, syncMerchants } from './seed/provision';
import { migrateAndSeed } from './seed/seed';
import { connectRedis } from './services/sharedState';
import { loadSiteRenderer } from './sitePages';

const config = loadConfig();
// Fails the start, clearly, when REDIS_URL is set but Redis does not answer.
const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
const database = await openDatabase({ ...config, migrate: false });
if ((await migrateAndSeed(database)).seeded) console.log('Seeded the empty database (demo accounts: see apps/platform/README.md).');
for (const line of describeSync(await syncMerchants(database.db))) console.log(line);
const app = await buildApp({
  database,
  redis,
  siteDir: config.siteDir,
  renderSitePage: config.siteDir ? await loadSiteRenderer(config.siteRenderer) : undefined,
  logger: process.env.LOG === '1',
  gamesOrigin: config.gamesOrigin,
  siteOrigins: config.siteOrigins,
  publicOrigin: config.publicOrigin,
});

// PGlite is single-process: the operator CLI reaches the data folder through this process while it runs.
const relay = database.engine === 'pglite' && !config.dataDir.startsWith('memory://') ? { file: operatorFile(config.dataDir), secret: randomBytes(24).toString('hex') } : null;
if (relay) registerOperatorRelay(app, database.db, relay.secret, { jobs: app.jobs, payments: { publicOrigin: config.publicOrigin } });

const shutdown = async () => {
  if (relay) rmSync(relay.file, { force: true });
  await app.close();
  await database.close();
  redis?.disconnect();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ host: config.host, port: config.port });
// The demo games' own listener: a game page never runs on the site's origin, so it cannot read the site's storage.
await app.games.listen({ host: config.host, port: config.gamesPort });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
if (relay) writeFileSync(relay.file, JSON.stringify({ pid: process.pid, port, secret: relay.secret }), { mode: 0o600 });
console.log(`Croupier is running at http://localhost:${port} (database: ${database.engine}${database.engine === 'pglite' ? ` in ${config.dataDir}` : ''}${redis ? '; shared state in Redis' : ''}${process.env.JOBS === 'off' ? '; scheduled jobs off (JOBS=off)' : ''}); API reference at /docs`);
console.log(`Demo games are served at ${config.gamesOrigin} (listening on ${config.host}:${config.gamesPort})`);
