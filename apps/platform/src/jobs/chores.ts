/**
 * The platform's own housekeeping, as recurring jobs (once a minute across all instances, not once per instance):
 * expired rows of the shared state (rate-limit counters, spin timers, trial money), stale seal nonces, the expired
 * captchas, slider challenges, verification codes, login challenges, sessions and pending Google Authenticator secrets,
 * and recent-login rows older than LOGIN_HISTORY_DAYS. Each is a `delete ... where time < cut-off`, idempotent by
 * nature: a second run, or two, deletes nothing more.
 */
import { lt } from 'drizzle-orm';
import type { Database } from '../db';
import {
  captchas,
  loginChallenges,
  loginHistory,
  sessions,
  sliderChallenges,
  totpEnrolments,
  verificationCodes,
} from '../db/schema';
import { purgeSealNonces } from '../sealing/nonces';
import { LOGIN_HISTORY_DAYS } from '../services/loginHistory';
import type { SharedState } from '../services/sharedState';
import type { JobQueue } from './queue';

export const SWEEP_SHARED_STATE = 'platform.sweep-shared-state';
export const PURGE_EXPIRED = 'platform.purge-expired';
export const CHORE_EVERY_SECONDS = 60;

/**
 * Expired challenges, codes and sessions are kept this long before they are deleted: until then a late answer still
 * finds its row and gets "expired" (as it did before these were purged) rather than "unknown".
 */
export const EXPIRED_GRACE_MS = 24 * 3_600_000;

export function registerChores(jobs: JobQueue, db: Database, shared: SharedState, now: () => number): void {
  jobs.every(SWEEP_SHARED_STATE, CHORE_EVERY_SECONDS, () => shared.sweep());
  jobs.every(PURGE_EXPIRED, CHORE_EVERY_SECONDS, async () => {
    await purgeExpired(db, now());
  });
}

/** Deletes what has expired by `nowMs`; answers how many rows per table (for the logs and the tests). */
export async function purgeExpired(db: Database, nowMs: number): Promise<Record<string, number>> {
  const graceEnd = new Date(nowMs - EXPIRED_GRACE_MS);
  const deleted = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    sealNonces: await purgeSealNonces(db, new Date(nowMs)),
    // A new captcha already purges the expired ones (services/auth.ts); this covers the quiet hours between.
    captchas: await deleted(
      db
        .delete(captchas)
        .where(lt(captchas.expiresAt, new Date(nowMs)))
        .returning({ id: captchas.id }),
    ),
    sliderChallenges: await deleted(
      db
        .delete(sliderChallenges)
        .where(lt(sliderChallenges.expiresAt, graceEnd))
        .returning({ id: sliderChallenges.id }),
    ),
    verificationCodes: await deleted(
      db
        .delete(verificationCodes)
        .where(lt(verificationCodes.expiresAt, graceEnd))
        .returning({ id: verificationCodes.id }),
    ),
    loginChallenges: await deleted(
      db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, graceEnd)).returning({ id: loginChallenges.id }),
    ),
    // A new login drops its member's expired sessions; these are the members who never came back.
    sessions: await deleted(db.delete(sessions).where(lt(sessions.expiresAt, graceEnd)).returning({ id: sessions.id })),
    totpEnrolments: await deleted(
      db
        .delete(totpEnrolments)
        .where(lt(totpEnrolments.expiresAt, graceEnd))
        .returning({ id: totpEnrolments.memberId }),
    ),
    loginHistory: await deleted(
      db
        .delete(loginHistory)
        .where(lt(loginHistory.createdAt, new Date(nowMs - LOGIN_HISTORY_DAYS * 86_400_000)))
        .returning({ id: loginHistory.id }),
    ),
  };
}
