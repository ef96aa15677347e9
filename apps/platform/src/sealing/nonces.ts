/**
 * The nonce store of sealed requests, in the database so every instance shares it. A nonce is claimed with one
 * `INSERT ... ON CONFLICT DO NOTHING RETURNING`: of two requests carrying it, in parallel or on two instances, exactly
 * one gets the row back. Rows live until their seal is stale anyway; every `PURGE_EVERY` claims an instance deletes the
 * expired ones (an index range scan), so the table holds about one window of logins.
 */
import { lt } from 'drizzle-orm';
import type { Database } from '../db';
import { sealNonces } from '../db/schema';

export const PURGE_EVERY = 200;

const claims = new WeakMap<Database, number>();

/** True when this nonce was not seen before (it is now recorded until `expiresAt`); false for a replay. */
export async function claimSealNonce(db: Database, nonce: string, expiresAt: Date, now: Date): Promise<boolean> {
  const rows = await db
    .insert(sealNonces)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: sealNonces.nonce });
  const count = (claims.get(db) ?? 0) + 1;
  claims.set(db, count);
  if (count % PURGE_EVERY === 0) await purgeSealNonces(db, now);
  return rows.length === 1;
}

/** Deletes the nonces whose seals are stale by `now`; answers how many. */
export async function purgeSealNonces(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(sealNonces)
    .where(lt(sealNonces.expiresAt, now))
    .returning({ nonce: sealNonces.nonce });
  return deleted.length;
}
