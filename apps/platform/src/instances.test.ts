/**
 * Several platform instances on one database: they share the per-IP auth rate limit, the spin rule and trial play
 * money (in the database, and in Redis with TEST_REDIS_URL), and instances started together on an empty database
 * migrate and seed once. Two apps on one PGlite handle (PGlite allows one process per folder), and on PostgreSQL with
 * TEST_DATABASE_URL two apps with two pools on one temporary database. Requests are fired in parallel through both.
 */
import { randomBytes } from 'node:crypto';
import { endpoints } from '@croupier/contract';
import { and, count, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type AppOptions, type PlatformApp } from './app';
import { openDatabase, type DatabaseHandle } from './db';
import { betRecords, games, members, merchants, spinTimers, trialBalances } from './db/schema';
import { SPIN_INTERVAL_MS, TRIAL_START_BALANCE } from './games/demoVendor';
import { LAUNCH_TOKEN_TTL_MS, loadGameSecret, newNonce, signLaunchToken, type LaunchClaims } from './games/launchToken';
import { DEMO_ACCOUNTS, migrateAndSeed } from './seed/seed';
import { connectRedis, sharedState } from './services/sharedState';
import { createTemporaryDatabase, type TemporaryDatabase } from './tempDatabase';

const TEST_URL = process.env.TEST_DATABASE_URL;
const TEST_REDIS = process.env.TEST_REDIS_URL;
const AUTH_LIMIT = { max: 5, timeWindow: 60_000 };

type Engine = 'pglite' | 'postgres';
type Storage = 'database' | 'redis';

let time = Date.UTC(2026, 10, 20, 9, 0, 0);
const now = () => time;

/** The demo games' server (its own Fastify instance once the games have an origin of their own, else the app). */
const gameServer = (app: PlatformApp): FastifyInstance =>
  (app as PlatformApp & { games?: FastifyInstance }).games ?? app;

async function play(app: PlatformApp, kind: string, body: Record<string, unknown>) {
  const res = await gameServer(app).inject({ method: 'POST', url: `/games/demo/api/${kind}`, payload: body });
  return {
    status: res.statusCode,
    body: res.json() as { ok: boolean; error?: string; balance?: number; retryInMs?: number },
  };
}

async function redisKeys(client: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  return keys;
}

/** Two instances' database handles: one PGlite handle both use, or two pools on one fresh PostgreSQL database. */
async function openShared(
  engine: Engine,
): Promise<{ handles: [DatabaseHandle, DatabaseHandle]; close(): Promise<void> }> {
  if (engine === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://', migrate: false });
    await migrateAndSeed(handle, { now: new Date(time) });
    return { handles: [handle, handle], close: () => handle.close() };
  }
  const temp = await createTemporaryDatabase(TEST_URL ?? '', { prefix: 'croupier_test' });
  const first = await openDatabase({ dataDir: '', databaseUrl: temp.url, migrate: false });
  await migrateAndSeed(first, { now: new Date(time) });
  const second = await openDatabase({ dataDir: '', databaseUrl: temp.url, migrate: false });
  return {
    handles: [first, second],
    async close() {
      await first.close();
      await second.close();
      await temp.drop();
    },
  };
}

for (const engine of ['pglite', 'postgres'] as const) {
  const skipEngine = engine === 'postgres' && !TEST_URL;
  if (skipEngine) console.info('[platform tests] instances: PostgreSQL pass skipped (set TEST_DATABASE_URL to run it)');

  describe.skipIf(skipEngine)(`two instances on one database [${engine}]`, () => {
    let shared: Awaited<ReturnType<typeof openShared>> | undefined;
    beforeAll(async () => {
      shared = await openShared(engine);
    }, 120_000);
    afterAll(async () => {
      await shared?.close();
    }, 60_000);
    const handles = () => {
      if (!shared) throw new Error('database not open');
      return shared.handles;
    };

    for (const storage of ['database', 'redis'] as const satisfies readonly Storage[]) {
      const skipStorage = storage === 'redis' && !TEST_REDIS;
      if (skipStorage)
        console.info(`[platform tests] instances [${engine}]: Redis pass skipped (set TEST_REDIS_URL to run it)`);

      describe.skipIf(skipStorage)(`shared state in ${storage}`, () => {
        const prefix = `croupier-test-${randomBytes(4).toString('hex')}:`;
        const clients: Redis[] = [];
        let a: PlatformApp;
        let b: PlatformApp;
        let secret: string;

        beforeAll(async () => {
          const build = async (database: DatabaseHandle) => {
            const options: AppOptions = {
              database,
              now,
              authRateLimit: AUTH_LIMIT,
              // Every fish shot misses: trial money only goes down, by the stake, so its end balance is known.
              demoGames: { random: () => 0.999_999 },
            };
            if (storage === 'redis') {
              const client = await connectRedis(TEST_REDIS ?? '');
              clients.push(client);
              options.redis = client;
              options.redisKeyPrefix = prefix;
            }
            return buildApp(options);
          };
          const [first, second] = handles();
          [a, b] = await Promise.all([build(first), build(second)]);
          secret = await loadGameSecret(first.db);
        }, 120_000);

        afterAll(async () => {
          await a?.close();
          await b?.close();
          if (clients[0]) {
            const keys = await redisKeys(clients[0], prefix);
            if (keys.length) await clients[0].del(...keys);
          }
          for (const client of clients) client.disconnect();
        }, 60_000);

        /** A launch token as the platform hands the vendor (both instances share the games secret). */
        const launch = (claims: Partial<LaunchClaims> & Pick<LaunchClaims, 'gid' | 'd'>) =>
          signLaunchToken(secret, {
            mid: 0,
            mc: 0,
            v: 'PNG',
            lang: 'EN',
            trial: false,
            exp: time + LAUNCH_TOKEN_TTL_MS,
            n: newNonce(),
            ...claims,
          });

        it('the per-IP auth rate limit counts the hits of both instances: parallel requests stop at the limit', async () => {
          time += 120_000;
          const ip = `198.51.100.${storage === 'redis' ? 21 : 11}`;
          const send = (app: PlatformApp, from = ip) =>
            app.inject({
              method: 'POST',
              url: endpoints.login.path,
              headers: { Merchant: 'CRP001', Device: 'web', 'content-type': 'application/json' },
              payload: '{}',
              remoteAddress: from,
            });
          const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => send(i % 2 ? b : a)));
          const statuses = answers.map((r) => r.statusCode);
          expect(statuses.filter((s) => s === 429)).toHaveLength(14 - AUTH_LIMIT.max);
          // The hits under the limit reached the route (which refuses an unsealed login), none failed.
          expect(statuses.filter((s) => s !== 429).every((s) => s >= 400 && s < 500)).toBe(true);
          expect(answers.find((r) => r.statusCode === 429)?.json()).toMatchObject({
            success: false,
            code: 'TOO_MANY_REQUESTS',
          });
          // Another client is not limited; the limited one is, on either instance, until the window ends.
          expect((await send(b, `198.51.100.${storage === 'redis' ? 22 : 12}`)).statusCode).not.toBe(429);
          expect((await send(a)).statusCode).toBe(429);
          time += AUTH_LIMIT.timeWindow;
          expect((await send(b)).statusCode).not.toBe(429);
        });

        it('the spin rule holds across both instances: of parallel spins of one player on one slot exactly one plays', async () => {
          time += 120_000;
          const db = handles()[0].db;
          const [member] = await db.select().from(members).where(eq(members.account, 'demo01'));
          const slot = (
            await db
              .select()
              .from(games)
              .where(and(eq(games.demo, 'slot'), lte(games.minBet, 100)))
              .orderBy(games.id)
              .limit(2)
          )[storage === 'redis' ? 1 : 0];
          if (!member || !slot) throw new Error('seed has no demo01 or slot');
          const rounds = async () =>
            (
              await db
                .select({ n: count() })
                .from(betRecords)
                .where(and(eq(betRecords.memberId, member.id), eq(betRecords.gameId, slot.id)))
            )[0]?.n ?? 0;
          const before = await rounds();
          // Two launches of the same game by the same player: the rule is per player and slot, not per launch.
          const tokens = [0, 1].map(() =>
            launch({ mid: member.id, mc: member.merchantId, gid: slot.id, v: slot.vendor, d: 'slot' }),
          );
          const spins = await Promise.all(
            Array.from({ length: 8 }, (_, i) =>
              play(i % 2 ? b : a, 'slot/play', { t: tokens[(i >> 1) % 2], bet: 100 }),
            ),
          );
          expect(spins.filter((s) => s.body.ok)).toHaveLength(1);
          const refused = spins.filter((s) => !s.body.ok);
          expect(refused.every((s) => s.status === 429 && s.body.error === 'too_fast')).toBe(true);
          expect(refused.every((s) => (s.body.retryInMs ?? 0) > 0 && (s.body.retryInMs ?? 0) <= SPIN_INTERVAL_MS)).toBe(
            true,
          );
          time += SPIN_INTERVAL_MS - 1;
          expect((await play(b, 'slot/play', { t: tokens[1], bet: 100 })).body).toMatchObject({
            ok: false,
            error: 'too_fast',
            retryInMs: 1,
          });
          time += 1;
          const next = await Promise.all(
            Array.from({ length: 4 }, (_, i) => play(i % 2 ? a : b, 'slot/play', { t: tokens[i % 2], bet: 100 })),
          );
          expect(next.filter((s) => s.body.ok)).toHaveLength(1);
          // Exactly the two allowed spins bet through the wallet.
          expect(await rounds()).toBe(before + 2);
        });

        it('trial money is one balance for both instances: parallel stakes never overspend it', async () => {
          time += 120_000;
          const db = handles()[0].db;
          const [fish] = await db
            .select()
            .from(games)
            .where(and(eq(games.demo, 'fish'), eq(games.supportPlay, 0)))
            .limit(1);
          if (!fish) throw new Error('seed has no trial fishing game');
          const t = launch({ gid: fish.id, v: fish.vendor, d: 'fish', trial: true });
          const session = await gameServer(a).inject({
            method: 'POST',
            url: '/games/demo/api/session',
            payload: { t },
          });
          expect(session.json()).toMatchObject({ ok: true, trial: true, balance: TRIAL_START_BALANCE });
          const stake = 30_000;
          const shots = await Promise.all(
            Array.from({ length: 10 }, (_, i) => play(i % 2 ? b : a, 'fish/play', { t, bet: stake, fish: 'clown' })),
          );
          const fits = Math.floor(TRIAL_START_BALANCE / stake);
          const left = TRIAL_START_BALANCE - fits * stake;
          const played = shots.filter((s) => s.body.ok);
          expect(played).toHaveLength(fits);
          // Each stake saw the balance the one before left: no two plays read the same balance.
          expect(played.map((s) => s.body.balance).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(
            Array.from({ length: fits }, (_, i) => left + i * stake),
          );
          expect(
            shots
              .filter((s) => !s.body.ok)
              .every((s) => s.status === 409 && s.body.error === 'insufficient_balance' && s.body.balance === left),
          ).toBe(true);
          for (const app of [a, b]) {
            const seen = await gameServer(app).inject({
              method: 'POST',
              url: '/games/demo/api/session',
              payload: { t },
            });
            expect(seen.json().balance).toBe(left);
          }
          // A new trial launch starts with its own money.
          const other = launch({ gid: fish.id, v: fish.vendor, d: 'fish', trial: true });
          expect((await play(b, 'fish/play', { t: other, bet: stake, fish: 'clown' })).body).toMatchObject({
            ok: true,
            balance: TRIAL_START_BALANCE - stake,
          });
        });
      });
    }

    it.skipIf(!TEST_REDIS)(
      'a configured Redis that stops answering: the database takes over (the rules hold, no 5xx), said once',
      async () => {
        time += 120_000;
        const [database] = handles();
        const client = await connectRedis(TEST_REDIS ?? '');
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        const app = await buildApp({
          database,
          now,
          redis: client,
          redisKeyPrefix: `croupier-test-${randomBytes(4).toString('hex')}:`,
          authRateLimit: AUTH_LIMIT,
        });
        try {
          client.disconnect();
          const [slot] = await database.db
            .select()
            .from(games)
            .where(and(eq(games.demo, 'slot'), eq(games.supportPlay, 0)))
            .limit(1);
          const t = signLaunchToken(await loadGameSecret(database.db), {
            mid: 0,
            mc: 0,
            gid: slot?.id ?? 0,
            v: 'PNG',
            d: 'slot',
            lang: 'EN',
            trial: true,
            exp: time + LAUNCH_TOKEN_TTL_MS,
            n: newNonce(),
          });
          const spins = await Promise.all([0, 1, 2].map(() => play(app, 'slot/play', { t, bet: 100 })));
          expect(spins.map((s) => s.status).sort()).toEqual([200, 429, 429]);
          const ip = `192.0.2.${engine === 'postgres' ? 78 : 77}`;
          const hits = await Promise.all(
            Array.from({ length: AUTH_LIMIT.max + 2 }, () =>
              app.inject({
                method: 'POST',
                url: endpoints.login.path,
                headers: { Merchant: 'CRP001', 'content-type': 'application/json' },
                payload: '{}',
                remoteAddress: ip,
              }),
            ),
          );
          expect(hits.filter((r) => r.statusCode === 429)).toHaveLength(2);
          expect(hits.every((r) => r.statusCode < 500)).toBe(true);
          expect(
            warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('Redis does not answer')),
          ).toHaveLength(1);
        } finally {
          warn.mockRestore();
          await app.close();
        }
      },
    );

    it('without Redis the state is rows with an expiry: the sweep deletes what has expired', async () => {
      time += 120_000;
      const [database] = handles();
      const app = await buildApp({ database, now, authRateLimit: AUTH_LIMIT });
      try {
        const db = database.db;
        const [fish] = await db
          .select()
          .from(games)
          .where(and(eq(games.demo, 'fish'), eq(games.supportPlay, 0)))
          .limit(1);
        const secret = await loadGameSecret(db);
        const n = newNonce();
        const t = signLaunchToken(secret, {
          mid: 0,
          mc: 0,
          gid: fish?.id ?? 0,
          v: 'JDB',
          d: 'fish',
          lang: 'EN',
          trial: true,
          exp: time + LAUNCH_TOKEN_TTL_MS,
          n,
        });
        expect((await play(app, 'fish/play', { t, bet: 100, fish: 'minnow' })).body.ok).toBe(true);
        const rows = async () =>
          (await db.select({ n: count() }).from(trialBalances).where(eq(trialBalances.launchId, n)))[0]?.n;
        expect(await rows()).toBe(1);
        time += LAUNCH_TOKEN_TTL_MS + 1;
        const state = sharedState({ db, now });
        await state.sweep();
        state.close();
        expect(await rows()).toBe(0);
        expect((await db.select({ n: count() }).from(spinTimers))[0]?.n).toBe(0);
      } finally {
        await app.close();
      }
    });
  });
}

describe('a REDIS_URL that does not answer', () => {
  it('stops the start with a clear error', async () => {
    await expect(connectRedis('redis://:secret@127.0.0.1:1', { connectTimeoutMs: 1_000 })).rejects.toThrow(
      /REDIS_URL is set but Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1.* does not answer/,
    );
  });
});

describe('instances started together on an empty database', () => {
  let temp: TemporaryDatabase | undefined;
  const opened: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of opened) await handle.close();
    await temp?.drop();
  }, 60_000);

  it.skipIf(!TEST_URL)(
    'PostgreSQL: both migrate and seed at once, both come up, the seed ran once',
    async () => {
      temp = await createTemporaryDatabase(TEST_URL ?? '', { prefix: 'croupier_test' });
      const url = temp.url;
      // Exactly what main.ts does, twice at the same moment.
      const start = async () => {
        const database = await openDatabase({ dataDir: '', databaseUrl: url, migrate: false });
        opened.push(database);
        const { seeded } = await migrateAndSeed(database, { now: new Date(time) });
        const app = await buildApp({ database, now });
        return { database, app, seeded };
      };
      const instances = await Promise.all([start(), start()]);
      try {
        expect(instances.map((i) => i.seeded).sort()).toEqual([false, true]);
        const db = instances[0].database.db;
        expect((await db.select({ n: count() }).from(merchants))[0]?.n).toBe(
          new Set(DEMO_ACCOUNTS.map((d) => d.merchant)).size,
        );
        expect((await db.select({ n: count() }).from(members))[0]?.n).toBe(DEMO_ACCOUNTS.length);
        for (const { app } of instances)
          expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
        // Both publish the same seal key (generated once, whichever came first).
        const keys = await Promise.all(
          instances.map(async ({ app }) => (await app.platform.keys.forMerchant(1)).publicKeyPem),
        );
        expect(keys[0]).toBe(keys[1]);
      } finally {
        for (const { app } of instances) await app.close();
      }
    },
    120_000,
  );

  it('PGlite: the same function, called twice at once in the process that owns the folder, seeds once', async () => {
    const database = await openDatabase({ dataDir: 'memory://', migrate: false });
    opened.push(database);
    const results = await Promise.all([
      migrateAndSeed(database, { now: new Date(time) }),
      migrateAndSeed(database, { now: new Date(time) }),
    ]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    expect((await database.db.select({ n: count() }).from(members))[0]?.n).toBe(DEMO_ACCOUNTS.length);
  }, 120_000);
});
