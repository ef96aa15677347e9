/**
 * The wallet: a double-entry ledger in integer minor units. Every movement is one `ledger_transactions` row whose
 * `ledger_entries` sum to zero; member wallets never go negative (checked here, and by a CHECK constraint); external
 * operations carry an idempotency key, and a repeat returns the answer stored with the first one.
 *
 * Concurrency: every operation first locks the member's wallet row (`SELECT ... FOR UPDATE`), then looks the
 * idempotency key up, then moves money. Operations on one wallet are thereby serialised on PostgreSQL (READ COMMITTED:
 * the key lookup after the lock sees the winner's commit); PGlite runs one transaction at a time anyway. System
 * accounts (`house`, `cash`) are only ever locked after a member wallet, so lock order is fixed and there is no
 * deadlock.
 *
 * The seamless operations (bet, settle, rollback: the hot path) are one round trip each: a call of the
 * `seamless_operation()` function (migration 0003), which does all of the above in one statement and updates the
 * house account last, so the house row is locked only for the end of the statement and its commit. The house is
 * 16 rows per merchant (`house`, `house:1`..`house:15`, by member id; its balance is their sum): the commit is a WAL
 * flush, and with one row every player's call waited for the previous one's flush. `credit` and `transfer` (operator
 * and member actions, not hot) run as transactions of several statements.
 */
import { createHash } from 'node:crypto';
import { isTrialAccount } from '@croupier/contract';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { gameVendors, ledgerEntries, ledgerTransactions, walletAccounts, type Member, type Merchant } from '../db/schema';
import { ApiFailure } from '../failure';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const MAIN_WALLET = 'main';
export const vendorWallet = (vendor: string) => `vendor:${vendor}`;
export const HOUSE = 'house';
export const CASH = 'cash';
/** A member's money held by withdrawals not yet paid out (services/withdrawals.ts): not spendable, not in balances. */
export const HOLD = 'hold';
/** The merchant's account that paid-out withdrawals go to (the money has left the platform). */
export const PAYOUT = 'payout';

export const toMajor = (minor: number): number => Math.round(minor) / 100;
export const toMinor = (major: number): number => Math.round(major * 100);

export class WalletError extends Error {
  constructor(
    readonly code: 'insufficient_balance' | 'invalid_amount' | 'unknown_wallet',
    message: string,
  ) {
    super(message);
  }
}

/** Creates the account if missing (outside any transaction: a unique conflict would abort one). */
export async function ensureAccount(
  db: Database | Tx,
  merchantId: number,
  memberId: number | null,
  kind: string,
): Promise<void> {
  await db
    .insert(walletAccounts)
    .values({ merchantId, memberId, kind, balance: 0, allowNegative: memberId === null })
    .onConflictDoNothing();
}

const ownerIs = (merchantId: number, memberId: number | null, kind: string) =>
  and(
    eq(walletAccounts.merchantId, merchantId),
    memberId === null ? isNull(walletAccounts.memberId) : eq(walletAccounts.memberId, memberId),
    eq(walletAccounts.kind, kind),
  );

/** Locks an account row for the rest of the transaction; it must exist (ensureAccount first). */
export async function lockAccount(tx: Tx, merchantId: number, memberId: number | null, kind: string) {
  const [row] = await tx
    .select()
    .from(walletAccounts)
    .where(ownerIs(merchantId, memberId, kind))
    .for('update');
  if (!row) throw new WalletError('unknown_wallet', `no ${kind} wallet`);
  return row;
}

export interface Movement {
  accountId: number;
  amount: number;
}

/** Writes a transaction whose entries sum to zero and applies them; refuses to take a member wallet below zero. */
export async function post(
  tx: Tx,
  head: {
    merchantId: number;
    memberId: number | null;
    kind: string;
    idempotencyKey?: string | null;
    result?: unknown;
    /** What binds the idempotency key to its request's content (see `storedAnswer`). */
    requestHash?: string | null;
    at: Date;
  },
  movements: Movement[],
): Promise<{ transactionId: number; balances: Map<number, number> }> {
  if (movements.some((m) => !Number.isSafeInteger(m.amount)))
    throw new WalletError('invalid_amount', 'amounts are integer minor units');
  if (movements.reduce((s, m) => s + m.amount, 0) !== 0) throw new Error('ledger entries must sum to zero');
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      merchantId: head.merchantId,
      memberId: head.memberId,
      kind: head.kind,
      idempotencyKey: head.idempotencyKey ?? null,
      result: head.result ?? null,
      requestHash: head.requestHash ?? null,
      createdAt: head.at,
    })
    .returning({ id: ledgerTransactions.id });
  const transactionId = row?.id ?? 0;
  const balances = new Map<number, number>();
  // Debits first is not needed for correctness (one transaction), but keep a stable order: by account id.
  for (const m of [...movements].filter((x) => x.amount !== 0).sort((a, b) => a.accountId - b.accountId)) {
    const [updated] = await tx
      .update(walletAccounts)
      .set({ balance: sql`${walletAccounts.balance} + ${m.amount}` })
      .where(
        and(
          eq(walletAccounts.id, m.accountId),
          sql`(${walletAccounts.allowNegative} or ${walletAccounts.balance} + ${m.amount} >= 0)`,
        ),
      )
      .returning({ balance: walletAccounts.balance });
    if (!updated) throw new WalletError('insufficient_balance', 'insufficient balance');
    balances.set(m.accountId, Number(updated.balance));
    await tx
      .insert(ledgerEntries)
      .values({ transactionId, accountId: m.accountId, amount: m.amount, balanceAfter: Number(updated.balance) });
  }
  return { transactionId, balances };
}

/** The stored answer of an idempotency key, if the operation ran before. */
export async function previousAnswer(tx: Tx | Database, key: string): Promise<{ found: boolean; result: unknown }> {
  const [row] = await tx
    .select({ result: ledgerTransactions.result })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, key));
  return row ? { found: true, result: row.result } : { found: false, result: undefined };
}

/**
 * Answers the first answer of a member's money call that carries a client idempotency key (a `requestId`): undefined
 * when the key is new; the stored answer when the same member sent the same content (`requestHash`); a
 * `request_conflict` refusal when the key was used by another member or for other content.
 */
export async function storedAnswer(db: Database | Tx, key: string, memberId: number, requestHash: string): Promise<unknown> {
  const [row] = await db
    .select({ result: ledgerTransactions.result, memberId: ledgerTransactions.memberId, requestHash: ledgerTransactions.requestHash })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, key));
  if (!row) return undefined;
  if (row.memberId !== memberId || row.requestHash !== requestHash)
    throw new ApiFailure('request_conflict', 'this request id was already used for a different request');
  return row.result;
}

/** A unique-key violation (PostgreSQL 23505), however deep the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** SHA-256 of a request's content, canonical (key order does not matter). */
export const contentHash = (content: unknown): string => createHash('sha256').update(canonicalJson(content)).digest('hex');

/** The member's spendable wallets (main and vendor transfer wallets; the withdrawal hold is not one of them). */
export async function memberWallets(db: Database | Tx, merchantId: number, memberId: number) {
  return db
    .select({ kind: walletAccounts.kind, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.merchantId, merchantId), eq(walletAccounts.memberId, memberId), ne(walletAccounts.kind, HOLD)))
    .orderBy(asc(walletAccounts.id));
}

export async function balanceOf(
  db: Database | Tx,
  merchantId: number,
  memberId: number,
  kind: string,
): Promise<number> {
  const [row] = await db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(ownerIs(merchantId, memberId, kind));
  return Number(row?.balance ?? 0);
}

/** Credits a member's main wallet from the merchant's cash account (operator credit, seed balances, deposits). */
export async function credit(
  db: Database,
  input: { merchantId: number; memberId: number; amount: number; at: Date; idempotencyKey?: string; kind?: string },
): Promise<{ balance: number; repeated: boolean }> {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0)
    throw new WalletError('invalid_amount', 'amount must be a non-zero integer of minor units');
  await ensureAccount(db, input.merchantId, input.memberId, MAIN_WALLET);
  await ensureAccount(db, input.merchantId, null, CASH);
  return db.transaction(async (tx) => {
    const main = await lockAccount(tx, input.merchantId, input.memberId, MAIN_WALLET);
    if (input.idempotencyKey) {
      const previous = await previousAnswer(tx, input.idempotencyKey);
      if (previous.found) return { ...(previous.result as { balance: number }), repeated: true };
    }
    if (main.balance + input.amount < 0) throw new WalletError('insufficient_balance', 'insufficient balance');
    const cash = await lockAccount(tx, input.merchantId, null, CASH);
    const balance = main.balance + input.amount;
    await post(
      tx,
      {
        merchantId: input.merchantId,
        memberId: input.memberId,
        kind: input.kind ?? 'credit',
        idempotencyKey: input.idempotencyKey ?? null,
        result: { balance },
        at: input.at,
      },
      [
        { accountId: main.id, amount: input.amount },
        { accountId: cash.id, amount: -input.amount },
      ],
    );
    return { balance, repeated: false };
  });
}

/** Moves money between two wallets of one member (main <-> vendor transfer wallets). */
export async function transfer(
  db: Database,
  input: { merchantId: number; memberId: number; from: string; to: string; amount: number; at: Date },
): Promise<{ from: number; to: number }> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new WalletError('invalid_amount', 'amount must be positive');
  await ensureAccount(db, input.merchantId, input.memberId, input.from);
  await ensureAccount(db, input.merchantId, input.memberId, input.to);
  return db.transaction(async (tx) => {
    // Both rows of one member: lock in id order.
    const [a, b] = [input.from, input.to].sort();
    const first = await lockAccount(tx, input.merchantId, input.memberId, a ?? input.from);
    const second = await lockAccount(tx, input.merchantId, input.memberId, b ?? input.to);
    const from = first.kind === input.from ? first : second;
    const to = first.kind === input.to ? first : second;
    if (from.balance < input.amount) throw new WalletError('insufficient_balance', 'insufficient balance');
    await post(tx, { merchantId: input.merchantId, memberId: input.memberId, kind: 'transfer', at: input.at }, [
      { accountId: from.id, amount: -input.amount },
      { accountId: to.id, amount: input.amount },
    ]);
    return { from: from.balance - input.amount, to: to.balance + input.amount };
  });
}

/** Ledger check: every transaction sums to zero and every account's balance equals the sum of its entries. */
export async function auditLedger(
  db: Database,
): Promise<{ unbalancedTransactions: number; driftedAccounts: number; negativeMemberWallets: number }> {
  const unbalanced = await db.execute(
    sql`select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) t`,
  );
  const drifted = await db.execute(
    sql`select count(*)::int as n from wallet_accounts a where a.balance <> coalesce((select sum(amount) from ledger_entries e where e.account_id = a.id), 0)`,
  );
  const negative = await db.execute(
    sql`select count(*)::int as n from wallet_accounts where member_id is not null and balance < 0`,
  );
  const n = (r: unknown) => Number(((r as { rows?: { n?: unknown }[] }).rows?.[0]?.n as number | undefined) ?? 0);
  return { unbalancedTransactions: n(unbalanced), driftedAccounts: n(drifted), negativeMemberWallets: n(negative) };
}

// ---- seamless wallet operations ---------------------------------------------------------------------------------

export type SeamlessOp = 'bet' | 'settle' | 'rollback';

export interface SeamlessRequest {
  op: SeamlessOp;
  merchantId: number;
  memberId: number;
  vendor: string;
  gameId: number;
  txId: string;
  /** settle, rollback: the bet they close. */
  betTxId?: string | undefined;
  /** bet: the vendor's round. */
  roundId?: string | undefined;
  /** bet: the stake; settle: the payout (minor units). */
  amount?: number | undefined;
  /** What the vendor says about the round (stored with the bet record); undefined: none. */
  detail?: unknown;
  at: Date;
}

/** JSON with object keys sorted at every level: the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What binds an idempotency key to its request: the operation and everything that decides its effect. */
export function seamlessRequestHash(
  request: Pick<SeamlessRequest, 'op' | 'amount' | 'betTxId' | 'roundId' | 'detail'>,
): string {
  const content = {
    op: request.op,
    amount: request.amount ?? null,
    betTxId: request.betTxId ?? null,
    roundId: request.roundId ?? null,
    detail: request.detail ?? null,
  };
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

export interface SeamlessResult<Answer> {
  /** HTTP status: 200 for every answer of the protocol (refusals included), 409 conflict, 404 no such member. */
  status: number;
  answer: Answer;
}

const firstRow = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows[0];
const jsonOf = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * One seamless operation in one round trip (see `seamless_operation` in drizzle/0003_seamless_ledger.sql for the rules
 * of replay, conflict and transient refusals). The answer is the one stored for replay, as the database returns it.
 */
export async function seamlessOperation<Answer>(
  db: Database | Tx,
  request: SeamlessRequest,
): Promise<SeamlessResult<Answer>> {
  const hash = seamlessRequestHash(request);
  const detail = request.detail === undefined ? null : JSON.stringify(request.detail);
  const result = await db.execute(sql`select status, answer from seamless_operation(
    ${request.op}::text, ${request.merchantId}::integer, ${request.memberId}::integer, ${request.vendor}::text, ${request.gameId}::integer,
    ${request.txId}::text, ${request.betTxId ?? null}::text, ${request.roundId ?? null}::text, ${request.amount ?? 0}::bigint,
    ${detail}::jsonb, ${hash}::text, ${request.at.toISOString()}::timestamptz)`);
  const row = firstRow(result);
  if (!row) throw new Error('seamless_operation returned no row');
  return { status: Number(row.status), answer: jsonOf(row.answer) as Answer };
}

/** The balance of the wallet a vendor plays from, in one round trip; 404 when the member no longer exists. */
export async function seamlessBalance<Answer>(
  db: Database | Tx,
  input: { merchantId: number; memberId: number; vendor: string },
): Promise<SeamlessResult<Answer>> {
  const result = await db.execute(
    sql`select status, answer from seamless_balance(${input.merchantId}::integer, ${input.memberId}::integer, ${input.vendor}::text)`,
  );
  const row = firstRow(result);
  if (!row) throw new Error('seamless_balance returned no row');
  return { status: Number(row.status), answer: jsonOf(row.answer) as Answer };
}

// ---- the wallet resource: what the member's wallet calls answer ---------------------------------------------------

export const isSingleWallet = (settings: { singleWallet?: boolean }) => settings.singleWallet !== false;

/** Every wallet of the member (main and vendor transfer wallets) and their sum, in major units. */
export async function walletSummary(db: Database, merchantId: number, memberId: number) {
  const rows = await memberWallets(db, merchantId, memberId);
  const sum = rows.reduce((s, row) => s + Number(row.balance), 0);
  return {
    sumBalance: toMajor(sum),
    wallets: rows.map((row) => ({ wallet: row.kind === MAIN_WALLET ? MAIN_WALLET : row.kind.replace(/^vendor:/, ''), balance: toMajor(Number(row.balance)) })),
  };
}

/** A member's transfer between the main wallet and a vendor's transfer wallet (merchants without a single wallet). */
export async function memberTransfer(
  db: Database,
  input: { merchant: Merchant; member: Member; from: string; to: string; amount: number; at: Date },
): Promise<{ from: number; to: number; sumBalance: number }> {
  const { merchant, member } = input;
  if (isSingleWallet(merchant.settings)) throw new ApiFailure('operation_not_allowed', 'this merchant has a single wallet: there is nothing to transfer');
  if (isTrialAccount(member.type)) throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
  const kindOf = async (name: string, field: 'from' | 'to'): Promise<string> => {
    const code = name.trim().toUpperCase();
    if (code === 'MAIN') return MAIN_WALLET;
    const [vendor] = await db.select({ code: gameVendors.code }).from(gameVendors).where(eq(gameVendors.code, code));
    if (!vendor) throw new ApiFailure('validation_failed', 'unknown wallet', { issues: [{ path: [field], message: 'unknown wallet' }] });
    return vendorWallet(vendor.code);
  };
  const from = await kindOf(input.from, 'from');
  const to = await kindOf(input.to, 'to');
  if (from === to || (from !== MAIN_WALLET && to !== MAIN_WALLET)) throw new ApiFailure('operation_not_allowed', 'transfers go between the main wallet and a vendor wallet');
  try {
    const result = await transfer(db, { merchantId: merchant.id, memberId: member.id, from, to, amount: toMinor(input.amount), at: input.at });
    const { sumBalance } = await walletSummary(db, merchant.id, member.id);
    return { from: toMajor(result.from), to: toMajor(result.to), sumBalance };
  } catch (error) {
    if (error instanceof WalletError && error.code === 'insufficient_balance') throw new ApiFailure('insufficient_balance', 'insufficient balance');
    throw error;
  }
}
