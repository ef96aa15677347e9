/**
 * Payout accounts: where a member's withdrawals are paid (bank cards, e-wallets, USDT addresses), at most
 * MAX_PAYOUT_ACCOUNTS at a time, no duplicates, numbers masked in every answer.
 *
 * The real-name rule: a bank or e-wallet account must be in the member's real name (`members.payee_name`, also the
 * "bank real name" second factor), compared without case, width or spacing differences (`sameRealName`). A member
 * with no real name on file gets the holder's name of their first bank or e-wallet account as their real name, when it
 * passes the merchant's payee-name rule (the registration form's); from then on every such account must carry it, and
 * only an operator changes it. A USDT address carries no name, so it neither needs nor sets one.
 *
 * Adding locks the member's row, so that the count, the duplicate check and the real name are decided one add at a
 * time (parallel adds cannot make a sixth account or two different real names).
 */
import {
  ACCOUNT_TYPE_TRIAL,
  MAX_PAYOUT_ACCOUNTS,
  validateField,
  type PayoutAccount,
  type PayoutAccountAddRequest,
  type PayoutAccountType,
  type UsdtNetwork,
} from '@croupier/contract';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { PlatformContext } from '../context';
import type { Database } from '../db';
import { members, payoutAccounts, type Member, type Merchant, type PayoutDestination } from '../db/schema';
import { ApiFailure, validationFailure } from '../failure';
import { sameRealName } from './auth';
import type { Tx } from './wallet';

type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** What makes two accounts of a member the same one. */
export function payoutFingerprint(account: {
  type: PayoutAccountType;
  number: string;
  provider?: string | null;
  network?: UsdtNetwork | null;
}): string {
  switch (account.type) {
    case 'bank':
      return `bank:${account.number}`;
    case 'ewallet':
      return `ewallet:${(account.provider ?? '').normalize('NFKC').trim().toLowerCase()}:${account.number.toLowerCase()}`;
    case 'usdt':
      // Base58 (TRC20) is case-sensitive; hex (ERC20) is not.
      return `usdt:${account.network ?? ''}:${account.network === 'ERC20' ? account.number.toLowerCase() : account.number}`;
  }
}

/** `**** 1234` (card), `ta****da` (e-wallet id), `TQn9Y2****bLSE` (address). */
export function maskAccountNumber(type: PayoutAccountType, number: string): string {
  if (type === 'bank') return `**** ${number.slice(-4)}`;
  if (type === 'usdt') return `${number.slice(0, 6)}****${number.slice(-4)}`;
  return number.length <= 4 ? '****' : `${number.slice(0, 2)}****${number.slice(-2)}`;
}

export function publicPayoutAccount(row: PayoutAccountRow): PayoutAccount {
  return {
    id: row.id,
    type: row.type,
    holderName: row.holderName,
    bankName: row.bankName,
    branch: row.branch,
    provider: row.provider,
    network: row.network,
    number: maskAccountNumber(row.type, row.number),
    createdAt: row.createdAt.getTime(),
  };
}

/** A withdrawal's copy of where it is paid (full number: the payout needs it; answers mask it). */
export function destinationOf(row: PayoutAccountRow): PayoutDestination {
  return {
    accountId: row.id,
    type: row.type,
    holderName: row.holderName,
    bankName: row.bankName,
    branch: row.branch,
    provider: row.provider,
    network: row.network,
    number: row.number,
  };
}

const active = (memberId: number) => and(eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.removedAt));

export async function listPayoutAccounts(db: Database | Tx, memberId: number): Promise<PayoutAccount[]> {
  const rows = await db.select().from(payoutAccounts).where(active(memberId)).orderBy(asc(payoutAccounts.id));
  return rows.map(publicPayoutAccount);
}

/** One of the member's own accounts (not removed); another member's id is unknown here. */
export async function findPayoutAccount(db: Database | Tx, memberId: number, id: number): Promise<PayoutAccountRow> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(active(memberId), eq(payoutAccounts.id, id)));
  if (!row) throw new ApiFailure('not_found', 'no such payout account');
  return row;
}

export async function payoutAccountsAnswer(ctx: PlatformContext, member: Member) {
  const [row] = await ctx.db.select({ payeeName: members.payeeName }).from(members).where(eq(members.id, member.id));
  return {
    list: await listPayoutAccounts(ctx.db, member.id),
    max: MAX_PAYOUT_ACCOUNTS,
    realName: row?.payeeName ?? null,
  };
}

function assertRealAccount(member: Member): void {
  if (member.type === ACCOUNT_TYPE_TRIAL)
    throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
}

export async function addPayoutAccount(
  ctx: PlatformContext,
  merchant: Merchant,
  member: Member,
  input: PayoutAccountAddRequest,
): Promise<{ account: PayoutAccount }> {
  assertRealAccount(member);
  const values =
    input.type === 'bank'
      ? {
          type: 'bank' as const,
          holderName: input.holderName.trim(),
          bankName: input.bankName.trim(),
          branch: input.branch?.trim() || null,
          provider: null,
          network: null,
          number: input.cardNumber.replace(/[\s-]/g, ''),
        }
      : input.type === 'ewallet'
        ? {
            type: 'ewallet' as const,
            holderName: input.holderName.trim(),
            bankName: null,
            branch: null,
            provider: input.provider.trim(),
            network: null,
            number: input.accountId.trim(),
          }
        : {
            type: 'usdt' as const,
            holderName: null,
            bankName: null,
            branch: null,
            provider: null,
            network: input.network,
            number: input.address.trim(),
          };
  const fingerprint = payoutFingerprint(values);
  const nowMs = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [me] = await tx
      .select({ payeeName: members.payeeName })
      .from(members)
      .where(eq(members.id, member.id))
      .for('update');
    if (!me) throw new ApiFailure('not_found', 'no such member');
    const [held] = await tx.select({ n: count() }).from(payoutAccounts).where(active(member.id));
    if ((held?.n ?? 0) >= MAX_PAYOUT_ACCOUNTS)
      throw new ApiFailure('payout_account_limit', `at most ${MAX_PAYOUT_ACCOUNTS} payout accounts`, {
        max: MAX_PAYOUT_ACCOUNTS,
      });
    const [same] = await tx
      .select({ id: payoutAccounts.id })
      .from(payoutAccounts)
      .where(and(active(member.id), eq(payoutAccounts.fingerprint, fingerprint)));
    if (same) throw new ApiFailure('payout_account_duplicate', 'this payout account is already on file');
    if (values.holderName !== null) {
      if (me.payeeName) {
        if (!sameRealName(values.holderName, me.payeeName))
          throw new ApiFailure('payee_name_mismatch', "the account holder's name must be the member's real name");
      } else {
        const rule = merchant.registerValidation.payeeName;
        const error = rule?.enabled ? validateField(values.holderName, { ...rule, required: true }) : null;
        if (error)
          throw validationFailure(
            [{ path: ['holderName'], message: error.messageKey }],
            'the holder name does not pass the real-name rule',
          );
        await tx.update(members).set({ payeeName: values.holderName }).where(eq(members.id, member.id));
      }
    }
    const [inserted] = await tx
      .insert(payoutAccounts)
      .values({ ...values, merchantId: merchant.id, memberId: member.id, fingerprint, createdAt: new Date(nowMs) })
      .returning();
    if (!inserted) throw new Error('payout account not stored');
    return inserted;
  });
  return { account: publicPayoutAccount(row) };
}

/** Removes one of the member's accounts (another member's id, or one already removed, is not found). */
export async function removePayoutAccount(
  ctx: PlatformContext,
  member: Member,
  id: number,
): Promise<{ removed: number }> {
  const rows = await ctx.db
    .update(payoutAccounts)
    .set({ removedAt: new Date(ctx.now()) })
    .where(and(active(member.id), eq(payoutAccounts.id, id)))
    .returning({ id: payoutAccounts.id });
  if (rows.length === 0) throw new ApiFailure('not_found', 'no such payout account');
  return { removed: rows.length };
}
