/**
 * State that every platform instance must see alike (ARCHITECTURE §5): the per-IP rate-limit counters
 * (@fastify/rate-limit's store), the minimum interval between two spins, and trial play money. It lives in Redis when
 * REDIS_URL is set and in the database otherwise. Each rule is one atomic operation (a Lua script, or one SQL
 * statement that checks and writes), never a read followed by a write, so parallel requests through any number of
 * instances cannot slip past it. Every entry carries its own expiry (Redis TTLs; `sweep()` deletes expired rows, run
 * once a minute across all instances as a job).
 *
 * A configured Redis that stops answering fails no request: each operation falls back to the database, which every
 * instance shares as well, a warning is printed once per outage, and Redis is tried again a few seconds later. The
 * price, while some instances reach Redis and others do not: the two stores count apart (a rate limit can let up to
 * twice its hits through), a spin can follow one from before the outage sooner than the interval, and a trial
 * launch's play money starts again from the starting balance. At start Redis must answer (`connectRedis` throws), so
 * a wrong REDIS_URL never runs on the fallback unnoticed.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db';
import { rateLimitCounters, spinTimers, trialBalances } from '../db/schema';

export type SpinClaim = { ok: true } | { ok: false; retryInMs: number };

export interface TrialRule {
  /** Play money of a new trial launch, minor units. */
  startBalance: number;
  /** A trial launch's money is forgotten this long after its last play. */
  idleMs: number;
}

export interface TrialPlay {
  /** False when the balance was below the stake (nothing changed). */
  ok: boolean;
  balance: number;
}

export interface SharedState {
  readonly backend: 'redis' | 'database';
  /** For @fastify/rate-limit's `store` option. */
  readonly RateLimitStore: FastifyRateLimitStoreCtor;
  /** One hit of a fixed-window counter: the hits in the current window and the ms until it ends. */
  hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }>;
  /** Claims the next spin of `key` (a player on a slot): refused, with the wait, within `intervalMs` of the last. */
  claimSpin(key: string, intervalMs: number): Promise<SpinClaim>;
  /** The trial launch's play money (its starting balance before its first play). */
  trialBalance(launchId: string, rule: TrialRule): Promise<number>;
  /** Takes the stake and adds the payout, only if the balance covers the stake. */
  playTrial(launchId: string, rule: TrialRule, stake: number, payout: number): Promise<TrialPlay>;
  /** Deletes expired rows (the job `platform.sweep-shared-state` calls it once a minute: jobs/chores.ts). */
  sweep(): Promise<void>;
  close(): void;
}

export interface SharedStateOptions {
  db: Database;
  /** The app's clock (tests move it). */
  now: () => number;
  /** A client from `connectRedis`; without it everything lives in the database. */
  redis?: Redis | undefined;
  /** Prefix of every Redis key (default `croupier:`). */
  keyPrefix?: string | undefined;
  /** Where outages of Redis are reported (default console.warn). */
  warn?: (message: string) => void;
}

/** After a failed Redis call, the database alone answers for this long before Redis is tried again. */
const REDIS_RETRY_MS = 5_000;

// Each script reads and writes one key atomically (Redis runs a script alone). Times are the app's clock, passed in,
// like the database variant; the key's TTL only forgets it once it no longer matters.
const RATE_LIMIT_LUA = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'reset') or '0')
if resetAt <= now then
  resetAt = now + window
  redis.call('HSET', KEYS[1], 'count', 1, 'reset', string.format('%.0f', resetAt))
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, window}
end
return {redis.call('HINCRBY', KEYS[1], 'count', 1), resetAt - now}`;

const SPIN_LUA = `
local now = tonumber(ARGV[1])
local nextAt = tonumber(redis.call('GET', KEYS[1]) or '0')
if nextAt > now then return nextAt - now end
redis.call('SET', KEYS[1], string.format('%.0f', now + tonumber(ARGV[2])), 'PX', ARGV[2])
return 0`;

const TRIAL_LUA = `
local balance = tonumber(redis.call('GET', KEYS[1]) or ARGV[1])
local stake = tonumber(ARGV[2])
local ok = 0
if stake >= 0 and balance >= stake then
  balance = balance - stake + tonumber(ARGV[3])
  ok = 1
end
redis.call('SET', KEYS[1], string.format('%.0f', balance), 'PX', ARGV[4])
return {ok, balance}`;

interface SharedCommands {
  croupierRateLimit(key: string, nowMs: number, windowMs: number): Promise<[number, number]>;
  croupierSpin(key: string, nowMs: number, intervalMs: number): Promise<number>;
  croupierTrial(
    key: string,
    startBalance: number,
    stake: number,
    payout: number,
    idleMs: number,
  ): Promise<[number, number]>;
}

function defineCommands(redis: Redis): SharedCommands {
  const commands: [keyof SharedCommands, string][] = [
    ['croupierRateLimit', RATE_LIMIT_LUA],
    ['croupierSpin', SPIN_LUA],
    ['croupierTrial', TRIAL_LUA],
  ];
  // Sent as EVALSHA (the script body only when Redis does not know it yet).
  for (const [name, lua] of commands) if (!(name in redis)) redis.defineCommand(name, { numberOfKeys: 1, lua });
  return redis as unknown as SharedCommands;
}

/** The shared state of one app: Redis when a client is given, the database otherwise (and as Redis's fallback). */
export function sharedState(options: SharedStateOptions): SharedState {
  const { db, now } = options;
  const redis = options.redis;
  const prefix = options.keyPrefix ?? 'croupier:';
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const commands = redis ? defineCommands(redis) : undefined;
  const at = (ms: number) => new Date(ms);
  const timestamp = (ms: number) => sql`${at(ms).toISOString()}::timestamptz`;

  const database = {
    async hit(key: string, windowMs: number) {
      const nowMs = now();
      // A window that has ended starts again at 1 (in the same statement that counts the hit).
      const ended = sql`${rateLimitCounters.resetAt} <= ${timestamp(nowMs)}`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, resetAt: at(nowMs + windowMs) })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${ended} then 1 else ${rateLimitCounters.count} + 1 end`,
            resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
          },
        })
        .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
      if (!row) throw new Error('rate limit: the counter upsert returned no row');
      return { current: row.count, ttl: Math.max(0, row.resetAt.getTime() - nowMs) };
    },

    async claimSpin(key: string, intervalMs: number): Promise<SpinClaim> {
      const nowMs = now();
      // Inserted, or moved on only when the interval has passed: of parallel claims exactly one gets a row back.
      const claimed = await db
        .insert(spinTimers)
        .values({ key, nextAt: at(nowMs + intervalMs) })
        .onConflictDoUpdate({
          target: spinTimers.key,
          set: { nextAt: sql`excluded.next_at` },
          setWhere: sql`${spinTimers.nextAt} <= ${timestamp(nowMs)}`,
        })
        .returning({ nextAt: spinTimers.nextAt });
      if (claimed.length) return { ok: true };
      const [row] = await db.select({ nextAt: spinTimers.nextAt }).from(spinTimers).where(eq(spinTimers.key, key));
      return { ok: false, retryInMs: Math.min(intervalMs, Math.max(1, (row?.nextAt.getTime() ?? nowMs) - nowMs)) };
    },

    async trialBalance(launchId: string, rule: TrialRule): Promise<number> {
      const [row] = await db
        .insert(trialBalances)
        .values({ launchId, balance: rule.startBalance, expiresAt: at(now() + rule.idleMs) })
        .onConflictDoUpdate({ target: trialBalances.launchId, set: { expiresAt: sql`excluded.expires_at` } })
        .returning({ balance: trialBalances.balance });
      return row?.balance ?? rule.startBalance;
    },

    async playTrial(launchId: string, rule: TrialRule, stake: number, payout: number): Promise<TrialPlay> {
      const expiresAt = at(now() + rule.idleMs);
      await db.insert(trialBalances).values({ launchId, balance: rule.startBalance, expiresAt }).onConflictDoNothing();
      // The check and the change are one statement: PostgreSQL re-checks `balance >= stake` on the row it locked.
      const [played] = await db
        .update(trialBalances)
        .set({ balance: sql`${trialBalances.balance} - ${stake} + ${payout}`, expiresAt })
        .where(and(eq(trialBalances.launchId, launchId), gte(trialBalances.balance, stake)))
        .returning({ balance: trialBalances.balance });
      if (played) return { ok: true, balance: played.balance };
      const [row] = await db
        .select({ balance: trialBalances.balance })
        .from(trialBalances)
        .where(eq(trialBalances.launchId, launchId));
      return { ok: false, balance: row?.balance ?? rule.startBalance };
    },
  };

  let retryRedisAt = 0;
  let redisDown = false;
  /** Redis when it answers, else the database (see the module comment). */
  async function either<T>(viaRedis: (c: SharedCommands) => Promise<T>, viaDatabase: () => Promise<T>): Promise<T> {
    if (!commands || Date.now() < retryRedisAt) return viaDatabase();
    try {
      const out = await viaRedis(commands);
      if (redisDown) {
        redisDown = false;
        warn('shared state: Redis answers again; rate limits, spin timers and trial money are kept there again');
      }
      return out;
    } catch (error) {
      retryRedisAt = Date.now() + REDIS_RETRY_MS;
      if (!redisDown) {
        redisDown = true;
        warn(
          `shared state: Redis does not answer (${(error as Error).message}); the database keeps rate limits, spin timers and trial money meanwhile`,
        );
      }
      return viaDatabase();
    }
  }

  const hit = (key: string, windowMs: number) =>
    either(
      async (c) => {
        const [current, ttl] = await c.croupierRateLimit(`${prefix}rl:${key}`, now(), windowMs);
        return { current, ttl };
      },
      () => database.hit(key, windowMs),
    );

  class RateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly routePrefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hit(this.routePrefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Each route counts apart, as @fastify/rate-limit's own stores do. */
    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new RateLimitStore(undefined, `${this.routePrefix}${String(route?.method)}${String(route?.url)}-`);
    }
  }

  async function sweep(): Promise<void> {
    const nowDate = at(now());
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, nowDate));
    await db.delete(spinTimers).where(lt(spinTimers.nextAt, nowDate));
    await db.delete(trialBalances).where(lt(trialBalances.expiresAt, nowDate));
  }

  return {
    backend: redis ? 'redis' : 'database',
    RateLimitStore,
    hit,
    claimSpin: (key, intervalMs) =>
      either(
        async (c) => {
          const wait = await c.croupierSpin(`${prefix}spin:${key}`, now(), intervalMs);
          return wait > 0 ? { ok: false, retryInMs: Math.min(intervalMs, wait) } : { ok: true };
        },
        () => database.claimSpin(key, intervalMs),
      ),
    trialBalance: (launchId, rule) =>
      either(
        async (c) => (await c.croupierTrial(`${prefix}trial:${launchId}`, rule.startBalance, 0, 0, rule.idleMs))[1],
        () => database.trialBalance(launchId, rule),
      ),
    playTrial: (launchId, rule, stake, payout) =>
      either(
        async (c) => {
          const [ok, balance] = await c.croupierTrial(
            `${prefix}trial:${launchId}`,
            rule.startBalance,
            stake,
            payout,
            rule.idleMs,
          );
          return { ok: ok === 1, balance };
        },
        () => database.playTrial(launchId, rule, stake, payout),
      ),
    sweep,
    close: () => undefined,
  };
}

/**
 * A Redis client for the shared state, connected and answering, or a clear error: a REDIS_URL that is set but does not
 * answer stops the start. Calls fail fast while the connection is down (no offline queue, a command time-out), so the
 * database fallback answers instead of a request waiting; the client keeps reconnecting in the background.
 */
export async function connectRedis(url: string, options: { connectTimeoutMs?: number } = {}): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: options.connectTimeoutMs ?? 3_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // Failures surface on the calls (and are reported there); without a listener ioredis prints each reconnect error.
  let lastError: Error | undefined;
  client.on('error', (error: Error) => {
    lastError = error;
  });
  try {
    await client.connect();
    await client.ping();
  } catch (failure) {
    client.disconnect();
    // connect() reports "Connection is closed."; the socket's own error says why (ECONNREFUSED, a DNS name...).
    const reason = (lastError ?? (failure as Error)).message;
    throw new Error(
      `REDIS_URL is set but Redis at ${redacted(url)} does not answer (${reason}); start Redis or unset REDIS_URL`,
      { cause: failure },
    );
  }
  return client;
}

function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unparsable URL)';
  }
}
