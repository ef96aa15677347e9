/**
 * Invite friends (issue 15): each member's referral code (made on first use, stable, unique per merchant), its link and
 * QR payload, the members who registered with it, and the referrer's reward when a referee's deposit qualifies under
 * the merchant's rule (`settings.referral`).
 *
 * The reward is a reaction to a credited deposit (services/events.ts), inside the crediting transaction, which already
 * holds the referee's main wallet and the merchant's cash account. Crediting the referrer needs the referrer's main
 * wallet too, and a wallet taken after the cash account breaks the ledger's lock order (member wallets, then system
 * accounts): a transaction holding the referrer's wallet and waiting for the cash account (the referrer's own deposit or
 * bonus) would wait for this one while this one waits for it. So the reaction never waits: it marks the referral
 * `pending` (with the amount), then tries the referrer's wallet with `FOR UPDATE NOWAIT` in a savepoint; when it gets
 * it, it already holds everything else the credit needs (the cash account), so it pays at once; when the wallet is
 * busy, the savepoint is rolled back and the reward stays pending for the recurring job `referral.pay-pending`, which
 * pays it in the ledger's order (the referrer's wallet, then cash). Both pay through `creditBonus` under the reference
 * `referral:<referee id>`, so a reward is credited once whoever gets there first. (Unique-key waits remain possible only
 * on keys written by holders of the referee's or referrer's wallet, which are taken before them: no cycle.)
 */
import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_PATTERN, RECORD_DEFAULT_PAGE_SIZE, isTrialAccount } from '@croupier/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import type { JobQueue } from '../jobs/queue';
import {
  members,
  merchants,
  referralCodes,
  referrals,
  type Member,
  type Merchant,
  type MerchantSettings,
  type ReferralSettings,
} from '../db/schema';
import { ApiFailure } from '../failure';
import { creditBonus } from './bonuses';
import type { DepositCredited } from './events';
import { MAIN_WALLET, ensureAccount, toMajor, type Tx } from './wallet';
import { maskAccount } from './winners';

export const REFERRAL_PAY_JOB = 'referral.pay-pending';
export const REFERRAL_PAY_EVERY_SECONDS = 60;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** The merchant's programme, or null when it runs none. */
export function referralRule(settings: Pick<MerchantSettings, 'referral'>): ReferralSettings | null {
  const rule = settings.referral;
  return rule?.enabled ? rule : null;
}

/** The reward for a credited deposit (minor units): fixed + percent of it, at most the cap. */
export function referralReward(rule: ReferralSettings, creditAmount: number): number {
  const raw = rule.fixedReward + Math.floor((creditAmount * Math.round(rule.percent * 100)) / 10_000);
  return Math.max(0, Math.min(rule.maxReward, raw));
}

const randomCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The member's referral code, made on first use (a parallel first use gets the same one). */
export async function referralCodeOf(db: Database | Tx, member: Pick<Member, 'id' | 'merchantId'>, at: Date): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [existing] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.memberId, member.id));
    if (existing) return existing.code;
    // Conflicts on the member (a parallel first use: read it above next time) or on the code (taken: draw again).
    await db
      .insert(referralCodes)
      .values({ memberId: member.id, merchantId: member.merchantId, code: randomCode(), createdAt: at })
      .onConflictDoNothing();
  }
  throw new Error('could not make a referral code');
}

/** The referrer of a referral code at this merchant (codes are read case-insensitively), or null. */
export async function referrerOf(db: Database | Tx, merchantId: number, code: string): Promise<number | null> {
  const normalized = code.trim().toUpperCase();
  if (!REFERRAL_CODE_PATTERN.test(normalized)) return null;
  const [row] = await db
    .select({ memberId: referralCodes.memberId })
    .from(referralCodes)
    .where(and(eq(referralCodes.merchantId, merchantId), eq(referralCodes.code, normalized)));
  return row?.memberId ?? null;
}

/** Links a newly registered member to the referrer (in the registration's transaction). */
export async function linkReferral(tx: Tx, input: { merchantId: number; refereeId: number; referrerId: number; at: Date }) {
  if (input.refereeId === input.referrerId) return;
  await tx
    .insert(referrals)
    .values({ refereeId: input.refereeId, referrerId: input.referrerId, merchantId: input.merchantId, createdAt: input.at })
    .onConflictDoNothing();
}

function siteOrigin(merchant: Pick<Merchant, 'domains'>): string {
  const domain = merchant.domains.find((d) => d.available !== false && !/^(localhost|127\.0\.0\.1)$/.test(d.domain))?.domain;
  return domain ? `https://${domain}` : 'http://localhost:5173';
}

export async function referralInfo(db: Database, input: { merchant: Merchant; member: Member; at: Date }) {
  if (isTrialAccount(input.member.type)) throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
  const rule = referralRule(input.merchant.settings);
  const code = await referralCodeOf(db, input.member, input.at);
  const path = `/register?referralCode=${code}`;
  const link = `${siteOrigin(input.merchant)}${path}`;
  const [totals] = await db
    .select({
      referees: count(),
      qualified: sql<number>`count(*) filter (where ${referrals.rewardStatus} <> 'none')`.mapWith(Number),
      rewarded: sql<number>`count(*) filter (where ${referrals.rewardStatus} = 'paid')`.mapWith(Number),
      rewards: sql<number>`coalesce(sum(${referrals.rewardAmount}) filter (where ${referrals.rewardStatus} = 'paid'), 0)`.mapWith(Number),
      pending: sql<number>`coalesce(sum(${referrals.rewardAmount}) filter (where ${referrals.rewardStatus} = 'pending'), 0)`.mapWith(Number),
    })
    .from(referrals)
    .where(eq(referrals.referrerId, input.member.id));
  const shown = rule ?? input.merchant.settings.referral;
  return {
    enabled: rule !== null,
    code,
    path,
    link,
    qrPayload: link,
    rule: {
      firstDepositOnly: shown?.firstDepositOnly ?? true,
      minDeposit: toMajor(shown?.minDeposit ?? 0),
      fixedReward: toMajor(shown?.fixedReward ?? 0),
      percent: shown?.percent ?? 0,
      maxReward: toMajor(shown?.maxReward ?? 0),
      turnoverMultiple: shown?.turnoverMultiple ?? 0,
    },
    totals: {
      referees: Number(totals?.referees ?? 0),
      qualified: totals?.qualified ?? 0,
      rewarded: totals?.rewarded ?? 0,
      rewards: toMajor(totals?.rewards ?? 0),
      pending: toMajor(totals?.pending ?? 0),
    },
  };
}

const STATUS_OF = { none: 'registered', pending: 'pending', paid: 'rewarded' } as const;

export async function referralList(
  db: Database,
  input: { member: Member; query: { pageNo?: number | undefined; pageSize?: number | undefined } },
) {
  if (isTrialAccount(input.member.type)) throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
  const pageSize = input.query.pageSize ?? RECORD_DEFAULT_PAGE_SIZE;
  const pageNo = input.query.pageNo ?? 1;
  const [total] = await db.select({ n: count() }).from(referrals).where(eq(referrals.referrerId, input.member.id));
  const rows = await db
    .select({
      account: members.account,
      registeredAt: referrals.createdAt,
      status: referrals.rewardStatus,
      reward: referrals.rewardAmount,
      rewardedAt: referrals.rewardedAt,
    })
    .from(referrals)
    .innerJoin(members, eq(members.id, referrals.refereeId))
    .where(eq(referrals.referrerId, input.member.id))
    .orderBy(desc(referrals.createdAt), desc(referrals.refereeId))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const n = Number(total?.n ?? 0);
  return {
    list: rows.map((row) => ({
      account: maskAccount(row.account),
      registeredAt: row.registeredAt.getTime(),
      status: STATUS_OF[row.status],
      reward: row.status === 'none' ? 0 : toMajor(row.reward ?? 0),
      rewardedAt: row.rewardedAt ? row.rewardedAt.getTime() : null,
    })),
    pageNum: pageNo,
    pageSize,
    totalPages: Math.max(1, Math.ceil(n / pageSize)),
    total: n,
  };
}

interface PendingReward {
  refereeId: number;
  referrerId: number;
  merchantId: number;
  amount: number;
  turnoverMultiple: number;
  refereeAccount: string;
}

/** Credits a pending reward and marks it paid (in `tx`; the caller holds or takes the referrer's wallet first). */
async function payReward(tx: Tx, reward: PendingReward, at: Date): Promise<void> {
  const credit = await creditBonus(tx, {
    merchantId: reward.merchantId,
    memberId: reward.referrerId,
    source: 'referral',
    amount: reward.amount,
    turnoverMultiple: reward.turnoverMultiple,
    reference: `referral:${reward.refereeId}`,
    remark: maskAccount(reward.refereeAccount),
    at,
  });
  await tx
    .update(referrals)
    .set({ rewardStatus: 'paid', bonusId: credit.bonusId, rewardedAt: at })
    .where(and(eq(referrals.refereeId, reward.refereeId), eq(referrals.rewardStatus, 'pending')));
}

/** Raised in the savepoint when the referrer's wallet cannot be had at once: the reward waits for the job. */
class WalletBusy extends Error {}

function isLockNotAvailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '55P03') return true;
  }
  return false;
}

/** The deposit reaction (services/events.ts): see the module comment. */
export async function rewardReferrerOnDeposit(tx: Tx, event: DepositCredited): Promise<void> {
  const [link] = await tx
    .select({ referrerId: referrals.referrerId, status: referrals.rewardStatus, account: members.account })
    .from(referrals)
    .innerJoin(members, eq(members.id, referrals.refereeId))
    .where(eq(referrals.refereeId, event.memberId));
  if (!link || link.status !== 'none') return;
  const [merchant] = await tx.select({ settings: merchants.settings }).from(merchants).where(eq(merchants.id, event.merchantId));
  const rule = merchant ? referralRule(merchant.settings) : null;
  if (!rule) return;
  if (rule.firstDepositOnly && event.depositNumber !== 1) return;
  if (event.creditAmount < rule.minDeposit) return;
  const amount = referralReward(rule, event.creditAmount);
  if (amount <= 0) return;
  const marked = await tx
    .update(referrals)
    .set({ rewardStatus: 'pending', rewardAmount: amount, rewardTurnoverMultiple: rule.turnoverMultiple, orderNo: event.orderNo, qualifiedAt: event.at })
    .where(and(eq(referrals.refereeId, event.memberId), eq(referrals.rewardStatus, 'none')))
    .returning({ refereeId: referrals.refereeId });
  if (marked.length === 0) return;
  const reward: PendingReward = {
    refereeId: event.memberId,
    referrerId: link.referrerId,
    merchantId: event.merchantId,
    amount,
    turnoverMultiple: rule.turnoverMultiple,
    refereeAccount: link.account,
  };
  try {
    await tx.transaction(async (sp) => {
      // A referrer who never had money has no wallet row yet: made here (an insert waits only for a parallel insert of
      // the same row, which holds nothing else).
      await ensureAccount(sp, event.merchantId, link.referrerId, MAIN_WALLET);
      const wallet = await sp.execute(sql`
        select id from wallet_accounts
        where merchant_id = ${event.merchantId} and member_id = ${link.referrerId} and kind = ${MAIN_WALLET}
        for update nowait`);
      if ((wallet as unknown as { rows: unknown[] }).rows.length === 0) throw new WalletBusy('the referrer has no wallet');
      await payReward(sp, reward, event.at);
    });
  } catch (error) {
    if (!(error instanceof WalletBusy) && !isLockNotAvailable(error)) throw error;
  }
}

/** Pays the pending rewards (the job; idempotent: a reward already credited is only marked paid). Answers how many. */
export async function payPendingReferralRewards(db: Database, at: Date, limit = 100): Promise<number> {
  const pending = await db
    .select({
      refereeId: referrals.refereeId,
      referrerId: referrals.referrerId,
      merchantId: referrals.merchantId,
      amount: referrals.rewardAmount,
      turnoverMultiple: referrals.rewardTurnoverMultiple,
      refereeAccount: members.account,
    })
    .from(referrals)
    .innerJoin(members, eq(members.id, referrals.refereeId))
    .where(eq(referrals.rewardStatus, 'pending'))
    .orderBy(asc(referrals.qualifiedAt))
    .limit(limit);
  let paid = 0;
  for (const row of pending) {
    await db.transaction((tx) =>
      payReward(tx, { ...row, amount: row.amount ?? 0, turnoverMultiple: row.turnoverMultiple ?? 0 }, at),
    );
    paid++;
  }
  return paid;
}

/** The recurring job that pays rewards the deposit reaction left pending (once a minute across all instances). */
export function registerReferralJobs(jobs: JobQueue, db: Database, now: () => number): void {
  jobs.every(REFERRAL_PAY_JOB, REFERRAL_PAY_EVERY_SECONDS, async () => {
    await payPendingReferralRewards(db, new Date(now()));
  });
}
