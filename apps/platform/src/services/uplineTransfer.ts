/**
 * Transfer to upline (AGETRANSFERUP3): a member sends money from the main wallet to the main wallet of the agent who
 * invited them (`members.upline_id`, an agent of the same merchant; member info's `toUpline`). One ledger transaction
 * (`upline_transfer`, key `upline:<requestId>`) under both wallets' row locks, taken in member-id order so two transfers
 * in opposite directions cannot deadlock. Like a withdrawal, money leaving the member's hands asks for the payment
 * password and for the turnover requirements to be met (otherwise a deposit could skip them through the agent).
 */
import { ACCOUNT_TYPE_TRIAL, AGENT_TYPES } from '@croupier/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { PlatformContext } from '../context';
import { members, type Member, type Merchant } from '../db/schema';
import { ApiFailure } from '../failure';
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
  const amount = toMinor(input.amount);
  const key = `upline:${input.requestId}`;
  const hash = contentHash({ call: 'transferToUpline', memberId: member.id, uplineId: upline.id, amount });
  const replay = await storedAnswer(ctx.db, key, member.id, hash);
  if (replay !== undefined) return replay as TransferAnswer;
  await verifyPaymentPassword(ctx.db, merchant, member.id, input.paymentPassword, ctx.now());

  const nowMs = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      await ensureAccount(tx, merchant.id, member.id, MAIN_WALLET);
      await ensureAccount(tx, merchant.id, upline.id, MAIN_WALLET);
      const locked = new Map<number, Awaited<ReturnType<typeof lockAccount>>>();
      for (const id of [member.id, upline.id].sort((a, b) => a - b))
        locked.set(id, await lockAccount(tx, merchant.id, id, MAIN_WALLET));
      const from = locked.get(member.id);
      const to = locked.get(upline.id);
      if (!from || !to) throw new Error('wallets not locked');
      const twin = await storedAnswer(tx, key, member.id, hash);
      if (twin !== undefined) return twin as TransferAnswer;
      const turnover = await turnoverState(tx, member.id);
      if (turnover.remaining > 0)
        throw new ApiFailure('turnover_not_met', 'the required turnover is not met yet', {
          remaining: toMajor(turnover.remaining),
        });
      if (from.balance < amount) throw new ApiFailure('insufficient_balance', 'insufficient balance');
      const answer: TransferAnswer = {
        balance: toMajor(from.balance - amount),
        amount: toMajor(amount),
        upline: upline.account,
        transferredAt: nowMs,
      };
      await post(
        tx,
        {
          merchantId: merchant.id,
          memberId: member.id,
          kind: 'upline_transfer',
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
    return first as TransferAnswer;
  }
}
