/**
 * The demo games' own origin (issue 13, defect 10): games are served by `app.games` only, the site's app serves none of
 * them, launches answer an absolute URL there, and the headers of both keep a game away from the site's storage.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp, permissionsPolicy } from './app';
import { loadConfig } from './config';
import { games, merchants } from './db/schema';
import { launchHosts, launchUrl } from './games/catalogue';
import { forEachEngine } from './test/harness';

const GAMES = 'https://games.casino.test';
const SITES = ['https://casino.test', 'https://www.casino.test'];
const LIST = {
  clientType: 3,
  platform: 'html5-desktop',
  merchant: 'CRP001',
  language: 'EN',
  pageNo: 1,
  pageSize: 1,
  vassalage: 'PP',
};
const LAUNCH = {
  accountType: 1,
  confirmTrans: 0,
  launchMode: 'GLS',
  platform: 'html5-desktop',
  clientType: 3,
  username: 'demo01',
  token: 'x',
  merchantCode: 'CRP001',
  language: 'EN',
  vassalage: 'PP',
};

/** One directive of a CSP header, as its list of sources. */
function directive(header: string | string[] | number | undefined, name: string): string[] | undefined {
  const entry = String(header ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([key]) => key === name);
  return entry?.slice(1);
}

forEachEngine(
  'games origin',
  (platform) => {
    it('a launch answers an absolute game_url on the games origin, and the status call publishes that origin', async () => {
      const p = platform();
      const login = await p.call('login', { username: 'demo01', password: 'Demo1234', type: 'username' });
      const token = login.body.value.token as string;
      const [slot] = (await p.call('gameList', LIST)).body.value.games;
      const launched = await p.call('launchGame', { ...LAUNCH, gameId: slot.gameId }, { token });
      expect(new URL(launched.body.value.game_url).origin).toBe(GAMES);
      const status = await p.call('systemStatus', { url: 'localhost' });
      expect(status.body.value.launchGameCDNs).toEqual([GAMES]);
    });

    it('the site origin serves no game page, script, style or game API', async () => {
      const p = platform();
      const login = await p.call('login', { username: 'demo01', password: 'Demo1234', type: 'username' });
      const [slot] = (await p.call('gameList', LIST)).body.value.games;
      const url = new URL(
        (await p.call('launchGame', { ...LAUNCH, gameId: slot.gameId }, { token: login.body.value.token })).body.value
          .game_url,
      );
      const t = url.searchParams.get('t');
      for (const path of [url.pathname + url.search, '/games/demo/static/demo.js', '/games/demo/static/demo.css']) {
        expect((await p.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
        expect((await p.app.games.inject({ method: 'GET', url: path })).statusCode, path).toBe(200);
      }
      const api = { method: 'POST' as const, url: '/games/demo/api/session', payload: { t } };
      expect((await p.app.inject(api)).statusCode).toBe(404);
      const session = await p.app.games.inject(api);
      expect(session.json()).toMatchObject({ ok: true, kind: 'slot', trial: false });
    });

    it('the games origin serves nothing but the games: no API, no seamless wallet, no site, no docs, no art', async () => {
      const p = platform();
      for (const [method, url] of [
        ['GET', '/'],
        ['GET', '/index'],
        ['GET', '/rng'],
        ['GET', '/healthz'],
        ['GET', '/docs'],
        ['GET', '/docs/openapi.json'],
        ['GET', '/art/vendor/PP.svg'],
        ['POST', '/wps/user/login'],
        ['GET', '/wps/system/status'],
        ['POST', '/seamless/v1/balance'],
        ['POST', '/_operator'],
      ] as const) {
        const res = await p.app.games.inject({ method, url, headers: { Merchant: 'CRP001' } });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.body, `${method} ${url}`).not.toContain('success');
      }
      // The same calls answer on the site's origin (so the 404s above are the listener's, not missing routes).
      expect((await p.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await p.call('systemStatus', { url: 'localhost' })).status).toBe(200);
    });

    it("game pages carry their own strict policy: framed by the site's origins only, own script and style only", async () => {
      const p = platform();
      const [trialGame] = await p.database.db
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.supportPlay, 0), eq(games.vendor, 'PG')))
        .limit(1);
      const url = new URL((await p.call('trialLaunch', { gameId: trialGame?.id })).body.value.game_url);
      const page = await p.app.games.inject({ method: 'GET', url: url.pathname + url.search });
      const csp = page.headers['content-security-policy'];
      expect(directive(csp, 'frame-ancestors')).toEqual(SITES);
      expect(directive(csp, 'default-src')).toEqual(["'none'"]);
      expect(directive(csp, 'script-src')).toEqual(["'self'"]);
      expect(directive(csp, 'style-src')).toEqual(["'self'"]);
      expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
      expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
      expect(page.headers['x-frame-options']).toBeUndefined();
      expect(page.headers['permissions-policy']).toContain('camera=()');
      expect(page.headers['permissions-policy']).toContain('fullscreen=(self)');
    });

    it("the site's policy: base-uri 'none', frames from the games origin and launch CDNs only, a Permissions-Policy", async () => {
      const p = platform();
      const res = await p.app.inject({ method: 'GET', url: '/healthz' });
      const csp = res.headers['content-security-policy'];
      expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
      expect(directive(csp, 'frame-src')).toEqual([GAMES]);
      expect(String(csp)).not.toMatch(/frame-src[^;]*https:(?!\/\/)/);
      const permissions = String(res.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(permissions).toContain(`${feature}=()`);
      expect(permissions).toContain(`fullscreen=(self "${GAMES}")`);

      // Launch CDNs are per merchant, the site's pages have no merchant: the union of every merchant's, read at start.
      await p.database.db
        .update(merchants)
        .set({ launchCdns: ['https://cdn-a.example/games/', '/'] })
        .where(eq(merchants.code, 'CRP001'));
      await p.database.db
        .update(merchants)
        .set({ launchCdns: ['https://cdn-b.example:8443'] })
        .where(eq(merchants.code, 'JADE01'));
      const restarted = await buildApp({ database: p.database, gamesOrigin: GAMES, siteOrigins: SITES });
      try {
        const again = await restarted.inject({ method: 'GET', url: '/healthz' });
        expect(new Set(directive(again.headers['content-security-policy'], 'frame-src'))).toEqual(
          new Set([GAMES, 'https://cdn-a.example', 'https://cdn-b.example:8443']),
        );
        const fullscreen = /fullscreen=\(([^)]*)\)/.exec(String(again.headers['permissions-policy']))?.[1]?.split(' ');
        expect(new Set(fullscreen)).toEqual(
          new Set(['self', `"${GAMES}"`, '"https://cdn-a.example"', '"https://cdn-b.example:8443"']),
        );
      } finally {
        await restarted.close();
        await p.database.db.update(merchants).set({ launchCdns: [] });
      }
    });
  },
  { gamesOrigin: GAMES, siteOrigins: SITES },
);

describe('launch hosts', () => {
  it("an empty list, '' or '/' launch on the games origin; URLs keep their path; never a relative URL", () => {
    expect(launchUrl([], GAMES, '/games/demo/slot?t=1')).toBe(`${GAMES}/games/demo/slot?t=1`);
    expect(launchUrl([''], GAMES, '/games/demo/slot')).toBe(`${GAMES}/games/demo/slot`);
    expect(launchUrl(['/'], GAMES, '/games/demo/slot')).toBe(`${GAMES}/games/demo/slot`);
    expect(launchUrl(['https://cdn.example/play/'], GAMES, '/games/demo/fish', () => 0)).toBe(
      'https://cdn.example/play/games/demo/fish',
    );
    expect(launchUrl(['/', 'https://cdn.example'], GAMES, '/g', () => 0.99)).toBe('https://cdn.example/g');
    expect(launchUrl(['javascript:alert(1)'], GAMES, '/g')).toBe(`${GAMES}/g`);
    expect(launchHosts([], GAMES)).toEqual([GAMES]);
    expect(launchHosts(['https://cdn.example/play/', '/', 'https://cdn.example'], GAMES)).toEqual([
      'https://cdn.example',
      GAMES,
    ]);
  });

  it('the Permissions-Policy allows fullscreen to the site and the named hosts only', () => {
    expect(permissionsPolicy([])).toContain('fullscreen=(self)');
    expect(permissionsPolicy(['https://g.test'])).toContain('fullscreen=(self "https://g.test")');
    expect(permissionsPolicy([])).toMatch(/(^|, )camera=\(\)/);
  });
});

describe('games origin settings', () => {
  it('GAMES_PORT defaults to PORT + 1 and the origin to that port on the host', () => {
    const config = loadConfig({ PORT: '9000' });
    expect(config.gamesPort).toBe(9001);
    expect(config.gamesOrigin).toBe('http://127.0.0.1:9001');
    expect(config.siteOrigins).toEqual(['http://localhost:9000', 'http://127.0.0.1:9000']);
    expect(loadConfig({ PORT: '9000', HOST: '0.0.0.0' }).gamesOrigin).toBe('http://localhost:9001');
  });

  it('GAMES_ORIGIN and SITE_ORIGINS name what a proxy serves; a games origin equal to the site is refused', () => {
    const config = loadConfig({
      PORT: '9000',
      GAMES_ORIGIN: 'https://games.casino.test/',
      SITE_ORIGINS: 'https://casino.test, https://www.casino.test',
    });
    expect(config.gamesOrigin).toBe('https://games.casino.test');
    expect(config.siteOrigins).toEqual(['https://casino.test', 'https://www.casino.test']);
    expect(() => loadConfig({ PORT: '9000', GAMES_PORT: '9000' })).toThrow(/must differ/);
    expect(() => loadConfig({ GAMES_ORIGIN: 'https://casino.test', SITE_ORIGINS: 'https://casino.test' })).toThrow(
      /must differ/,
    );
    expect(() => loadConfig({ GAMES_ORIGIN: 'ftp://x' })).toThrow(/http\(s\) origins/);
    expect(() => loadConfig({ PORT: '0', GAMES_PORT: '0', SITE_ORIGINS: 'https://casino.test' })).toThrow(
      /needs GAMES_ORIGIN/,
    );
  });
});
