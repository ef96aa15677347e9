/** One-time verification codes (SMS and e-mail): issued with an expiry, stored hashed, at most 5 tries each. */
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { verificationCodes, type VerificationPurpose } from '../db/schema';
import { ApiFailure } from '../failure';
import { newNumericCode, sha256 } from './secrets';
import { sqlTime } from './sqlTime';

export const MAX_CODE_ATTEMPTS = 5;

const codeHash = (merchantId: number, purpose: string, target: string, code: string) => sha256(`${merchantId}:${purpose}:${target}:${code.trim()}`);

export interface IssueOptions {
  merchantId: number;
  purpose: VerificationPurpose;
  target: string;
  expiryMinutes: number;
  nowMs: number;
  /** A given code (e.g. a temporary password); a 6-digit one otherwise. */
  code?: string;
}

/** Issues a new code for (purpose, target); earlier codes for the same pair stop working. */
export async function issueCode(db: Database, options: IssueOptions): Promise<string> {
  const code = options.code ?? newNumericCode();
  const now = new Date(options.nowMs);
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.merchantId, options.merchantId),
        eq(verificationCodes.purpose, options.purpose),
        eq(verificationCodes.target, options.target),
        isNull(verificationCodes.consumedAt),
      ),
    );
  await db.insert(verificationCodes).values({
    merchantId: options.merchantId,
    purpose: options.purpose,
    target: options.target,
    codeHash: codeHash(options.merchantId, options.purpose, options.target, code),
    expiresAt: new Date(options.nowMs + options.expiryMinutes * 60_000),
    createdAt: now,
  });
  return code;
}

export interface CheckOptions {
  merchantId: number;
  purpose: VerificationPurpose;
  target: string;
  code: string;
  nowMs: number;
}

/**
 * True when the code matches the live code of (purpose, target), which is then used up. One statement takes a try
 * (at most MAX_CODE_ATTEMPTS per code), compares and consumes under the row's lock: parallel guesses are counted one
 * by one, the code is dead after its last try, and a right code is accepted once even when sent twice at once.
 */
export async function tryConsumeCode(db: Database, options: CheckOptions): Promise<'ok' | 'invalid' | 'expired'> {
  const v = verificationCodes;
  const now = sqlTime(options.nowMs);
  const hash = codeHash(options.merchantId, options.purpose, options.target, options.code);
  const live = and(
    eq(v.merchantId, options.merchantId),
    eq(v.purpose, options.purpose),
    eq(v.target, options.target),
    isNull(v.consumedAt),
  );
  const newest = db.select({ id: v.id }).from(v).where(live).orderBy(desc(v.id)).limit(1);
  const [tried] = await db
    .update(v)
    .set({
      attempts: sql`${v.attempts} + 1`,
      consumedAt: sql`case when ${v.codeHash} = ${hash} or ${v.attempts} + 1 >= ${MAX_CODE_ATTEMPTS} then ${now} else null end`,
    })
    .where(
      and(
        eq(v.id, sql`(${newest})`),
        isNull(v.consumedAt),
        lt(v.attempts, MAX_CODE_ATTEMPTS),
        sql`${v.expiresAt} > ${now}`,
      ),
    )
    .returning({ matched: sql<boolean>`${v.codeHash} = ${hash}` });
  if (tried) return tried.matched ? 'ok' : 'invalid';
  // No try was taken: tell an expired code from none.
  const [row] = await db.select({ expiresAt: v.expiresAt }).from(v).where(live).orderBy(desc(v.id)).limit(1);
  return row && row.expiresAt.getTime() <= options.nowMs ? 'expired' : 'invalid';
}

/** Like `tryConsumeCode`, throwing `code_invalid` / `code_expired`. */
export async function consumeCode(db: Database, options: CheckOptions): Promise<void> {
  const result = await tryConsumeCode(db, options);
  if (result === 'expired') throw new ApiFailure('code_expired', 'code expired, resend');
  if (result === 'invalid') throw new ApiFailure('code_invalid', 'enter a valid verification code');
}

export type CodeResult = 'ok' | 'invalid' | 'expired';

/**
 * Codes that must all be right together (changing a bound number takes the new number's code and the bound one's).
 * In one transaction each live code is locked and takes a try; all are used up only when all match, so one wrong code
 * does not burn the others (each is still dead after its MAX_CODE_ATTEMPTS-th try). Parallel requests wait on the row
 * locks and see each other's tries. `onMatched` runs in the same transaction when every code matched; when it throws,
 * nothing is written and the codes stay live. Answers a result per check ('ok' = matched).
 */
export async function tryConsumeCodes<T>(
  db: Database,
  checks: readonly CheckOptions[],
  onMatched: (tx: Database) => Promise<T>,
): Promise<{ results: CodeResult[]; value?: T }> {
  const v = verificationCodes;
  return db.transaction(async (tx) => {
    const rows: ({ id: number; codeHash: string; attempts: number; expiresAt: Date } | undefined)[] = [];
    for (const check of checks) {
      const [row] = await tx
        .select({ id: v.id, codeHash: v.codeHash, attempts: v.attempts, expiresAt: v.expiresAt })
        .from(v)
        .where(
          and(
            eq(v.merchantId, check.merchantId),
            eq(v.purpose, check.purpose),
            eq(v.target, check.target),
            isNull(v.consumedAt),
          ),
        )
        .orderBy(desc(v.id))
        .limit(1)
        .for('update');
      rows.push(row);
    }
    const results: CodeResult[] = checks.map((check, i) => {
      const row = rows[i];
      if (!row || row.attempts >= MAX_CODE_ATTEMPTS) return 'invalid';
      if (row.expiresAt.getTime() <= check.nowMs) return 'expired';
      return row.codeHash === codeHash(check.merchantId, check.purpose, check.target, check.code) ? 'ok' : 'invalid';
    });
    const allMatched = results.every((r) => r === 'ok');
    for (const [i, row] of rows.entries()) {
      const check = checks[i];
      if (!row || !check || results[i] === 'expired' || row.attempts >= MAX_CODE_ATTEMPTS) continue;
      const dead = allMatched || row.attempts + 1 >= MAX_CODE_ATTEMPTS;
      await tx
        .update(v)
        .set({ attempts: row.attempts + 1, consumedAt: dead ? new Date(check.nowMs) : null })
        .where(eq(v.id, row.id));
    }
    if (!allMatched) return { results };
    return { results, value: await onMatched(tx) };
  });
}
