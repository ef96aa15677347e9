import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openDatabase, type DatabaseHandle } from './db';

let database: DatabaseHandle;
let siteDir: string;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(siteDir, 'assets/app-123.js'), 'console.log(1)');
  database = await openDatabase({ dataDir: 'memory://' });
  app = await buildApp({ database, siteDir });
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('platform app', () => {
  it('reports health with a live database query', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { database: 'pglite', ok: true } });
  });

  it('serves the site for every history-mode route, and hashed assets with long caching', async () => {
    for (const url of ['/', '/index', '/register.html', '/rng?page=2']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths and missing files with a 404 envelope, not the app', async () => {
    for (const url of ['/wps/nothing', '/assets/missing.js', '/favicon.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
    }
    const post = await app.inject({ method: 'POST', url: '/index', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});
