/**
 * VIP levels. A merchant's levels (vip_levels) have thresholds: a member is at the highest level whose valid bet AND
 * deposits over the merchant's period (a rolling window of `vipPeriodDays` calendar days of the merchant's zone, today
 * included) both reach; the lowest level (thresholds 0) is everyone's start. Levels go down as well as up.
 *
 * The level is computed by the scheduled job VIP_JOB (`recomputeVipLevels`), on all instances once per tick:
 * 1. one statement computes every real member's period totals and level and upserts member_vip (`highest_level` only
 *    ever grows);
 * 2. each level up to the member's highest whose upgrade bonus has not been credited yet is credited through
 *    `creditBonus` under the reference `vip:upgrade:<member>:<level>`, and each month's monthly bonus of the member's
 *    level under `vip:monthly:<member>:<yyyy-MM>`.
 * Every step is idempotent: two instances (or a run after a crash between 1 and 2) compute the same rows, and the
 * bonus references make each bonus paid once (creditBonus is idempotent per reference, in parallel too).
 */
import type { PlayerRankProgress, VipLevel, VipLevels } from '@croupier/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { memberVip, vipLevels, type Member, type Merchant } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { BonusError, creditBonus } from './bonuses';
import { contentText } from './contentLanguage';
import { toMajor } from './wallet';

export const VIP_JOB = 'vip.recompute';
export const VIP_JOB_EVERY_SECONDS = 300;
export const DEFAULT_VIP_PERIOD_DAYS = 30;

export type VipLevelRow = typeof vipLevels.$inferSelect;

export const vipPeriodDays = (merchant: Pick<Merchant, 'settings'>): number =>
  Math.max(1, Math.round(merchant.settings.vipPeriodDays ?? DEFAULT_VIP_PERIOD_DAYS));

/** A level's name in the request's content language (services/contentLanguage.ts). */
export function levelName(row: Pick<VipLevelRow, 'names' | 'level'>, language: string): string {
  return contentText(row.names, language, `VIP level ${row.level} name`) || `VIP ${row.level}`;
}

export function levelAnswer(row: VipLevelRow, language: string): VipLevel {
  return {
    level: row.level,
    name: levelName(row, language),
    minValidBet: toMajor(row.minValidBet),
    minDeposit: toMajor(row.minDeposit),
    upgradeBonus: toMajor(row.upgradeBonus),
    monthlyBonus: toMajor(row.monthlyBonus),
    bonusTurnoverMultiple: row.bonusTurnoverMultiple / 100,
    cashbackRate: row.cashbackRateBps / 10_000,
    withdrawalDailyCount: row.withdrawalDailyCount,
    withdrawalMaxAmount: toMajor(row.withdrawalMaxAmount),
    vipService: row.vipService,
  };
}

export async function levelsOf(db: Database, merchantId: number): Promise<VipLevelRow[]> {
  return db.select().from(vipLevels).where(eq(vipLevels.merchantId, merchantId)).orderBy(asc(vipLevels.level));
}

/** The /vip page: every level and its benefits. */
export async function vipLevelList(db: Database, merchant: Merchant, language: string): Promise<VipLevels> {
  const rows = await levelsOf(db, merchant.id);
  return { periodDays: vipPeriodDays(merchant), levels: rows.map((row) => levelAnswer(row, language)) };
}

/** The member's level row (the lowest level before the job first saw the member), or null without levels. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type ThresholdResult =
  | { outcome: 'updated'; row: VipLevelRow; previous: Pick<VipLevelRow, 'minValidBet' | 'minDeposit'> }
  | { outcome: 'not_found' }
  | { outcome: 'out_of_order'; below?: VipLevelRow; above?: VipLevelRow };

/**
 * Sets a level's thresholds (minor units) for the operator. Levels stay in order: a level never asks for less than the
 * one below it nor more than the one above. The merchant's levels are locked while checked and written, so two
 * operators changing neighbouring levels at once cannot leave them crossed. Members move at the job's next run.
 */
export async function setLevelThresholds(
  db: Database,
  merchantId: number,
  level: number,
  thresholds: { minValidBet: number; minDeposit: number },
): Promise<ThresholdResult> {
  const { minValidBet, minDeposit } = thresholds;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(vipLevels)
      .where(eq(vipLevels.merchantId, merchantId))
      .orderBy(asc(vipLevels.level))
      .for('update');
    const row = rows.find((r) => r.level === level);
    if (!row) return { outcome: 'not_found' } as const;
    const below = rows.filter((r) => r.level < level).at(-1);
    const above = rows.find((r) => r.level > level);
    const belowCrossed = below && (below.minValidBet > minValidBet || below.minDeposit > minDeposit);
    const aboveCrossed = above && (above.minValidBet < minValidBet || above.minDeposit < minDeposit);
    if (belowCrossed || aboveCrossed)
      return { outcome: 'out_of_order', ...(below ? { below } : {}), ...(above ? { above } : {}) } as const;
    const [updated] = await tx
      .update(vipLevels)
      .set({ minValidBet, minDeposit })
      .where(eq(vipLevels.id, row.id))
      .returning();
    return { outcome: 'updated', row: updated ?? row, previous: { minValidBet: row.minValidBet, minDeposit: row.minDeposit } } as const;
  });
}

export async function memberLevel(db: Database, merchant: Pick<Merchant, 'id'>, member: Pick<Member, 'id'>) {
  const [state] = await db.select().from(memberVip).where(eq(memberVip.memberId, member.id));
  const levels = await levelsOf(db, merchant.id);
  const current = (state ? levels.find((l) => l.level === state.level) : undefined) ?? levels[0] ?? null;
  return { state: state ?? null, levels, current };
}

/** The member info's clubLabel: the level's name and rank (null for trial accounts and merchants without levels). */
export async function clubLabel(db: Database, merchant: Merchant, member: Member, language: string) {
  if (member.type === 4) return null;
  const { current } = await memberLevel(db, merchant, member);
  return current ? { labelName: levelName(current, language), rankLevel: current.level } : null;
}

interface PeriodTotals {
  validBet: number;
  deposit: number;
}

/** Valid bet (settled rounds, by the day they were placed) and paid deposits of the period ending at `nowMs`. */
const totalsSql = (nowMs: number) => {
  const now = new Date(nowMs).toISOString();
  return {
    validBet: sql`coalesce((select sum(d.valid_bet) from bet_daily_totals d where d.member_id = m.id
      and d.day > ((${now}::timestamptz at time zone merchant_time_zone(mc.settings))::date
        - coalesce((mc.settings->>'vipPeriodDays')::int, ${DEFAULT_VIP_PERIOD_DAYS}))), 0)`,
    deposit: sql`coalesce((select sum(o.amount) from deposit_orders o where o.member_id = m.id and o.status = 'paid'
      and o.settled_at > ${now}::timestamptz
        - make_interval(days => coalesce((mc.settings->>'vipPeriodDays')::int, ${DEFAULT_VIP_PERIOD_DAYS}))), 0)`,
  };
};

/** The member's period totals right now (minor units): the progress bars' figures between two runs of the job. */
export async function periodTotals(db: Database, memberId: number, nowMs: number): Promise<PeriodTotals> {
  const totals = totalsSql(nowMs);
  const result = await db.execute(sql`select ${totals.validBet}::bigint as valid_bet, ${totals.deposit}::bigint as deposit
    from members m join merchants mc on mc.id = m.merchant_id where m.id = ${memberId}`);
  const row = (result as unknown as { rows: { valid_bet: unknown; deposit: unknown }[] }).rows[0];
  return { validBet: Number(row?.valid_bet ?? 0), deposit: Number(row?.deposit ?? 0) };
}

const ratio = (have: number, need: number) => (need <= 0 ? 1 : Math.min(1, have / need));

/** playerRank: the current level and its benefits, and the progress to the next one. */
export async function playerRankProgress(
  db: Database,
  merchant: Merchant,
  member: Member,
  language: string,
  nowMs: number,
): Promise<PlayerRankProgress> {
  const { state, levels, current } = await memberLevel(db, merchant, member);
  const totals = await periodTotals(db, member.id, nowMs);
  const nextRow = current ? levels.find((l) => l.level > current.level) : undefined;
  return {
    current: current ? levelAnswer(current, language) : null,
    next: nextRow
      ? {
          level: nextRow.level,
          name: levelName(nextRow, language),
          minValidBet: toMajor(nextRow.minValidBet),
          minDeposit: toMajor(nextRow.minDeposit),
          validBetRemaining: toMajor(Math.max(0, nextRow.minValidBet - totals.validBet)),
          depositRemaining: toMajor(Math.max(0, nextRow.minDeposit - totals.deposit)),
          validBetProgress: ratio(totals.validBet, nextRow.minValidBet),
          depositProgress: ratio(totals.deposit, nextRow.minDeposit),
        }
      : null,
    periodDays: vipPeriodDays(merchant),
    validBet: toMajor(totals.validBet),
    deposit: toMajor(totals.deposit),
    computedAt: state?.computedAt.getTime() ?? null,
  };
}

export interface VipRunReport {
  /** Members whose level was computed. */
  members: number;
  /** Members whose level changed. */
  changed: number;
  upgradeBonuses: number;
  monthlyBonuses: number;
}

/** One run of the VIP job (see the module comment); `merchantId` limits it to one merchant (tests, the CLI). */
export async function recomputeVipLevels(db: Database, nowMs: number, options: { merchantId?: number } = {}): Promise<VipRunReport> {
  const now = new Date(nowMs);
  const nowIso = now.toISOString();
  const totals = totalsSql(nowMs);
  const merchantFilter = options.merchantId === undefined ? sql`true` : sql`m.merchant_id = ${options.merchantId}`;
  const upserted = rowsOf<{ changed: boolean }>(
    await db.execute(sql`
      with totals as (
        select m.id as member_id, m.merchant_id, ${totals.validBet}::bigint as valid_bet, ${totals.deposit}::bigint as deposit
        from members m join merchants mc on mc.id = m.merchant_id
        where m.type <> 4 and ${merchantFilter}
          and exists (select 1 from vip_levels l where l.merchant_id = m.merchant_id)
      ), levelled as (
        select t.*, coalesce((select max(l.level) from vip_levels l where l.merchant_id = t.merchant_id
          and l.min_valid_bet <= t.valid_bet and l.min_deposit <= t.deposit),
          (select min(l.level) from vip_levels l where l.merchant_id = t.merchant_id)) as level
        from totals t
      ), previous as (
        select p.member_id, p.level from member_vip p join levelled l on l.member_id = p.member_id
      )
      insert into member_vip as v (member_id, merchant_id, level, highest_level, valid_bet, deposit, level_since, computed_at)
      select member_id, merchant_id, level, level, valid_bet, deposit, ${nowIso}::timestamptz, ${nowIso}::timestamptz from levelled
      -- In member order: parallel runs then lock the rows in one order (in any order, two runs deadlocked).
      order by member_id
      on conflict (member_id) do update set
        level = excluded.level,
        highest_level = greatest(v.highest_level, excluded.level),
        valid_bet = excluded.valid_bet,
        deposit = excluded.deposit,
        level_since = case when v.level = excluded.level then v.level_since else excluded.level_since end,
        computed_at = excluded.computed_at
      returning (v.level is distinct from (select p.level from previous p where p.member_id = v.member_id)) as changed`),
  );

  const bonusFilter = options.merchantId === undefined ? sql`true` : sql`v.merchant_id = ${options.merchantId}`;
  const upgrades = rowsOf<{ member_id: number; merchant_id: number; level: number; amount: unknown; multiple: number }>(
    await db.execute(sql`
      select v.member_id, v.merchant_id, l.level, l.upgrade_bonus as amount, l.bonus_turnover_multiple as multiple
      from member_vip v join vip_levels l on l.merchant_id = v.merchant_id and l.level <= v.highest_level and l.upgrade_bonus > 0
      where ${bonusFilter} and not exists (select 1 from bonus_credits b where b.merchant_id = v.merchant_id
        and b.reference = 'vip:upgrade:' || v.member_id || ':' || l.level)
      order by v.member_id, l.level`),
  );
  const monthly = rowsOf<{ member_id: number; merchant_id: number; level: number; amount: unknown; multiple: number; month: string }>(
    await db.execute(sql`
      select v.member_id, v.merchant_id, l.level, l.monthly_bonus as amount, l.bonus_turnover_multiple as multiple,
        to_char(${nowIso}::timestamptz at time zone merchant_time_zone(mc.settings), 'YYYY-MM') as month
      from member_vip v join vip_levels l on l.merchant_id = v.merchant_id and l.level = v.level and l.monthly_bonus > 0
      join merchants mc on mc.id = v.merchant_id
      where ${bonusFilter} and not exists (select 1 from bonus_credits b where b.merchant_id = v.merchant_id
        and b.reference = 'vip:monthly:' || v.member_id || ':' ||
          to_char(${nowIso}::timestamptz at time zone merchant_time_zone(mc.settings), 'YYYY-MM'))
      order by v.member_id`),
  );

  let upgradeBonuses = 0;
  let monthlyBonuses = 0;
  for (const row of upgrades) {
    const result = await creditBonus(db, {
      merchantId: row.merchant_id,
      memberId: row.member_id,
      source: 'vip',
      amount: Number(row.amount),
      turnoverMultiple: Number(row.multiple) / 100,
      reference: `vip:upgrade:${row.member_id}:${row.level}`,
      remark: `VIP ${row.level} upgrade bonus`,
      at: now,
    });
    if (!result.repeated) upgradeBonuses++;
  }
  for (const row of monthly) {
    try {
      const result = await creditBonus(db, {
        merchantId: row.merchant_id,
        memberId: row.member_id,
        source: 'vip',
        amount: Number(row.amount),
        turnoverMultiple: Number(row.multiple) / 100,
        reference: `vip:monthly:${row.member_id}:${row.month}`,
        remark: `VIP ${row.level} monthly bonus ${row.month}`,
        at: now,
      });
      if (!result.repeated) monthlyBonuses++;
    } catch (error) {
      // Another run paid this month's bonus at another level meanwhile: the month is paid.
      if (!(error instanceof BonusError && error.code === 'reference_conflict')) throw error;
    }
  }
  return { members: upserted.length, changed: upserted.filter((r) => r.changed).length, upgradeBonuses, monthlyBonuses };
}

export function registerVipJobs(jobs: JobQueue, db: Database, now: () => number): void {
  jobs.every(VIP_JOB, VIP_JOB_EVERY_SECONDS, async () => {
    await recomputeVipLevels(db, now());
  });
}

/**
 * The withdrawal limits of the member's level (null: the merchant has no levels, its own limits apply). `maxAmount`
 * in minor units. services/withdrawals.ts applies them on top of the merchant's: the stricter of the two wins.
 */
export async function vipWithdrawalLimits(
  db: Database,
  merchant: Pick<Merchant, 'id'>,
  member: Pick<Member, 'id'>,
): Promise<{ level: number; dailyCount: number; maxAmount: number } | null> {
  const { current } = await memberLevel(db, merchant, member);
  return current
    ? { level: current.level, dailyCount: current.withdrawalDailyCount, maxAmount: current.withdrawalMaxAmount }
    : null;
}

/** The cashback rate (percent, two decimals) of the member's level; 0 without levels. */
export async function vipCashbackRate(db: Database, merchant: Pick<Merchant, 'id'>, member: Pick<Member, 'id'>) {
  const { current } = await memberLevel(db, merchant, member);
  return current ? current.cashbackRateBps / 100 : 0;
}
