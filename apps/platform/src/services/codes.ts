/** One-time verification codes (SMS and e-mail): issued with an expiry, stored hashed, at most 5 tries each. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db';
import { verificationCodes, type VerificationPurpose } from '../db/schema';
import { ApiFailure } from '../http/failure';
import { newNumericCode, sha256 } from './secrets';

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

/** True when the code matches the live code of (purpose, target), which is then used up. */
export async function tryConsumeCode(db: Database, options: CheckOptions): Promise<'ok' | 'invalid' | 'expired'> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.merchantId, options.merchantId),
        eq(verificationCodes.purpose, options.purpose),
        eq(verificationCodes.target, options.target),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!row) return 'invalid';
  if (row.expiresAt.getTime() <= options.nowMs) return 'expired';
  if (row.codeHash !== codeHash(options.merchantId, options.purpose, options.target, options.code)) {
    const attempts = row.attempts + 1;
    await db
      .update(verificationCodes)
      .set({ attempts, ...(attempts >= MAX_CODE_ATTEMPTS ? { consumedAt: new Date(options.nowMs) } : {}) })
      .where(eq(verificationCodes.id, row.id));
    return 'invalid';
  }
  await db.update(verificationCodes).set({ consumedAt: new Date(options.nowMs) }).where(eq(verificationCodes.id, row.id));
  return 'ok';
}

/** Like `tryConsumeCode`, throwing `code_invalid` / `code_expired`. */
export async function consumeCode(db: Database, options: CheckOptions): Promise<void> {
  const result = await tryConsumeCode(db, options);
  if (result === 'expired') throw new ApiFailure('code_expired', 'code expired, resend');
  if (result === 'invalid') throw new ApiFailure('code_invalid', 'enter a valid verification code');
}
