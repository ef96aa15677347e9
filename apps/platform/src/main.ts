/** Starts the platform (and the built site) on one origin: `pnpm start`. Migrates, and seeds an empty database. */
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { operatorFile, registerOperatorRelay } from './operatorRelay';
import { seed } from './seed/seed';

const config = loadConfig();
const database = await openDatabase(config);
if ((await seed(database.db)).seeded) console.log('Seeded the empty database (demo accounts: see apps/platform/README.md).');
const app = await buildApp({ database, siteDir: config.siteDir, logger: process.env.LOG === '1' });

// PGlite is single-process: the operator CLI reaches the data folder through this process while it runs.
const relay = database.engine === 'pglite' && !config.dataDir.startsWith('memory://') ? { file: operatorFile(config.dataDir), secret: randomBytes(24).toString('hex') } : null;
if (relay) registerOperatorRelay(app, database.db, relay.secret);

const shutdown = async () => {
  if (relay) rmSync(relay.file, { force: true });
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
if (relay) writeFileSync(relay.file, JSON.stringify({ pid: process.pid, port, secret: relay.secret }), { mode: 0o600 });
console.log(`Croupier is running at http://localhost:${port} (database: ${database.engine}${database.engine === 'pglite' ? ` in ${config.dataDir}` : ''}); API reference at /docs`);
