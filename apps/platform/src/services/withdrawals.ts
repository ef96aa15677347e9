/**
 * Withdrawals: the member's request, the operator's review (approve pays out through a `PayoutProvider`, reject gives
 * the money back), the member's receipt confirmation, and the forced receipt when the member does not answer in time.
 *
 * Money. A request moves the amount, in one ledger transaction (`withdrawal_hold`, key `withdrawal:<requestId>`), from
 * the member's main wallet to the member's `hold` account, under the main wallet's row lock, after the balance check
 * made under that lock: parallel requests, bets and transfers are served one at a time, so the balance is never spent
 * twice. A rejection moves it back (`withdrawal_release`); a payout moves it to the merchant's `payout` account
 * (`withdrawal`): it has left the platform. The receipt confirmation and the forced receipt move no money (a forced
 * receipt is not refunded; a dispute is the operator's to settle).
 *
 * Status changes are conditional updates (`... where status = 'pending'`): approve and reject, twice or at once,
 * act once; a confirmation and the forced receipt, at once, act once. Locks are taken in one order everywhere: the
 * main wallet, then the hold account, then the withdrawal row.
 *
 * Idempotency. `requestId` is the client's key: a repeat by the same member with the same content answers the first
 * answer (stored with the ledger transaction); another member's use of it, or other content, is `request_conflict`.
 *
 * Limits. The merchant's (`settings`: smallest and largest amount, withdrawals a day) and, on top, those of the member's
 * VIP level (services/vip.ts: largest amount, withdrawals a day): the stricter wins. A refusal by the merchant's limit
 * is `amount_out_of_range` / `daily_limit_reached`; one by the level's only is `vip_withdrawal_amount_limit` /
 * `vip_withdrawal_daily_limit` (with the level). The day is the one the merchant's count already uses, 00:00-24:00
 * UTC, rejected withdrawals not counted. The count is read under the main wallet's row lock, so parallel requests are
 * counted one after the other: never more than the limit.
 *
 * Forced receipts. Approval enqueues one job per withdrawal (WITHDRAWAL_RECEIPT_JOB, key `withdrawal:<id>`) due at the
 * receipt deadline; it makes the withdrawal `forced_received` if it is still unconfirmed. A sweep every minute
 * (WITHDRAWAL_RECEIPT_SWEEP) does the same for any overdue one, so a job lost between the approval's commit and its
 * enqueue (a crash) delays a forced receipt by a minute at most. Both are conditional updates: idempotent.
 */
import {
  ACCOUNT_TYPE_TRIAL,
  isFeatureEnabled,
  MAX_PAYOUT_ACCOUNTS,
  type ReceiptOutcome,
  type Withdrawal,
  type WithdrawalStatus,
} from '@croupier/contract';
import { and, count, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { PlatformContext } from '../context';
import type { Database } from '../db';
import {
  DEFAULT_WITHDRAWAL_DAILY_COUNT,
  DEFAULT_WITHDRAWAL_MAX_AMOUNT,
  DEFAULT_WITHDRAWAL_MIN_AMOUNT,
  DEFAULT_WITHDRAWAL_RECEIPT_MINUTES,
  members,
  merchants,
  withdrawalProofs,
  withdrawals,
  type Member,
  type Merchant,
} from '../db/schema';
import { ApiFailure, validationFailure } from '../failure';
import type { JobQueue } from '../jobs/queue';
import type { RequestOf } from './auth';
import { sendMessage } from './inbox';
import { paymentPasswordRequired, paymentPasswordState, verifyPaymentPassword } from './paymentPassword';
import { destinationOf, findPayoutAccount, listPayoutAccounts, maskAccountNumber } from './payoutAccounts';
import type { PayoutProvider } from './payouts';
import { turnoverState } from './turnover';
import { imageTypeOf, type UploadedFile } from './uploads';
import { vipWithdrawalLimits } from './vip';
import {
  HOLD,
  MAIN_WALLET,
  PAYOUT,
  balanceOf,
  contentHash,
  ensureAccount,
  isUniqueViolation,
  lockAccount,
  memberWallets,
  post,
  storedAnswer,
  toMajor,
  toMinor,
  type Tx,
} from './wallet';

export const WITHDRAWAL_RECEIPT_JOB = 'withdrawal.force-receipt';
export const WITHDRAWAL_RECEIPT_SWEEP = 'withdrawal.force-overdue-receipts';
export const WITHDRAWAL_SWEEP_SECONDS = 60;
const DAY_MS = 86_400_000;

type WithdrawalRow = typeof withdrawals.$inferSelect;

export interface WithdrawalLimits {
  /** Minor units. */
  min: number;
  max: number;
  dailyCount: number;
}

export function withdrawalLimits(merchant: Pick<Merchant, 'settings'>): WithdrawalLimits {
  const s = merchant.settings;
  return {
    min: s.withdrawalMinAmount ?? DEFAULT_WITHDRAWAL_MIN_AMOUNT,
    max: s.withdrawalMaxAmount ?? DEFAULT_WITHDRAWAL_MAX_AMOUNT,
    dailyCount: s.withdrawalDailyCount ?? DEFAULT_WITHDRAWAL_DAILY_COUNT,
  };
}

export interface MemberWithdrawalLimits extends WithdrawalLimits {
  /** The member's VIP level's own limits (null: the merchant has no levels). */
  vip: { level: number; max: number; dailyCount: number } | null;
}

/** The merchant's limits made stricter by the member's VIP level's (see the module comment). */
export async function memberWithdrawalLimits(
  db: Database,
  merchant: Merchant,
  member: Pick<Member, 'id'>,
): Promise<MemberWithdrawalLimits> {
  const own = withdrawalLimits(merchant);
  const level = await vipWithdrawalLimits(db, merchant, member);
  if (!level) return { ...own, vip: null };
  return {
    min: own.min,
    max: Math.min(own.max, level.maxAmount),
    dailyCount: Math.min(own.dailyCount, level.dailyCount),
    vip: { level: level.level, max: level.maxAmount, dailyCount: level.dailyCount },
  };
}

export const receiptMinutes = (merchant: Pick<Merchant, 'settings'>): number =>
  merchant.settings.withdrawalReceiptMinutes ?? DEFAULT_WITHDRAWAL_RECEIPT_MINUTES;

/** The order number members and operators see. */
export const orderNoOf = (id: number): string => `W${String(id).padStart(8, '0')}`;

const ms = (date: Date | null): number | null => (date ? date.getTime() : null);

export function publicWithdrawal(row: WithdrawalRow): Withdrawal {
  const d = row.destination;
  return {
    id: row.id,
    orderNo: orderNoOf(row.id),
    amount: toMajor(row.amount),
    status: row.status,
    destination: {
      accountId: d.accountId,
      type: d.type,
      holderName: d.holderName,
      bankName: d.bankName,
      branch: d.branch,
      provider: d.provider,
      network: d.network,
      number: maskAccountNumber(d.type, d.number),
    },
    createdAt: row.createdAt.getTime(),
    reviewedAt: ms(row.reviewedAt),
    rejectReason: row.rejectReason,
    receiptDeadline: ms(row.receiptDeadline),
    confirmedAt: ms(row.confirmedAt),
    outcome: row.outcome,
    receivedAmount: row.receivedAmount === null ? null : toMajor(row.receivedAmount),
    remark: row.remark,
  };
}

/** Refuses trial accounts, and merchants whose cashier is closed (WITHDRAW off, or a credit market: CREDITMAR3). */
export function assertCashierOpen(merchant: Merchant, member: Member): void {
  if (!isFeatureEnabled(merchant.features, 'WITHDRAW') || isFeatureEnabled(merchant.features, 'CREDITMAR3'))
    throw new ApiFailure('feature_not_enabled', 'withdrawals are not enabled');
  if (member.type === ACCOUNT_TYPE_TRIAL)
    throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
}

const dayStart = (nowMs: number) => Math.floor(nowMs / DAY_MS) * DAY_MS;

/** Withdrawals the member requested today (UTC), rejected ones left out. */
async function usedToday(db: Database | Tx, memberId: number, nowMs: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        gte(withdrawals.createdAt, new Date(dayStart(nowMs))),
        ne(withdrawals.status, 'rejected'),
      ),
    );
  return Number(row?.n ?? 0);
}

const NOT_PAID_OUT: WithdrawalStatus[] = ['pending', 'paying'];

export async function withdrawalInfo(ctx: PlatformContext, merchant: Merchant, member: Member) {
  assertCashierOpen(merchant, member);
  const nowMs = ctx.now();
  const limits = await memberWithdrawalLimits(ctx.db, merchant, member);
  const [balance, used, turnover, password, accounts, pending] = await Promise.all([
    balanceOf(ctx.db, merchant.id, member.id, MAIN_WALLET),
    usedToday(ctx.db, member.id, nowMs),
    turnoverState(ctx.db, member.id),
    paymentPasswordState(ctx.db, member.id, nowMs),
    listPayoutAccounts(ctx.db, member.id),
    ctx.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, member.id), inArray(withdrawals.status, NOT_PAID_OUT)))
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)),
  ]);
  return {
    balance: toMajor(balance),
    minAmount: toMajor(limits.min),
    maxAmount: toMajor(limits.max),
    dailyCount: { limit: limits.dailyCount, used, resetsAt: dayStart(nowMs) + DAY_MS },
    ...(limits.vip ? { vipLevel: limits.vip.level } : {}),
    turnover: {
      required: toMajor(turnover.required),
      completed: toMajor(turnover.completed),
      remaining: toMajor(turnover.remaining),
    },
    paymentPasswordRequired: paymentPasswordRequired(merchant),
    hasPaymentPassword: password.set,
    paymentPasswordLockedUntil: password.lockedUntil,
    accounts,
    maxAccounts: MAX_PAYOUT_ACCOUNTS,
    pending: pending.map(publicWithdrawal),
  };
}

type CreateAnswer = { withdrawal: Withdrawal; balance: number };

export async function createWithdrawal(
  ctx: PlatformContext,
  merchant: Merchant,
  member: Member,
  input: RequestOf<'withdrawalCreate'>,
): Promise<CreateAnswer> {
  assertCashierOpen(merchant, member);
  const amount = toMinor(input.amount);
  const key = `withdrawal:${input.requestId}`;
  const hash = contentHash({ call: 'withdrawal', memberId: member.id, accountId: input.accountId, amount });
  const replay = await storedAnswer(ctx.db, key, member.id, hash);
  if (replay !== undefined) return replay as CreateAnswer;

  const own = withdrawalLimits(merchant);
  if (amount < own.min || amount > own.max)
    throw new ApiFailure('amount_out_of_range', 'the amount is outside the allowed range', {
      min: toMajor(own.min),
      max: toMajor(own.max),
    });
  const limits = await memberWithdrawalLimits(ctx.db, merchant, member);
  if (limits.vip && amount > limits.vip.max)
    throw new ApiFailure('vip_withdrawal_amount_limit', "the amount is above the largest withdrawal of the member's VIP level", {
      max: toMajor(limits.vip.max),
      level: limits.vip.level,
    });
  const account = await findPayoutAccount(ctx.db, member.id, input.accountId);
  await verifyPaymentPassword(ctx.db, merchant, member.id, input.paymentPassword, ctx.now());

  const nowMs = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      await ensureAccount(tx, merchant.id, member.id, MAIN_WALLET);
      const main = await lockAccount(tx, merchant.id, member.id, MAIN_WALLET);
      // A twin of this request may have committed while this one waited for the lock.
      const twin = await storedAnswer(tx, key, member.id, hash);
      if (twin !== undefined) return twin as CreateAnswer;
      const used = await usedToday(tx, member.id, nowMs);
      if (used >= own.dailyCount)
        throw new ApiFailure('daily_limit_reached', 'the daily number of withdrawals is reached', {
          limit: own.dailyCount,
        });
      if (limits.vip && used >= limits.vip.dailyCount)
        throw new ApiFailure('vip_withdrawal_daily_limit', "the daily number of withdrawals of the member's VIP level is reached", {
          limit: limits.vip.dailyCount,
          level: limits.vip.level,
        });
      const turnover = await turnoverState(tx, member.id);
      if (turnover.remaining > 0)
        throw new ApiFailure('turnover_not_met', 'the required turnover is not met yet', {
          remaining: toMajor(turnover.remaining),
        });
      if (main.balance < amount) throw new ApiFailure('insufficient_balance', 'insufficient balance');
      await ensureAccount(tx, merchant.id, member.id, HOLD);
      const hold = await lockAccount(tx, merchant.id, member.id, HOLD);
      const [row] = await tx
        .insert(withdrawals)
        .values({
          merchantId: merchant.id,
          memberId: member.id,
          requestId: input.requestId,
          amount,
          status: 'pending',
          destination: destinationOf(account),
          createdAt: new Date(nowMs),
        })
        .returning();
      if (!row) throw new Error('withdrawal not stored');
      const answer: CreateAnswer = { withdrawal: publicWithdrawal(row), balance: toMajor(main.balance - amount) };
      await post(
        tx,
        {
          merchantId: merchant.id,
          memberId: member.id,
          kind: 'withdrawal_hold',
          idempotencyKey: key,
          requestHash: hash,
          result: answer,
          at: new Date(nowMs),
        },
        [
          { accountId: main.id, amount: -amount },
          { accountId: hold.id, amount },
        ],
      );
      return answer;
    });
  } catch (error) {
    // The request id is unique: a twin that committed first (or another member's use of the id) decides.
    if (!isUniqueViolation(error)) throw error;
    const first = await storedAnswer(ctx.db, key, member.id, hash);
    if (first === undefined)
      throw new ApiFailure('request_conflict', 'this request id was already used for a different request');
    return first as CreateAnswer;
  }
}

export async function listWithdrawals(
  ctx: PlatformContext,
  merchant: Merchant,
  member: Member,
  query: RequestOf<'withdrawalList'>,
) {
  assertCashierOpen(merchant, member);
  const pageSize = query.pageSize ?? 20;
  const pageNo = query.pageNo ?? 1;
  const where = and(
    eq(withdrawals.memberId, member.id),
    query.status ? eq(withdrawals.status, query.status) : undefined,
  );
  const [totals] = await ctx.db.select({ n: count() }).from(withdrawals).where(where);
  const total = Number(totals?.n ?? 0);
  const offset = (pageNo - 1) * pageSize;
  const rows =
    offset < total
      ? await ctx.db
          .select()
          .from(withdrawals)
          .where(where)
          .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
          .limit(pageSize)
          .offset(offset)
      : [];
  return {
    list: rows.map(publicWithdrawal),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    total,
  };
}

// ---- receipt confirmation --------------------------------------------------------------------------------------------

export async function paymentConfirmationList(ctx: PlatformContext, merchant: Merchant, member: Member) {
  assertCashierOpen(merchant, member);
  const nowMs = ctx.now();
  const rows = await ctx.db
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, member.id),
        eq(withdrawals.status, 'awaiting_confirmation'),
        sql`${withdrawals.receiptDeadline} > ${new Date(nowMs).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(withdrawals.receiptDeadline, withdrawals.id);
  return { list: rows.map(publicWithdrawal), serverTime: nowMs };
}

export interface ReceiptInput {
  withdrawalId: number;
  outcome: ReceiptOutcome;
  receivedAmount?: number | undefined;
  remark?: string | undefined;
}

export const MAX_PROOFS = 3;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

/** Checks the proof images: at most 3, each under 5 MB and a png or jpg by its content. Answers their types. */
function checkProofs(files: readonly UploadedFile[]): ('image/png' | 'image/jpeg')[] {
  if (files.length > MAX_PROOFS)
    throw new ApiFailure('upload_too_many', `at most ${MAX_PROOFS} images`, { max: MAX_PROOFS });
  return files.map((file) => {
    if (file.data.length > MAX_PROOF_BYTES)
      throw new ApiFailure('upload_too_large', 'each image must be under 5 MB', { maxBytes: MAX_PROOF_BYTES });
    const type = imageTypeOf(file.data);
    if (!type) throw new ApiFailure('upload_type_invalid', `${file.filename || 'a file'} is not a png or jpg image`);
    return type;
  });
}

/**
 * The member's answer to a paid-out withdrawal: `full` completes it; `partial` (less than the amount arrived) and
 * `none` (proof images required) put it in dispute with the images stored for the operator. Refused after the deadline
 * or once answered (`confirmation_closed`).
 */
export async function confirmReceipt(
  ctx: PlatformContext,
  merchant: Merchant,
  member: Member,
  input: ReceiptInput,
  files: readonly UploadedFile[],
): Promise<{ withdrawal: Withdrawal }> {
  assertCashierOpen(merchant, member);
  const types = checkProofs(files);
  if (input.outcome === 'none' && files.length === 0)
    throw validationFailure(
      [{ path: ['proof'], message: 'validation:required' }],
      'proof images are required when nothing was received',
    );
  if (input.outcome === 'full' && files.length > 0)
    throw validationFailure(
      [{ path: ['proof'], message: 'proof images go with a partial or missing receipt' }],
      'no proof with a full receipt',
    );
  const [current] = await ctx.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, input.withdrawalId), eq(withdrawals.memberId, member.id)));
  if (!current) throw new ApiFailure('not_found', 'no such withdrawal');
  if (current.status === 'pending' || current.status === 'paying')
    throw new ApiFailure('operation_not_allowed', 'this withdrawal has not been paid out yet');
  let received = current.amount;
  if (input.outcome === 'none') received = 0;
  if (input.outcome === 'partial') {
    received = toMinor(input.receivedAmount ?? 0);
    if (received <= 0 || received >= current.amount)
      throw new ApiFailure('amount_out_of_range', 'a partial receipt is more than 0 and less than the amount', {
        min: 0.01,
        max: toMajor(current.amount - 1),
      });
  }
  const nowMs = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(withdrawals)
      .set({
        status: input.outcome === 'full' ? 'completed' : 'disputed',
        outcome: input.outcome,
        receivedAmount: received,
        remark: input.remark?.trim() || null,
        confirmedAt: new Date(nowMs),
      })
      .where(
        and(
          eq(withdrawals.id, current.id),
          eq(withdrawals.memberId, member.id),
          eq(withdrawals.status, 'awaiting_confirmation'),
          sql`${withdrawals.receiptDeadline} > ${new Date(nowMs).toISOString()}::timestamptz`,
        ),
      )
      .returning();
    if (!updated) throw new ApiFailure('confirmation_closed', 'this withdrawal can no longer be confirmed');
    if (files.length > 0)
      await tx.insert(withdrawalProofs).values(
        files.map((file, i) => ({
          withdrawalId: updated.id,
          memberId: member.id,
          contentType: types[i] ?? 'image/png',
          size: file.data.length,
          data: file.data,
          createdAt: new Date(nowMs),
        })),
      );
    return updated;
  });
  return { withdrawal: publicWithdrawal(row) };
}

// ---- funds -----------------------------------------------------------------------------------------------------------

export async function fundsConsolidated(ctx: PlatformContext, merchant: Merchant, member: Member) {
  const [wallets, held, turnover] = await Promise.all([
    memberWallets(ctx.db, merchant.id, member.id),
    balanceOf(ctx.db, merchant.id, member.id, HOLD),
    turnoverState(ctx.db, member.id),
  ]);
  const main = Number(wallets.find((w) => w.kind === MAIN_WALLET)?.balance ?? 0);
  const vendors = wallets.filter((w) => w.kind.startsWith('vendor:'));
  const total = main + held + vendors.reduce((sum, w) => sum + Number(w.balance), 0);
  return {
    mainBalance: toMajor(main),
    vendorWallets: vendors.map((w) => ({
      wallet: w.kind.slice('vendor:'.length),
      balance: toMajor(Number(w.balance)),
    })),
    held: toMajor(held),
    total: toMajor(total),
    turnoverRemaining: toMajor(turnover.remaining),
  };
}

// ---- the operator's side ---------------------------------------------------------------------------------------------

export type ReviewResult =
  | { outcome: 'approved' | 'rejected'; withdrawal: WithdrawalRow }
  | { outcome: 'declined'; reason: string; withdrawal: WithdrawalRow }
  | { outcome: 'not_pending'; withdrawal: WithdrawalRow }
  | { outcome: 'not_found' };

async function withdrawalById(db: Database | Tx, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

/** Gives the held amount back to the member's main wallet; only a pending withdrawal is rejected, and only once. */
export async function rejectWithdrawal(
  db: Database,
  id: number,
  reason: string | null,
  nowMs: number,
): Promise<ReviewResult> {
  const current = await withdrawalById(db, id);
  if (!current) return { outcome: 'not_found' };
  return db.transaction(async (tx) => {
    await ensureAccount(tx, current.merchantId, current.memberId, MAIN_WALLET);
    const main = await lockAccount(tx, current.merchantId, current.memberId, MAIN_WALLET);
    const hold = await lockAccount(tx, current.merchantId, current.memberId, HOLD);
    const [row] = await tx
      .update(withdrawals)
      .set({ status: 'rejected', reviewedAt: new Date(nowMs), rejectReason: reason })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
      .returning();
    if (!row) return { outcome: 'not_pending' as const, withdrawal: (await withdrawalById(tx, id)) ?? current };
    await post(
      tx,
      {
        merchantId: row.merchantId,
        memberId: row.memberId,
        kind: 'withdrawal_release',
        idempotencyKey: `withdrawal:release:${id}`,
        at: new Date(nowMs),
      },
      [
        { accountId: hold.id, amount: -row.amount },
        { accountId: main.id, amount: row.amount },
      ],
    );
    await sendMessage(tx, {
      merchantId: row.merchantId,
      memberId: row.memberId,
      kind: 'withdrawal_rejected',
      params: { orderNo: orderNoOf(id), amount: toMajor(row.amount), ...(reason ? { reason } : {}) },
      dedupeKey: `withdrawal:rejected:${id}`,
      at: new Date(nowMs),
    });
    return { outcome: 'rejected' as const, withdrawal: row };
  });
}

export interface ApproveOptions {
  payouts: PayoutProvider;
  /** Where the forced-receipt job goes (the CLI's queue or the running platform's). */
  jobs: Pick<JobQueue, 'enqueue'>;
  nowMs: number;
}

/**
 * Pays a pending withdrawal out and books it: pending -> paying (claimed, so a rejection can no longer take it), the
 * provider's payout (idempotent by the withdrawal's reference), then in one transaction the hold -> payout ledger
 * transaction, status awaiting_confirmation with the receipt deadline, and the member's message; then the forced-
 * receipt job. A declined payout goes back to pending. A withdrawal left `paying` by a crash is finished by running
 * the approval again.
 */
export async function approveWithdrawal(db: Database, id: number, options: ApproveOptions): Promise<ReviewResult> {
  const { nowMs } = options;
  const [claimed] = await db
    .update(withdrawals)
    .set({ status: 'paying', reviewedAt: new Date(nowMs) })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
    .returning();
  const current = claimed ?? (await withdrawalById(db, id));
  if (!current) return { outcome: 'not_found' };
  if (current.status !== 'paying') return { outcome: 'not_pending', withdrawal: current };

  const result = await options.payouts.payout({
    reference: `withdrawal:${id}`,
    merchantId: current.merchantId,
    amount: current.amount,
    destination: current.destination,
  });
  if (result.status === 'declined') {
    const [back] = await db
      .update(withdrawals)
      .set({ status: 'pending', reviewedAt: null })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'paying')))
      .returning();
    return { outcome: 'declined', reason: result.reason, withdrawal: back ?? current };
  }

  const [merchant] = await db.select().from(merchants).where(eq(merchants.id, current.merchantId));
  if (!merchant) throw new Error(`withdrawal ${id}: merchant ${current.merchantId} is gone`);
  const minutes = receiptMinutes(merchant);
  const deadlineMs = nowMs + Math.round(minutes * 60_000);
  const outcome = await db.transaction(async (tx) => {
    const hold = await lockAccount(tx, current.merchantId, current.memberId, HOLD);
    await ensureAccount(tx, current.merchantId, null, PAYOUT);
    const payout = await lockAccount(tx, current.merchantId, null, PAYOUT);
    const [row] = await tx
      .update(withdrawals)
      .set({
        status: 'awaiting_confirmation',
        payoutReference: result.providerReference,
        receiptDeadline: new Date(deadlineMs),
      })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'paying')))
      .returning();
    // Another approval of the same withdrawal finished it first.
    if (!row) return { outcome: 'not_pending' as const, withdrawal: (await withdrawalById(tx, id)) ?? current };
    await post(
      tx,
      {
        merchantId: row.merchantId,
        memberId: row.memberId,
        kind: 'withdrawal',
        idempotencyKey: `withdrawal:paid:${id}`,
        at: new Date(nowMs),
      },
      [
        { accountId: hold.id, amount: -row.amount },
        { accountId: payout.id, amount: row.amount },
      ],
    );
    await sendMessage(tx, {
      merchantId: row.merchantId,
      memberId: row.memberId,
      kind: 'withdrawal_approved',
      params: { orderNo: orderNoOf(id), amount: toMajor(row.amount), receiptMinutes: minutes },
      dedupeKey: `withdrawal:approved:${id}`,
      at: new Date(nowMs),
    });
    return { outcome: 'approved' as const, withdrawal: row };
  });
  if (outcome.outcome === 'approved')
    await options.jobs.enqueue(
      WITHDRAWAL_RECEIPT_JOB,
      { withdrawalId: id },
      { key: `withdrawal:${id}`, delayMs: Math.max(0, deadlineMs - nowMs) },
    );
  return outcome;
}

/** The forced receipt of one withdrawal: `forced` when it was unconfirmed at its deadline, `not_due` before it. */
export async function forceReceipt(db: Database, id: number, nowMs: number): Promise<'forced' | 'not_due' | 'closed'> {
  const rows = await db
    .update(withdrawals)
    .set({ status: 'forced_received', outcome: 'forced', confirmedAt: new Date(nowMs) })
    .where(
      and(
        eq(withdrawals.id, id),
        eq(withdrawals.status, 'awaiting_confirmation'),
        lte(withdrawals.receiptDeadline, new Date(nowMs)),
      ),
    )
    .returning({ id: withdrawals.id });
  if (rows.length > 0) return 'forced';
  const row = await withdrawalById(db, id);
  return row?.status === 'awaiting_confirmation' ? 'not_due' : 'closed';
}

/** Every overdue unconfirmed withdrawal becomes forced_received; answers how many. */
export async function forceOverdueReceipts(db: Database, nowMs: number): Promise<number> {
  const rows = await db
    .update(withdrawals)
    .set({ status: 'forced_received', outcome: 'forced', confirmedAt: new Date(nowMs) })
    .where(and(eq(withdrawals.status, 'awaiting_confirmation'), lte(withdrawals.receiptDeadline, new Date(nowMs))))
    .returning({ id: withdrawals.id });
  return rows.length;
}

export function registerWithdrawalJobs(jobs: JobQueue, db: Database, now: () => number): void {
  jobs.register<{ withdrawalId: number }>(
    WITHDRAWAL_RECEIPT_JOB,
    async (job) => {
      const id = Number(job.data.withdrawalId);
      if (!Number.isSafeInteger(id)) return;
      // Due by the queue's clock but not by the platform's (clocks a little apart): the retry comes back later.
      if ((await forceReceipt(db, id, now())) === 'not_due')
        throw new Error(`withdrawal ${id}: receipt deadline not reached yet`);
    },
    { retryLimit: 10, retryDelaySeconds: 5, retryDelayMaxSeconds: 300 },
  );
  jobs.every(WITHDRAWAL_RECEIPT_SWEEP, WITHDRAWAL_SWEEP_SECONDS, async () => {
    await forceOverdueReceipts(db, now());
  });
}

/** The operator's list (newest first) with the member's account and merchant code. */
export async function operatorWithdrawals(db: Database, status: WithdrawalStatus | null, limit: number) {
  return db
    .select({ withdrawal: withdrawals, account: members.account, merchantCode: merchants.code })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .innerJoin(merchants, eq(merchants.id, withdrawals.merchantId))
    .where(status ? eq(withdrawals.status, status) : undefined)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
}

/** The proofs of a withdrawal, without their bytes. */
export async function proofsOf(db: Database, withdrawalId: number) {
  return db
    .select({
      id: withdrawalProofs.id,
      contentType: withdrawalProofs.contentType,
      size: withdrawalProofs.size,
      createdAt: withdrawalProofs.createdAt,
    })
    .from(withdrawalProofs)
    .where(eq(withdrawalProofs.withdrawalId, withdrawalId))
    .orderBy(withdrawalProofs.id);
}

export async function proofImage(db: Database, proofId: number) {
  const [row] = await db.select().from(withdrawalProofs).where(eq(withdrawalProofs.id, proofId));
  return row;
}
