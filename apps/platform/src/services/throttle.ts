/**
 * Throttles and lockouts kept in the database (so several platform instances agree): a minimum interval between
 * requests, a maximum count per window, and a lockout once the count is exceeded (SPEC §9: 1000 ms, 5 minutes).
 */
import { TOO_MANY_REQUESTS_LOCKOUT_MS } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db';
import { throttles } from '../db/schema';
import { ApiFailure } from '../http/failure';

export interface ThrottleRule {
  /** Minimum milliseconds between two hits (0: none). */
  minIntervalMs: number;
  /** Hits allowed per window before the lockout (0: unlimited). */
  maxPerWindow: number;
  windowMs: number;
  lockoutMs: number;
}

export const SMS_THROTTLE: ThrottleRule = { minIntervalMs: 1000, maxPerWindow: 5, windowMs: 5 * 60_000, lockoutMs: TOO_MANY_REQUESTS_LOCKOUT_MS };
export const CAPTCHA_THROTTLE: ThrottleRule = { minIntervalMs: 1000, maxPerWindow: 0, windowMs: 60_000, lockoutMs: 0 };

/** Records a hit or throws `too_frequent` (value: `retryAfterMs`) without recording anything. */
export async function hit(db: Database, key: string, rule: ThrottleRule, nowMs: number): Promise<void> {
  const now = new Date(nowMs);
  const [row] = await db.select().from(throttles).where(eq(throttles.key, key));
  if (!row) {
    await db.insert(throttles).values({ key, count: 1, windowStart: now, lastAt: now }).onConflictDoNothing();
    return;
  }
  if (row.lockedUntil && row.lockedUntil.getTime() > nowMs) {
    throw new ApiFailure('too_frequent', 'too many requests, try again later', { retryAfterMs: row.lockedUntil.getTime() - nowMs });
  }
  const since = nowMs - row.lastAt.getTime();
  if (rule.minIntervalMs > 0 && since < rule.minIntervalMs) {
    throw new ApiFailure('too_frequent', 'too frequent requests, try later', { retryAfterMs: rule.minIntervalMs - since });
  }
  const inWindow = nowMs - row.windowStart.getTime() < rule.windowMs && !(row.lockedUntil && row.lockedUntil.getTime() <= nowMs);
  const count = inWindow ? row.count + 1 : 1;
  if (rule.maxPerWindow > 0 && count > rule.maxPerWindow) {
    const lockedUntil = new Date(nowMs + rule.lockoutMs);
    await db.update(throttles).set({ lockedUntil, count: 0, windowStart: now, lastAt: now }).where(eq(throttles.key, key));
    throw new ApiFailure('too_frequent', 'too many requests, try again after 5 minutes', { retryAfterMs: rule.lockoutMs });
  }
  await db
    .update(throttles)
    .set({ count, windowStart: inWindow ? row.windowStart : now, lastAt: now, lockedUntil: null })
    .where(eq(throttles.key, key));
}
