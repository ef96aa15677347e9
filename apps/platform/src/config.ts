/** Platform settings from the environment, with the one-machine defaults `pnpm start` uses. */
import { resolve } from 'node:path';

export interface PlatformConfig {
  host: string;
  port: number;
  /** PGlite data folder; ignored when databaseUrl is set. `memory://` keeps nothing. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Redis for the state every instance shares (rate limits, spin timers, trial money); else the database keeps it. */
  redisUrl: string | undefined;
  /** The built site to serve on the same origin; undefined serves the API only. */
  siteDir: string | undefined;
  /**
   * The site's prerenderer module, from the same build as siteDir (SITE_RENDERER): the hall pages are rendered with
   * their games. Default: the default build's (apps/site/.prerender/prerender.js) when SITE_DIR is not set.
   */
  siteRenderer: string | undefined;
  /** Port of the demo games' own listener (`GAMES_PORT`, default PORT + 1). */
  gamesPort: number;
  /**
   * Origin of the demo games as the browser reaches them (`GAMES_ORIGIN`; default http://<host>:<gamesPort>). Behind
   * a proxy it is the games' own host name, never the site's.
   */
  gamesOrigin: string;
  /** Origins the site is opened at (`SITE_ORIGINS`, comma-separated): the only pages that may frame a demo game. */
  siteOrigins: string[];
  /**
   * The platform's own origin as others reach it (`PUBLIC_ORIGIN`; default http://<host>:<port>): payment pay URLs and the
   * sandbox gateway's callbacks use it. Behind a proxy it is the public name.
   */
  publicOrigin: string;
}

const root = resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const host = env.HOST ?? '127.0.0.1';
  const gamesPort = Number(env.GAMES_PORT ?? (port === 0 ? 0 : port + 1));
  if (!Number.isInteger(gamesPort) || gamesPort < 0 || gamesPort > 65535) throw new Error(`GAMES_PORT must be a port number, got "${env.GAMES_PORT}"`);
  // A wildcard bind is reached by a name; the browser needs one it can open.
  const urlHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const gamesOrigin = originSetting('GAMES_ORIGIN', env.GAMES_ORIGIN) ?? `http://${urlHost}:${gamesPort}`;
  const siteOrigins = (env.SITE_ORIGINS ?? '')
    .split(',')
    .map((entry) => originSetting('SITE_ORIGINS', entry))
    .filter((origin): origin is string => origin !== null);
  if (!siteOrigins.length) siteOrigins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
  // The whole point of the games listener: a game must never share the origin (and the storage) of the site.
  if (siteOrigins.includes(gamesOrigin)) throw new Error(`the games origin ${gamesOrigin} must differ from the site's (${siteOrigins.join(', ')})`);
  if (gamesPort === 0 && !env.GAMES_ORIGIN) throw new Error('a random games port (GAMES_PORT or PORT 0) needs GAMES_ORIGIN, the address the browser opens games at');
  const publicOrigin = originSetting('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN) ?? `http://${urlHost}:${port}`;
  return {
    publicOrigin,
    gamesPort,
    gamesOrigin,
    siteOrigins,
    host,
    port,
    dataDir: env.DATA_DIR ?? resolve(root, '.data/pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    siteDir: env.SITE_DIR === '' ? undefined : (env.SITE_DIR ?? resolve(root, 'apps/site/dist')),
    siteRenderer: env.SITE_RENDERER ? resolve(env.SITE_RENDERER) : env.SITE_RENDERER === undefined && env.SITE_DIR === undefined ? resolve(root, 'apps/site/.prerender/prerender.js') : undefined,
  };
}

/** An http(s) origin from a setting, or null when it is empty; anything else is a start-up error. */
function originSetting(name: string, value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must hold http(s) origins, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must hold http(s) origins, got "${text}"`);
  return url.origin;
}
