/**
 * The payment (withdraw) password, PAYMENTPASS3: six digits, hashed with Argon2id like the login password
 * (services/secrets.ts). Money calls that move money out (withdrawals, the transfer to the upline) check it with
 * `verifyPaymentPassword`.
 *
 * Guessing is limited like the login (services/session.ts): each check first takes a try in one statement
 * (`update ... where failures < limit returning`), before the hash is looked at, so parallel guesses are counted one by
 * one; the try that reaches the merchant's `paymentPasswordMaxFailures` (default 5) wrong in a row locks the payment
 * password for PAYMENT_PASSWORD_LOCKOUT_MS; a right one resets the count. A storm of parallel guesses therefore gets
 * no more checks than the same guesses sent one after another, and a right password sent after them is refused.
 *
 * The first payment password is set with the login password, whose tries count on the login's own failure counter
 * (a wrong one here brings the login lockout as a wrong login does).
 */
import { ACCOUNT_TYPE_TRIAL, isFeatureEnabled } from '@croupier/contract';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { PlatformContext } from '../context';
import type { Database } from '../db';
import { DEFAULT_PAYMENT_PASSWORD_MAX_FAILURES, paymentPasswords, type Member, type Merchant } from '../db/schema';
import { ApiFailure, validationFailure } from '../failure';
import type { RequestOf } from './auth';
import { hashPassword, verifyPassword } from './secrets';
import { LOCK_AFTER_FAILURES, LOCKOUT_MS, failureCounter, type SessionAuth } from './session';
import type { Tx } from './wallet';

/** How long the payment password stays locked after too many wrong ones in a row. */
export const PAYMENT_PASSWORD_LOCKOUT_MS = 30 * 60_000;

export const paymentPasswordMaxFailures = (merchant: Pick<Merchant, 'settings'>): number =>
  Math.max(1, merchant.settings.paymentPasswordMaxFailures ?? DEFAULT_PAYMENT_PASSWORD_MAX_FAILURES);

/** Whether the merchant's money calls ask for the payment password (its PAYMENTPASS3 feature). */
export const paymentPasswordRequired = (merchant: Pick<Merchant, 'features'>): boolean =>
  isFeatureEnabled(merchant.features, 'PAYMENTPASS3');

const locked = (retryAfterMs: number) =>
  new ApiFailure('payment_password_locked', 'too many wrong payment passwords, try again later', { retryAfterMs });

/** Whether the member has a payment password, and until when it is locked (null: not locked). */
export async function paymentPasswordState(
  db: Database | Tx,
  memberId: number,
  nowMs: number,
): Promise<{ set: boolean; lockedUntil: number | null }> {
  const [row] = await db
    .select({ lockedUntil: paymentPasswords.lockedUntil })
    .from(paymentPasswords)
    .where(eq(paymentPasswords.memberId, memberId));
  const until = row?.lockedUntil?.getTime() ?? null;
  return { set: row !== undefined, lockedUntil: until !== null && until > nowMs ? until : null };
}

/** Checks the payment password whatever the merchant's features say (change, and `verifyPaymentPassword`). */
async function checkPaymentPassword(
  db: Database,
  merchant: Merchant,
  memberId: number,
  password: string,
  nowMs: number,
): Promise<void> {
  const p = paymentPasswords;
  const limit = paymentPasswordMaxFailures(merchant);
  // A lockout that ran out starts a fresh count.
  const current = sql`(case when ${p.lockedUntil} is null then ${p.failures} else 0 end)`;
  const [taken] = await db
    .update(p)
    .set({ failures: sql`${current} + 1`, lockedUntil: null })
    .where(
      and(
        eq(p.memberId, memberId),
        or(isNull(p.lockedUntil), lte(p.lockedUntil, new Date(nowMs))),
        sql`${current} < ${limit}`,
      ),
    )
    .returning({ failures: p.failures, hash: p.hash });
  if (!taken) {
    const state = await paymentPasswordState(db, memberId, nowMs);
    if (!state.set) throw new ApiFailure('payment_password_not_set', 'set a payment password first');
    // Locked, or the last tries before the lockout are being checked right now.
    throw locked(state.lockedUntil === null ? PAYMENT_PASSWORD_LOCKOUT_MS : state.lockedUntil - nowMs);
  }
  if (await verifyPassword(taken.hash, password)) {
    await db.update(p).set({ failures: 0, lockedUntil: null }).where(eq(p.memberId, memberId));
    return;
  }
  if (taken.failures >= limit) {
    // Only the try that reached the limit starts the lockout (not when a right password reset the count meanwhile).
    const started = await db
      .update(p)
      .set({ failures: 0, lockedUntil: new Date(nowMs + PAYMENT_PASSWORD_LOCKOUT_MS) })
      .where(and(eq(p.memberId, memberId), isNull(p.lockedUntil), sql`${p.failures} >= ${limit}`))
      .returning({ memberId: p.memberId });
    if (started.length > 0) throw locked(PAYMENT_PASSWORD_LOCKOUT_MS);
  }
  throw new ApiFailure('payment_password_invalid', 'wrong payment password', {
    remainingTries: Math.max(0, limit - taken.failures),
  });
}

/**
 * The check of every money call that carries the payment password: passes when the merchant does not ask for one
 * (PAYMENTPASS3 off; a password sent anyway is ignored); otherwise throws `validation_failed` (missing),
 * `payment_password_not_set`, `payment_password_locked` or `payment_password_invalid` (value.remainingTries).
 */
export async function verifyPaymentPassword(
  db: Database,
  merchant: Merchant,
  memberId: number,
  password: string | undefined,
  nowMs: number,
): Promise<void> {
  if (!paymentPasswordRequired(merchant)) return;
  if (password === undefined || password === '')
    throw validationFailure(
      [{ path: ['paymentPassword'], message: 'validation:required' }],
      'the payment password is required',
    );
  await checkPaymentPassword(db, merchant, memberId, password, nowMs);
}

function assertRealAccount(member: Member): void {
  if (member.type === ACCOUNT_TYPE_TRIAL)
    throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
}

/** The first payment password; the login password proves the member (its tries count as login failures). */
export async function setPaymentPassword(
  ctx: PlatformContext,
  merchant: Merchant,
  auth: SessionAuth,
  input: RequestOf<'paymentPasswordSet'>,
): Promise<null> {
  const { member } = auth;
  assertRealAccount(member);
  const nowMs = ctx.now();
  if ((await paymentPasswordState(ctx.db, member.id, nowMs)).set)
    throw new ApiFailure('payment_password_exists', 'a payment password is already set: change it instead');
  const counter = failureCounter(ctx, merchant, member, member.account);
  const attempt = await counter.take(LOCK_AFTER_FAILURES, nowMs);
  if (attempt === null)
    throw new ApiFailure('too_frequent', 'too many wrong passwords, try again after 5 minutes', {
      retryAfterMs: LOCKOUT_MS,
    });
  if (!(await verifyPassword(member.passwordHash, input.loginPassword))) {
    if (attempt >= LOCK_AFTER_FAILURES && (await counter.lock(nowMs)))
      throw new ApiFailure('too_frequent', 'too many wrong passwords, try again after 5 minutes', {
        retryAfterMs: LOCKOUT_MS,
      });
    throw new ApiFailure('wrong_credentials', 'the login password is wrong');
  }
  await counter.reset();
  const hash = await hashPassword(input.paymentPassword);
  const inserted = await ctx.db
    .insert(paymentPasswords)
    .values({ memberId: member.id, merchantId: merchant.id, hash, changedAt: new Date(nowMs) })
    .onConflictDoNothing({ target: paymentPasswords.memberId })
    .returning({ memberId: paymentPasswords.memberId });
  // Two first passwords at once: the first one stays.
  if (inserted.length === 0)
    throw new ApiFailure('payment_password_exists', 'a payment password is already set: change it instead');
  return null;
}

/** A new payment password; the old one is checked (and counted) like any payment password. */
export async function changePaymentPassword(
  ctx: PlatformContext,
  merchant: Merchant,
  auth: SessionAuth,
  input: RequestOf<'paymentPasswordChange'>,
): Promise<null> {
  const { member } = auth;
  assertRealAccount(member);
  const nowMs = ctx.now();
  await checkPaymentPassword(ctx.db, merchant, member.id, input.oldPaymentPassword, nowMs);
  if (input.newPaymentPassword === input.oldPaymentPassword)
    throw new ApiFailure('password_weak', 'the new payment password must differ from the current one');
  const hash = await hashPassword(input.newPaymentPassword);
  await ctx.db
    .update(paymentPasswords)
    .set({ hash, failures: 0, lockedUntil: null, changedAt: new Date(nowMs) })
    .where(eq(paymentPasswords.memberId, member.id));
  return null;
}

/** Registration's payment password (when the merchant's config asks for one), in the registration's transaction. */
export async function storeRegistrationPaymentPassword(
  tx: Tx,
  row: { memberId: number; merchantId: number; hash: string; at: Date },
): Promise<void> {
  await tx
    .insert(paymentPasswords)
    .values({ memberId: row.memberId, merchantId: row.merchantId, hash: row.hash, changedAt: row.at })
    .onConflictDoNothing({ target: paymentPasswords.memberId });
}
