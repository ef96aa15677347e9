/** Platform settings from the environment, with the one-machine defaults `pnpm start` uses. */
import { resolve } from 'node:path';

export interface PlatformConfig {
  host: string;
  port: number;
  /** PGlite data folder; ignored when databaseUrl is set. `memory://` keeps nothing. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** The built site to serve on the same origin; undefined serves the API only. */
  siteDir: string | undefined;
}

const root = resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: env.DATA_DIR ?? resolve(root, '.data/pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    siteDir: env.SITE_DIR === '' ? undefined : (env.SITE_DIR ?? resolve(root, 'apps/site/dist')),
  };
}
