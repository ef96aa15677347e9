/**
 * Cashback (manual rebate, MANPLAYREB3; issue 15): the merchant's rate per product type (`settings.rebate`), what the
 * member can claim now, and the claim.
 *
 * "Since the last claim" is kept as a watermark of valid bets, not of time: `rebate_states.covered` holds, per product
 * type, the member's cumulative settled valid bets that claims have already paid for. What is claimable is the member's
 * cumulative valid bets now (summed from the daily summaries of migration 0011: a range scan of the member's rows)
 * minus `covered`. A claim locks the member's state row, reads the cumulative in the same transaction (after the lock,
 * so a parallel claim that committed first is seen), pays the difference times the rate and stores the cumulative it
 * read as the new `covered`, all in one transaction. So a bet is paid at most once (covered only grows by what was
 * counted), and never skipped: a round settled after the claim's read is not in that cumulative and is counted by the
 * next claim, whatever time it was placed or settled. Parallel claims: the second waits for the first's lock, then finds
 * nothing left (rebate_nothing_to_claim): exactly one pays. A round rolled back after being counted lowers the
 * cumulative; `covered` never goes down, so later bets make up for it first and nothing is paid twice.
 *
 * The rate. A member's rate for a product type is the higher of the merchant's rate for it (`settings.rebate.rates`)
 * and the cashback rate of the member's VIP level (services/vip.ts, `cashbackRateBps`, one rate for every product
 * type), read when the overview is shown or the claim is made: a claim pays the valid bets since the last claim at the
 * rate of the member's level at the time of the claim.
 */
import { betRecordCategories, isTrialAccount, type BetRecordCategory } from '@croupier/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { rebateClaims, rebateStates, type Member, type Merchant, type RebateSettings } from '../db/schema';
import { ApiFailure } from '../failure';
import { creditBonus } from './bonuses';
import { recordCategorySql } from './missions';
import { vipCashbackRate } from './vip';
import { toMajor, type Tx } from './wallet';

/** At most this many past claims in the answer. */
export const REBATE_RECENT = 10;

type Covered = Partial<Record<BetRecordCategory, number>>;

export interface RebateLine {
  category: BetRecordCategory;
  rate: number;
  /** Minor units. */
  validBet: number;
  amount: number;
}

export const rebateSettingsOf = (merchant: Pick<Merchant, 'settings'>): RebateSettings =>
  merchant.settings.rebate ?? { rates: {}, minClaim: 0, turnoverMultiple: 0 };

/** Cashback of a valid bet at a percentage rate (two decimals), minor units rounded down. */
export const rebateAmount = (validBet: number, rate: number): number =>
  Math.floor((validBet * Math.round(rate * 100)) / 10_000);

/** The member's cumulative settled valid bets per product type, minor units (one statement). */
async function cumulativeValidBets(db: Database | Tx, memberId: number): Promise<Covered> {
  const result = await db.execute(sql`
    select ${recordCategorySql(sql`d.category`)} as category, sum(d.valid_bet)::bigint as valid_bet
    from bet_daily_totals d
    where d.member_id = ${memberId} and d.outcome in ('won', 'lost')
    group by 1`);
  const out: Covered = {};
  for (const row of (result as unknown as { rows: { category: BetRecordCategory; valid_bet: unknown }[] }).rows)
    out[row.category] = Number(row.valid_bet);
  return out;
}

/**
 * Per product type: valid bets beyond `covered`, the rate and the amount. `levelRate` is the member's VIP level's
 * cashback rate (percent): the higher of it and the merchant's rate applies.
 */
export function rebateLines(settings: RebateSettings, cumulative: Covered, covered: Covered, levelRate = 0): RebateLine[] {
  return betRecordCategories.map((category) => {
    const rate = Math.max(settings.rates[category] ?? 0, levelRate);
    const validBet = Math.max(0, (cumulative[category] ?? 0) - (covered[category] ?? 0));
    return { category, rate, validBet, amount: rebateAmount(validBet, rate) };
  });
}

const majorLine = (line: RebateLine) => ({ ...line, validBet: toMajor(line.validBet), amount: toMajor(line.amount) });

function refuseTrial(member: Pick<Member, 'type'>): void {
  if (isTrialAccount(member.type)) throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
}

export async function rebateOverview(db: Database, input: { merchant: Merchant; member: Member }) {
  refuseTrial(input.member);
  const settings = rebateSettingsOf(input.merchant);
  const [state] = await db.select().from(rebateStates).where(eq(rebateStates.memberId, input.member.id));
  const levelRate = await vipCashbackRate(db, input.merchant, input.member);
  const lines = rebateLines(settings, await cumulativeValidBets(db, input.member.id), state?.covered ?? {}, levelRate);
  const recent = await db
    .select()
    .from(rebateClaims)
    .where(eq(rebateClaims.memberId, input.member.id))
    .orderBy(desc(rebateClaims.claimNo))
    .limit(REBATE_RECENT);
  return {
    list: lines.map(majorLine),
    total: toMajor(lines.reduce((sum, line) => sum + line.amount, 0)),
    minClaim: toMajor(settings.minClaim),
    turnoverMultiple: settings.turnoverMultiple,
    lastClaimAt: state?.lastClaimAt ? state.lastClaimAt.getTime() : null,
    recent: recent.map((claim) => ({
      id: claim.id,
      time: claim.createdAt.getTime(),
      amount: toMajor(claim.amount),
      validBet: toMajor(claim.validBet),
    })),
  };
}

/** Claims the cashback of the valid bets since the last claim (see the module comment). */
export async function claimRebate(db: Database, input: { merchant: Merchant; member: Member; at: Date }) {
  refuseTrial(input.member);
  const settings = rebateSettingsOf(input.merchant);
  const memberId = input.member.id;
  const levelRate = await vipCashbackRate(db, input.merchant, input.member);
  return db.transaction(async (tx) => {
    await tx.insert(rebateStates).values({ memberId, merchantId: input.merchant.id }).onConflictDoNothing();
    const [state] = await tx.select().from(rebateStates).where(eq(rebateStates.memberId, memberId)).for('update');
    if (!state) throw new Error('rebate state row missing');
    const cumulative = await cumulativeValidBets(tx, memberId);
    const lines = rebateLines(settings, cumulative, state.covered, levelRate);
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    if (total <= 0 || total < settings.minClaim)
      throw new ApiFailure('rebate_nothing_to_claim', 'no cashback to claim yet', {
        total: toMajor(total),
        minClaim: toMajor(settings.minClaim),
      });
    const covered: Covered = { ...state.covered };
    for (const category of betRecordCategories)
      covered[category] = Math.max(state.covered[category] ?? 0, cumulative[category] ?? 0);
    const claimNo = state.claims + 1;
    await tx.update(rebateStates).set({ covered, claims: claimNo, lastClaimAt: input.at }).where(eq(rebateStates.memberId, memberId));
    const paidLines = lines.filter((line) => line.validBet > 0);
    const validBet = paidLines.reduce((sum, line) => sum + line.validBet, 0);
    const [claim] = await tx
      .insert(rebateClaims)
      .values({ merchantId: input.merchant.id, memberId, claimNo, amount: total, validBet, lines: paidLines, createdAt: input.at })
      .returning({ id: rebateClaims.id });
    if (!claim) throw new Error('rebate claim not written');
    const credit = await creditBonus(tx, {
      merchantId: input.merchant.id,
      memberId,
      source: 'rebate',
      amount: total,
      turnoverMultiple: settings.turnoverMultiple,
      reference: `rebate:${memberId}:${claimNo}`,
      remark: null,
      at: input.at,
    });
    await tx.update(rebateClaims).set({ bonusId: credit.bonusId }).where(eq(rebateClaims.id, claim.id));
    return {
      id: claim.id,
      amount: toMajor(total),
      validBet: toMajor(validBet),
      list: lines.map(majorLine),
      turnover: toMajor(credit.turnover),
      balance: toMajor(credit.balance),
    };
  });
}
