/**
 * Throttles and lockouts kept in the database (so several platform instances agree): a minimum interval between
 * requests, a maximum count per window, and a lockout once the count is exceeded (SPEC §9: 1000 ms, 5 minutes).
 *
 * A hit is one statement (`insert ... on conflict do update ... where ... returning`): the decision and the write
 * happen under the row's lock, so parallel hits are counted one by one and never both pass on a stale read.
 */
import { TOO_MANY_REQUESTS_LOCKOUT_MS } from '@croupier/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { throttles } from '../db/schema';
import { ApiFailure } from '../failure';
import { sqlTime } from './sqlTime';

export interface ThrottleRule {
  /** Minimum milliseconds between two hits (0: none). */
  minIntervalMs: number;
  /** Hits allowed per window before the lockout (0: unlimited). */
  maxPerWindow: number;
  windowMs: number;
  lockoutMs: number;
}

export const SMS_THROTTLE: ThrottleRule = {
  minIntervalMs: 1000,
  maxPerWindow: 5,
  windowMs: 5 * 60_000,
  lockoutMs: TOO_MANY_REQUESTS_LOCKOUT_MS,
};
export const CAPTCHA_THROTTLE: ThrottleRule = { minIntervalMs: 1000, maxPerWindow: 0, windowMs: 60_000, lockoutMs: 0 };

/** Records a hit or throws `too_frequent` (value: `retryAfterMs`); a refused hit records nothing, except the lockout it starts. */
export async function hit(db: Database, key: string, rule: ThrottleRule, nowMs: number): Promise<void> {
  const t = throttles;
  const now = sqlTime(nowMs);
  const lockRanOut = sql`(${t.lockedUntil} is not null and ${t.lockedUntil} <= ${now})`;
  const inWindow = sql`(${t.windowStart} > ${sqlTime(nowMs - rule.windowMs)} and not ${lockRanOut})`;
  const nextCount = sql`(case when ${inWindow} then ${t.count} + 1 else 1 end)`;
  const over = rule.maxPerWindow > 0 ? sql`(${nextCount} > ${rule.maxPerWindow})` : sql`false`;
  const open = sql`(${t.lockedUntil} is null or ${t.lockedUntil} <= ${now})`;
  const slowEnough = rule.minIntervalMs > 0 ? sql`${t.lastAt} <= ${sqlTime(nowMs - rule.minIntervalMs)}` : sql`true`;
  const [row] = await db
    .insert(t)
    .values({ key, count: 1, windowStart: new Date(nowMs), lastAt: new Date(nowMs) })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${over} then 0 else ${nextCount} end`,
        windowStart: sql`case when ${over} or not ${inWindow} then ${now} else ${t.windowStart} end`,
        lastAt: now,
        lockedUntil: sql`case when ${over} then ${sqlTime(nowMs + rule.lockoutMs)} else null end`,
      },
      setWhere: sql`${open} and ${slowEnough}`,
    })
    .returning({ lockedUntil: t.lockedUntil });
  if (row) {
    if (row.lockedUntil)
      throw new ApiFailure('too_frequent', 'too many requests, try again after 5 minutes', {
        retryAfterMs: rule.lockoutMs,
      });
    return;
  }
  // Refused by the statement above: read the row only to say how long to wait.
  const [current] = await db.select().from(t).where(eq(t.key, key));
  if (current?.lockedUntil && current.lockedUntil.getTime() > nowMs) {
    throw new ApiFailure('too_frequent', 'too many requests, try again later', {
      retryAfterMs: current.lockedUntil.getTime() - nowMs,
    });
  }
  const since = current ? nowMs - current.lastAt.getTime() : 0;
  throw new ApiFailure('too_frequent', 'too frequent requests, try later', {
    retryAfterMs: Math.max(1, rule.minIntervalMs - since),
  });
}
