/**
 * Transfer to upline (AGETRANSFERUP3): a member sends money from the main wallet to the main wallet of the agent who
 * invited them (`members.upline_id`, an agent of the same merchant; member info's `toUpline`). One ledger transaction
 * (`upline_transfer`, key `upline:<requestId>`) under both wallets' row locks, taken in member-id order so two transfers
 * in opposite directions cannot deadlock. Like a withdrawal, money leaving the member's hands asks for the payment
 * password and for the turnover requirements to be met (otherwise a deposit could skip them through the agent).
 */
import { ACCOUNT_TYPE_TRIAL, AGENT_TYPES } from '@croupier/contract';
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import type { PlatformContext } from '../context';
import { memberTree, members, type Member, type Merchant } from '../db/schema';
import { ApiFailure, validationFailure } from '../failure';
import { requireAgent } from './agentTeam';
import type { RequestOf } from './auth';
import { verifyPaymentPassword } from './paymentPassword';
import { turnoverState } from './turnover';
import {
  MAIN_WALLET,
  contentHash,
  ensureAccount,
  isUniqueViolation,
  lockAccount,
  post,
  storedAnswer,
  toMajor,
  toMinor,
} from './wallet';

type TransferAnswer = { balance: number; amount: number; upline: string; transferredAt: number };

/** The member's upline agent, when the member may transfer to one. */
export async function uplineOf(ctx: PlatformContext, merchant: Merchant, member: Member) {
  if (member.type === ACCOUNT_TYPE_TRIAL || member.uplineId === null) return undefined;
  const [upline] = await ctx.db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(
      and(
        eq(members.id, member.uplineId),
        eq(members.merchantId, merchant.id),
        inArray(members.type, [...AGENT_TYPES]),
      ),
    );
  return upline;
}

export async function transferToUpline(
  ctx: PlatformContext,
  merchant: Merchant,
  member: Member,
  input: RequestOf<'transferToUpline'>,
): Promise<TransferAnswer> {
  if (member.type === ACCOUNT_TYPE_TRIAL)
    throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
  const upline = await uplineOf(ctx, merchant, member);
  if (!upline) throw new ApiFailure('operation_not_allowed', 'this account has no upline to transfer to');
  return memberTransferBetween(ctx, merchant, member, upline, {
    call: 'transferToUpline',
    kind: 'upline_transfer',
    key: `upline:${input.requestId}`,
    amount: input.amount,
    paymentPassword: input.paymentPassword,
    answer: (balance, amount, at) => ({ balance, amount, upline: upline.account, transferredAt: at }),
  });
}

type DownlineAnswer = { balance: number; amount: number; downline: string; transferredAt: number };

/**
 * Transfer to a downline (AGETRANSFERDOWN3): an agent sends money from its main wallet to the main wallet of a member
 * of its team (any depth, the closure table). The same rules as the transfer to upline: payment password, the agent's
 * turnover met, one ledger transaction (`downline_transfer`, key `downline:<requestId>`) under both wallets' locks.
 */
export async function transferToDownline(
  ctx: PlatformContext,
  merchant: Merchant,
  member: Member,
  input: RequestOf<'transferToDownline'>,
): Promise<DownlineAnswer> {
  requireAgent(member);
  const [downline] = await ctx.db
    .select({ id: members.id, account: members.account })
    .from(members)
    .innerJoin(memberTree, and(eq(memberTree.descendantId, members.id), eq(memberTree.ancestorId, member.id), gt(memberTree.depth, 0)))
    .where(and(eq(members.merchantId, merchant.id), eq(members.account, input.account.trim().toLowerCase()), ne(members.type, ACCOUNT_TYPE_TRIAL)));
  if (!downline) throw validationFailure([{ path: ['account'], message: 'validation:notInTeam' }]);
  return memberTransferBetween(ctx, merchant, member, downline, {
    call: 'transferToDownline',
    kind: 'downline_transfer',
    key: `downline:${input.requestId}`,
    amount: input.amount,
    paymentPassword: input.paymentPassword,
    answer: (balance, amount, at) => ({ balance, amount, downline: downline.account, transferredAt: at }),
  });
}

/**
 * Moves money from one member's main wallet to another's: the request id's stored answer first (a replay answers it
 * again; the same id with other content is `request_conflict`), the payment password, then under both wallets' row
 * locks (member-id order, so two transfers in opposite directions cannot deadlock) the turnover and the balance, and
 * one ledger transaction.
 */
async function memberTransferBetween<Answer>(
  ctx: PlatformContext,
  merchant: Merchant,
  member: Member,
  target: { id: number; account: string },
  spec: {
    call: string;
    kind: string;
    key: string;
    amount: number;
    paymentPassword: string | undefined;
    answer: (balance: number, amount: number, at: number) => Answer;
  },
): Promise<Answer> {
  const amount = toMinor(spec.amount);
  const { key } = spec;
  const hash = contentHash({ call: spec.call, memberId: member.id, targetId: target.id, amount });
  const replay = await storedAnswer(ctx.db, key, member.id, hash);
  if (replay !== undefined) return replay as Answer;
  await verifyPaymentPassword(ctx.db, merchant, member.id, spec.paymentPassword, ctx.now());

  const nowMs = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      await ensureAccount(tx, merchant.id, member.id, MAIN_WALLET);
      await ensureAccount(tx, merchant.id, target.id, MAIN_WALLET);
      const locked = new Map<number, Awaited<ReturnType<typeof lockAccount>>>();
      for (const id of [member.id, target.id].sort((a, b) => a - b))
        locked.set(id, await lockAccount(tx, merchant.id, id, MAIN_WALLET));
      const from = locked.get(member.id);
      const to = locked.get(target.id);
      if (!from || !to) throw new Error('wallets not locked');
      const twin = await storedAnswer(tx, key, member.id, hash);
      if (twin !== undefined) return twin as Answer;
      const turnover = await turnoverState(tx, member.id);
      if (turnover.remaining > 0)
        throw new ApiFailure('turnover_not_met', 'the required turnover is not met yet', {
          remaining: toMajor(turnover.remaining),
        });
      if (from.balance < amount) throw new ApiFailure('insufficient_balance', 'insufficient balance');
      const answer = spec.answer(toMajor(from.balance - amount), toMajor(amount), nowMs);
      await post(
        tx,
        {
          merchantId: merchant.id,
          memberId: member.id,
          kind: spec.kind,
          idempotencyKey: key,
          requestHash: hash,
          result: answer,
          at: new Date(nowMs),
        },
        [
          { accountId: from.id, amount: -amount },
          { accountId: to.id, amount },
        ],
      );
      return answer;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await storedAnswer(ctx.db, key, member.id, hash);
    if (first === undefined)
      throw new ApiFailure('request_conflict', 'this request id was already used for a different request');
    return first as Answer;
  }
}
