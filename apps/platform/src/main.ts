/** Starts the platform (and the built site) on one origin: `pnpm start`. */
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db';

const config = loadConfig();
const database = await openDatabase(config);
const app = await buildApp({ database, siteDir: config.siteDir, logger: process.env.LOG === '1' });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Croupier is running at http://localhost:${port} (database: ${database.engine}${database.engine === 'pglite' ? ` in ${config.dataDir}` : ''})`);
