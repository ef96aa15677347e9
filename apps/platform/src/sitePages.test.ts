import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openDatabase, type DatabaseHandle } from './db';
import type { RenderSitePage } from './sitePages';

let database: DatabaseHandle;
let siteDir: string;
let clock = 1_700_000_000_000;
const calls: string[] = [];
let failing = false;
let renderStarted: () => void = () => undefined;

/** As the site's renderer does: the build's page with the root's markup rendered from what the API answered. */
const render: RenderSitePage = async (path, { template, siteDir: dir, fetch }) => {
  renderStarted();
  calls.push(path);
  if (failing) throw new Error('renderer broke');
  expect(dir).toBe(siteDir);
  const health = (await (await fetch('http://platform.invalid/healthz', { headers: { Merchant: 'CRP001' } })).json()) as { value: { ok: boolean } };
  return template.replace('<div id="root" data-prerendered="/rng"></div>', `<div id="root" data-prerendered="/rng"><p>rendered ${calls.length} ok=${health.value.ok}</p></div>`);
};

const page = (path: string) => `<!doctype html><head><script data-csp-hash="sha256-abc">1</script></head><body><div id="root" data-prerendered="${path}"></div></body>`;

let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'site-pages-'));
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(siteDir, 'index.prerendered.html'), page('/index'));
  writeFileSync(join(siteDir, 'rng.prerendered.html'), page('/rng'));
  writeFileSync(join(siteDir, 'blockchain.prerendered.html'), page('/blockchain'));
  database = await openDatabase({ dataDir: 'memory://' });
  app = await buildApp({ database, siteDir, renderSitePage: render, now: () => clock });
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('hall pages rendered with their data', () => {
  it('renders /rng with the API answered in-process, compressed as the browser accepts, kept for 30 s', async () => {
    const brotli = await app.inject({ method: 'GET', url: '/rng', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('text/html');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotli.headers['content-security-policy']).toContain("'sha256-abc'");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<p>rendered 1 ok=true</p>');
    const gzip = await app.inject({ method: 'GET', url: '/rng', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<p>rendered 1 ok=true</p>');
    const plain = await app.inject({ method: 'GET', url: '/rng' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<p>rendered 1 ok=true</p>');
    expect(calls).toEqual(['/rng']);
  });

  it('serves the kept page at once when it is old and renders it again behind it', async () => {
    clock += 30_000;
    const stale = await app.inject({ method: 'GET', url: '/rng' });
    expect(stale.body).toContain('<p>rendered 1 ok=true</p>');
    await expect.poll(() => calls.length).toBe(2);
    await expect.poll(async () => (await app.inject({ method: 'GET', url: '/rng' })).body).toContain('<p>rendered 2 ok=true</p>');
  });

  it('renders a page once for visitors arriving together', async () => {
    clock += 30_000;
    const before = calls.length;
    await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/rng' })));
    await expect.poll(() => calls.length).toBe(before + 1);
  });

  it('answers with the build page when the path has a query, is the landing page, or the renderer fails', async () => {
    const query = await app.inject({ method: 'GET', url: '/rng?page=pg' });
    expect(query.body).toBe(page('/rng'));
    for (const url of ['/', '/index']) expect((await app.inject({ method: 'GET', url })).body).toBe(page('/index'));
    expect((await app.inject({ method: 'GET', url: '/vip' })).body).toContain('<title>shell</title>');

    // A failing renewal keeps the page it had; a page never rendered is the build's.
    failing = true;
    clock += 30_000;
    const started = new Promise<void>((resolve) => (renderStarted = resolve));
    const kept = await app.inject({ method: 'GET', url: '/rng' });
    expect(kept.body).toContain('ok=true');
    await started;
    expect((await app.inject({ method: 'GET', url: '/rng' })).body).toContain('ok=true');
    expect((await app.inject({ method: 'GET', url: '/blockchain' })).body).toBe(page('/blockchain'));
    failing = false;
  });
});
