/**
 * Replay protection of sealed calls (issue 13, defect 4): a sealed body captured anywhere (a proxy log) must not log
 * in again, sequentially, in parallel, on another instance, or after its window.
 */
import { SEAL_WINDOW_MS, endpoints, sealNonce } from '@croupier/contract';
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../app';
import { members, sealNonces, sessions } from '../db/schema';
import { forEachEngine, freshIp, type TestPlatform } from '../test/harness';
import { PURGE_EVERY, claimSealNonce, purgeSealNonces } from './nonces';
import { seal, type Sealed } from './sealForTests';

const LOGIN = { username: 'demo01', password: 'Demo1234', type: 'username' };

type Injector = Pick<TestPlatform['app'], 'inject'>;

async function send(app: Injector, sealed: Sealed, ip: string) {
  const { method, path } = endpoints.login;
  const res = await app.inject({
    method,
    url: path,
    headers: {
      Merchant: 'CRP001',
      Device: 'web',
      Language: 'EN',
      'X-Gateway-Version': '3',
      'Content-Type': 'application/json',
      Encryption: sealed.header,
    },
    payload: JSON.stringify(sealed.body),
    remoteAddress: ip,
  });
  return {
    status: res.statusCode,
    body: res.json<{
      success: boolean;
      code?: string;
      message?: string;
      value?: { token?: string; reason?: string; serverTime?: number };
    }>(),
  };
}

forEachEngine('sealed calls refuse replays', (platform) => {
  const sessionsOfDemo = async (p: TestPlatform) => {
    const [row] = await p.database.db
      .select({ n: count() })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(eq(members.account, 'demo01'));
    return row?.n ?? 0;
  };
  const nonceCount = async (p: TestPlatform) =>
    (await p.database.db.select({ n: count() }).from(sealNonces))[0]?.n ?? 0;
  const sealLogin = async (p: TestPlatform, options: { now?: number; nonce?: string } = {}) =>
    seal(await p.publicKey(), JSON.stringify(LOGIN), { now: p.now(), ...options });

  it('logs in once; the same Encryption header and body sent again are refused and create no session', async () => {
    const p = platform();
    // The demo member's first login records 127.0.0.1; later logins from there need no second step.
    const ip = '127.0.0.1';
    const sealed = await sealLogin(p);
    const before = await sessionsOfDemo(p);
    const first = await send(p.app, sealed, ip);
    expect(first.status).toBe(200);
    expect(first.body.value?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const replay = await send(p.app, sealed, ip);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ success: false, code: 'seal_invalid', value: { reason: 'replayed' } });
    // From another address, as an attacker with the proxy log would.
    expect((await send(p.app, sealed, freshIp())).body.value?.reason).toBe('replayed');
    expect(await sessionsOfDemo(p)).toBe(before + 1);
  });

  it('ten parallel copies of one seal create exactly one session', async () => {
    const p = platform();
    const sealed = await sealLogin(p);
    const before = await sessionsOfDemo(p);
    const results = await Promise.all(Array.from({ length: 10 }, () => send(p.app, sealed, '127.0.0.1')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r.body).toMatchObject({ code: 'seal_invalid', value: { reason: 'replayed' } });
    expect(await sessionsOfDemo(p)).toBe(before + 1);
  });

  it('a new seal reusing a seen nonce is refused: the nonce is what counts, not the bytes', async () => {
    const p = platform();
    const nonce = sealNonce(randomBytes(16));
    expect((await send(p.app, await sealLogin(p, { nonce }), '127.0.0.1')).status).toBe(200);
    const again = await sealLogin(p, { nonce });
    expect((await send(p.app, again, '127.0.0.1')).body.value?.reason).toBe('replayed');
  });

  it('refuses a stale or future timestamp (beyond the window) with the platform’s time, and writes nothing', async () => {
    const p = platform();
    const before = { sessions: await sessionsOfDemo(p), nonces: await nonceCount(p) };
    for (const at of [p.now() - SEAL_WINDOW_MS - 1, p.now() + SEAL_WINDOW_MS + 1, 0]) {
      const res = await send(p.app, await sealLogin(p, { now: at }), '127.0.0.1');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'seal_invalid', value: { reason: 'stale', serverTime: p.now() } });
    }
    expect({ sessions: await sessionsOfDemo(p), nonces: await nonceCount(p) }).toEqual(before);
    // Within the window either way: accepted (clocks of clients and instances differ by a little).
    expect((await send(p.app, await sealLogin(p, { now: p.now() - SEAL_WINDOW_MS + 1000 }), '127.0.0.1')).status).toBe(
      200,
    );
    expect((await send(p.app, await sealLogin(p, { now: p.now() + SEAL_WINDOW_MS - 1000 }), '127.0.0.1')).status).toBe(
      200,
    );
  });

  it('a captured seal is refused after its window too (stale, even once its nonce is purged)', async () => {
    const p = platform();
    const sealed = await sealLogin(p);
    expect((await send(p.app, sealed, '127.0.0.1')).status).toBe(200);
    p.advance(SEAL_WINDOW_MS + 1);
    expect(await purgeSealNonces(p.database.db, new Date(p.now()))).toBeGreaterThan(0);
    expect((await send(p.app, sealed, '127.0.0.1')).body.value?.reason).toBe('stale');
  });

  it('a garbled or foreign seal records no nonce', async () => {
    const p = platform();
    const before = await nonceCount(p);
    const good = await sealLogin(p);
    const record = JSON.parse(Buffer.from(good.body.value, 'base64').toString()) as Record<string, string>;
    const flipped = Buffer.from(record.mac!, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    const tampered = {
      header: good.header,
      body: { value: Buffer.from(JSON.stringify({ ...record, mac: flipped.toString('base64') })).toString('base64') },
    };
    expect((await send(p.app, tampered, '127.0.0.1')).body.value?.reason).toBe('mac_invalid');
    const foreign = seal(await p.publicKey('JADE01'), JSON.stringify(LOGIN), { now: p.now() });
    expect((await send(p.app, foreign, '127.0.0.1')).body.value?.reason).toBe('header_invalid');
    expect(await nonceCount(p)).toBe(before);
    // The genuine seal still works afterwards: the refusals did not burn its nonce.
    expect((await send(p.app, good, '127.0.0.1')).status).toBe(200);
    expect(await nonceCount(p)).toBe(before + 1);
  });

  it('a second instance on the same database refuses what the first accepted', async () => {
    const p = platform();
    const second = await buildApp({
      database: p.database,
      now: p.now,
      authRateLimit: { max: 10_000, timeWindow: 60_000 },
    });
    try {
      const sealed = await sealLogin(p);
      const before = await sessionsOfDemo(p);
      const [a, b] = await Promise.all([send(p.app, sealed, '127.0.0.1'), send(second, sealed, '127.0.0.1')]);
      expect([a.status, b.status].sort()).toEqual([200, 400]);
      expect((await send(second, sealed, '127.0.0.1')).body.value?.reason).toBe('replayed');
      expect(await sessionsOfDemo(p)).toBe(before + 1);
    } finally {
      await second.close();
    }
  });

  it('purges expired nonces every few hundred claims, keeping the live ones', async () => {
    const p = platform();
    const db = p.database.db;
    p.advance(10 * SEAL_WINDOW_MS);
    const now = new Date(p.now());
    await purgeSealNonces(db, now);
    const expired = new Date(p.now() - 1);
    const live = new Date(p.now() + SEAL_WINDOW_MS);
    await db
      .insert(sealNonces)
      .values(Array.from({ length: 50 }, () => ({ nonce: sealNonce(randomBytes(16)), expiresAt: expired })));
    // Claims until the purge has run at least once (the counter is per process and database handle).
    let sawPurge = false;
    for (let i = 0; i < PURGE_EVERY && !sawPurge; i += 1) {
      expect(await claimSealNonce(db, sealNonce(randomBytes(16)), live, now)).toBe(true);
      sawPurge =
        (await db.select({ n: count() }).from(sealNonces).where(eq(sealNonces.expiresAt, expired)))[0]?.n === 0;
    }
    expect(sawPurge).toBe(true);
    const [left] = await db.select({ n: count() }).from(sealNonces);
    expect(left?.n).toBeGreaterThan(0);
  });
});
