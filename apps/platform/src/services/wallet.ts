/**
 * The wallet: a double-entry ledger in integer minor units. Every movement is one `ledger_transactions` row whose
 * `ledger_entries` sum to zero; member wallets never go negative (checked here, and by a CHECK constraint); external
 * operations carry an idempotency key, and a repeat returns the answer stored with the first one.
 *
 * Concurrency: every operation runs in one database transaction that first locks the member's wallet row
 * (`SELECT ... FOR UPDATE`), then looks the idempotency key up, then moves money. Operations on one wallet are thereby
 * serialised on PostgreSQL (READ COMMITTED: the key lookup after the lock sees the winner's commit); PGlite runs one
 * transaction at a time anyway. System accounts (`house`, `cash`) are only ever locked after a member wallet, so lock
 * order is fixed and there is no deadlock.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { ledgerEntries, ledgerTransactions, walletAccounts } from '../db/schema';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const MAIN_WALLET = 'main';
export const vendorWallet = (vendor: string) => `vendor:${vendor}`;
export const HOUSE = 'house';
export const CASH = 'cash';

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
export async function ensureAccount(db: Database | Tx, merchantId: number, memberId: number | null, kind: string): Promise<void> {
  await db
    .insert(walletAccounts)
    .values({ merchantId, memberId, kind, balance: 0, allowNegative: memberId === null })
    .onConflictDoNothing();
}

const ownerIs = (merchantId: number, memberId: number | null, kind: string) =>
  and(eq(walletAccounts.merchantId, merchantId), memberId === null ? isNull(walletAccounts.memberId) : eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, kind));

/** Locks an account row for the rest of the transaction; it must exist (ensureAccount first). */
export async function lockAccount(tx: Tx, merchantId: number, memberId: number | null, kind: string) {
  const [row] = await tx.select().from(walletAccounts).where(ownerIs(merchantId, memberId, kind)).for('update');
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
  head: { merchantId: number; memberId: number | null; kind: string; idempotencyKey?: string | null; result?: unknown; at: Date },
  movements: Movement[],
): Promise<{ transactionId: number; balances: Map<number, number> }> {
  if (movements.some((m) => !Number.isSafeInteger(m.amount))) throw new WalletError('invalid_amount', 'amounts are integer minor units');
  if (movements.reduce((s, m) => s + m.amount, 0) !== 0) throw new Error('ledger entries must sum to zero');
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({ merchantId: head.merchantId, memberId: head.memberId, kind: head.kind, idempotencyKey: head.idempotencyKey ?? null, result: head.result ?? null, createdAt: head.at })
    .returning({ id: ledgerTransactions.id });
  const transactionId = row?.id ?? 0;
  const balances = new Map<number, number>();
  // Debits first is not needed for correctness (one transaction), but keep a stable order: by account id.
  for (const m of [...movements].filter((x) => x.amount !== 0).sort((a, b) => a.accountId - b.accountId)) {
    const [updated] = await tx
      .update(walletAccounts)
      .set({ balance: sql`${walletAccounts.balance} + ${m.amount}` })
      .where(and(eq(walletAccounts.id, m.accountId), sql`(${walletAccounts.allowNegative} or ${walletAccounts.balance} + ${m.amount} >= 0)`))
      .returning({ balance: walletAccounts.balance });
    if (!updated) throw new WalletError('insufficient_balance', 'insufficient balance');
    balances.set(m.accountId, Number(updated.balance));
    await tx.insert(ledgerEntries).values({ transactionId, accountId: m.accountId, amount: m.amount, balanceAfter: Number(updated.balance) });
  }
  return { transactionId, balances };
}

/** Stores the answer of an operation that moved no money (a refusal), so that a repeat gets it too. */
export async function recordAnswer(tx: Tx, head: { merchantId: number; memberId: number | null; idempotencyKey: string; result: unknown; at: Date }): Promise<void> {
  await tx.insert(ledgerTransactions).values({ merchantId: head.merchantId, memberId: head.memberId, kind: 'rejected', idempotencyKey: head.idempotencyKey, result: head.result, createdAt: head.at });
}

/** The stored answer of an idempotency key, if the operation ran before. */
export async function previousAnswer(tx: Tx | Database, key: string): Promise<{ found: boolean; result: unknown }> {
  const [row] = await tx.select({ result: ledgerTransactions.result }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));
  return row ? { found: true, result: row.result } : { found: false, result: undefined };
}

export async function memberWallets(db: Database | Tx, merchantId: number, memberId: number) {
  return db
    .select({ kind: walletAccounts.kind, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.merchantId, merchantId), eq(walletAccounts.memberId, memberId)))
    .orderBy(asc(walletAccounts.id));
}

export async function balanceOf(db: Database | Tx, merchantId: number, memberId: number, kind: string): Promise<number> {
  const [row] = await db.select({ balance: walletAccounts.balance }).from(walletAccounts).where(ownerIs(merchantId, memberId, kind));
  return Number(row?.balance ?? 0);
}

/** Credits a member's main wallet from the merchant's cash account (operator credit, seed balances, deposits). */
export async function credit(db: Database, input: { merchantId: number; memberId: number; amount: number; at: Date; idempotencyKey?: string; kind?: string }): Promise<{ balance: number; repeated: boolean }> {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0) throw new WalletError('invalid_amount', 'amount must be a non-zero integer of minor units');
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
    await post(tx, { merchantId: input.merchantId, memberId: input.memberId, kind: input.kind ?? 'credit', idempotencyKey: input.idempotencyKey ?? null, result: { balance }, at: input.at }, [
      { accountId: main.id, amount: input.amount },
      { accountId: cash.id, amount: -input.amount },
    ]);
    return { balance, repeated: false };
  });
}

/** Moves money between two wallets of one member (main <-> vendor transfer wallets). */
export async function transfer(db: Database, input: { merchantId: number; memberId: number; from: string; to: string; amount: number; at: Date }): Promise<{ from: number; to: number }> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new WalletError('invalid_amount', 'amount must be positive');
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
export async function auditLedger(db: Database): Promise<{ unbalancedTransactions: number; driftedAccounts: number; negativeMemberWallets: number }> {
  const unbalanced = await db.execute(sql`select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) t`);
  const drifted = await db.execute(sql`select count(*)::int as n from wallet_accounts a where a.balance <> coalesce((select sum(amount) from ledger_entries e where e.account_id = a.id), 0)`);
  const negative = await db.execute(sql`select count(*)::int as n from wallet_accounts where member_id is not null and balance < 0`);
  const n = (r: unknown) => Number(((r as { rows?: { n?: unknown }[] }).rows?.[0]?.n as number | undefined) ?? 0);
  return { unbalancedTransactions: n(unbalanced), driftedAccounts: n(drifted), negativeMemberWallets: n(negative) };
}
