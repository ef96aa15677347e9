/**
 * Bonuses: `creditBonus` is the one way money is given as a bonus (the operator's `bonus` command, the seed, and the
 * promotions, rebates, VIP and missions that come later). One call, in one transaction: a `bonus_credits` row, one
 * ledger transaction of kind `bonus` from the merchant's cash account into the member's main wallet, and, when the
 * bonus carries turnover, a turnover requirement (source `bonus`) the member must bet before withdrawing.
 *
 * Idempotent per `reference` (unique per merchant): the same request again, in sequence or in parallel, answers the
 * first credit (`repeated: true`) and moves nothing; the same reference with other content (member, source, amounts,
 * remark) is refused with `reference_conflict`. Concurrency as in the wallet: the member's main wallet row is locked
 * first, then the reference is looked up; a parallel credit of another member under the same reference is caught by
 * the unique key (`ON CONFLICT DO NOTHING` waits for it) before any money moves.
 */
import { createHash } from 'node:crypto';
import { bonusSources, type BonusSource } from '@croupier/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { bonusCredits, ledgerTransactions, members } from '../db/schema';
import { addRequirement } from './turnover';
import { CASH, MAIN_WALLET, canonicalJson, ensureAccount, lockAccount, post, type Tx } from './wallet';

/** Largest bonus, minor units (1e12 major units: int8 holds far more). */
export const MAX_BONUS_MINOR = 100_000_000_000_000;
/** Largest turnover multiple of a bonus. */
export const MAX_TURNOVER_MULTIPLE = 1000;
export const MAX_BONUS_REFERENCE = 128;
export const MAX_BONUS_REMARK = 200;

export interface BonusCreditRequest {
  merchantId: number;
  memberId: number;
  source: BonusSource;
  /** Minor units, positive. */
  amount: number;
  /** Turnover required, as a multiple of the amount (0: none); at most two decimals are meaningful. */
  turnoverMultiple: number;
  /** The caller's idempotency key: a promotion claim id, a rebate period, an operator's reference. */
  reference: string;
  /** A note shown as is in the bonus details (a promotion's name...). */
  remark?: string | null | undefined;
  at: Date;
}

export interface BonusCreditResult {
  bonusId: number;
  transactionId: number;
  amount: number;
  /** Turnover added, minor units. */
  turnover: number;
  /** The main wallet's balance after the credit (the first credit's, on a repeat). */
  balance: number;
  repeated: boolean;
}

export class BonusError extends Error {
  constructor(
    readonly code: 'invalid_bonus' | 'unknown_member' | 'reference_conflict',
    message: string,
  ) {
    super(message);
  }
}

/** Turnover of a bonus, minor units. */
export const bonusTurnover = (amount: number, multiple: number): number =>
  Math.round((amount * Math.round(multiple * 100)) / 100);

function check(request: BonusCreditRequest): void {
  const fail = (message: string) => {
    throw new BonusError('invalid_bonus', message);
  };
  if (!bonusSources.includes(request.source)) fail(`source must be one of ${bonusSources.join(', ')}`);
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0 || request.amount > MAX_BONUS_MINOR)
    fail('amount must be a positive integer of minor units');
  if (
    !Number.isFinite(request.turnoverMultiple) ||
    request.turnoverMultiple < 0 ||
    request.turnoverMultiple > MAX_TURNOVER_MULTIPLE
  )
    fail(`turnover multiple must be 0 to ${MAX_TURNOVER_MULTIPLE}`);
  if (
    request.reference.length < 1 ||
    request.reference.length > MAX_BONUS_REFERENCE ||
    [...request.reference].some((c) => c < ' ' || c === '\u007f')
  )
    fail(`reference must be 1 to ${MAX_BONUS_REFERENCE} printable characters`);
  if (request.remark && request.remark.length > MAX_BONUS_REMARK)
    fail(`remark must be at most ${MAX_BONUS_REMARK} characters`);
}

const requestHash = (request: BonusCreditRequest, turnover: number): string =>
  createHash('sha256')
    .update(
      canonicalJson({
        member: request.memberId,
        source: request.source,
        amount: request.amount,
        turnover,
        remark: request.remark ?? null,
      }),
    )
    .digest('hex');

/** The answer of a credit already made under `reference`, or a conflict when it was another request. */
async function previousCredit(
  db: Database | Tx,
  request: BonusCreditRequest,
  hash: string,
): Promise<BonusCreditResult | null> {
  const [row] = await db
    .select({ credit: bonusCredits, result: ledgerTransactions.result })
    .from(bonusCredits)
    .leftJoin(ledgerTransactions, eq(ledgerTransactions.id, bonusCredits.transactionId))
    .where(and(eq(bonusCredits.merchantId, request.merchantId), eq(bonusCredits.reference, request.reference)));
  if (!row) return null;
  if (row.credit.memberId !== request.memberId || row.credit.requestHash !== hash)
    throw new BonusError('reference_conflict', `reference "${request.reference}" was used for another bonus`);
  const result = (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as { balance?: number } | null;
  return {
    bonusId: row.credit.id,
    transactionId: row.credit.transactionId ?? 0,
    amount: row.credit.amount,
    turnover: row.credit.turnover,
    balance: Number(result?.balance ?? 0),
    repeated: true,
  };
}

/** Credits a bonus (see the module comment). Throws BonusError for bad input, an unknown member or a reused reference. */
export async function creditBonus(db: Database | Tx, request: BonusCreditRequest): Promise<BonusCreditResult> {
  check(request);
  const turnover = bonusTurnover(request.amount, request.turnoverMultiple);
  const hash = requestHash(request, turnover);
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, request.memberId), eq(members.merchantId, request.merchantId)));
  if (!member) throw new BonusError('unknown_member', 'no such member at this merchant');
  await ensureAccount(db, request.merchantId, request.memberId, MAIN_WALLET);
  await ensureAccount(db, request.merchantId, null, CASH);
  return db.transaction(async (tx) => {
    const main = await lockAccount(tx, request.merchantId, request.memberId, MAIN_WALLET);
    const previous = await previousCredit(tx, request, hash);
    if (previous) return previous;
    const [inserted] = await tx
      .insert(bonusCredits)
      .values({
        merchantId: request.merchantId,
        memberId: request.memberId,
        source: request.source,
        amount: request.amount,
        turnover,
        status: 'credited',
        reference: request.reference,
        remark: request.remark ?? null,
        requestHash: hash,
        createdAt: request.at,
      })
      .onConflictDoNothing({ target: [bonusCredits.merchantId, bonusCredits.reference] })
      .returning({ id: bonusCredits.id });
    if (!inserted) {
      // Another member's credit under this reference committed meanwhile: answered as above (a conflict).
      const raced = await previousCredit(tx, request, hash);
      if (raced) return raced;
      throw new Error('bonus reference taken and not readable');
    }
    const cash = await lockAccount(tx, request.merchantId, null, CASH);
    const balance = main.balance + request.amount;
    const { transactionId } = await post(
      tx,
      {
        merchantId: request.merchantId,
        memberId: request.memberId,
        kind: 'bonus',
        idempotencyKey: `bonus:${request.merchantId}:${request.reference}`,
        result: { bonusId: inserted.id, balance },
        at: request.at,
      },
      [
        { accountId: main.id, amount: request.amount },
        { accountId: cash.id, amount: -request.amount },
      ],
    );
    await tx.update(bonusCredits).set({ transactionId }).where(eq(bonusCredits.id, inserted.id));
    if (turnover > 0)
      await addRequirement(tx, {
        merchantId: request.merchantId,
        memberId: request.memberId,
        source: 'bonus',
        sourceRef: `${request.merchantId}:${request.reference}`,
        amount: turnover,
        at: request.at,
      });
    return { bonusId: inserted.id, transactionId, amount: request.amount, turnover, balance, repeated: false };
  });
}
