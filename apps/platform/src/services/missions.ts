/**
 * Missions (issue 15): the merchant's tasks over a period ("play N rounds", "bet X in a product type"), each member's
 * progress, the badge count, the leaderboard and the claim of a completed mission's reward.
 *
 * Progress is read from the daily bet summaries (`bet_daily_totals`, migration 0011): settled rounds (outcome won or
 * lost) placed on the days of the mission's current period in the merchant's zone, so a mission counts exactly what the
 * betting record shows, in one index range scan of a few rows per day. Periods: `daily` (today), `weekly` (Monday to
 * Sunday), `event` (its first to last day; `comingSoon` before it starts, gone after it ends).
 *
 * A claim pays once per member, mission and period: the `mission_claims` row (unique on those three) is inserted before
 * the money moves, in the same transaction as `creditBonus` (whose reference is unique per claim too). Two parallel
 * claims: the second insert waits for the first transaction and then finds the row (mission_already_claimed).
 */
import {
  isTrialAccount,
  type BetRecordCategory,
  type MissionKind,
  type MissionPeriod,
  type MissionStatus,
} from '@croupier/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db';
import { merchants, missionClaims, missions, type Member, type Merchant } from '../db/schema';
import { ApiFailure } from '../failure';
import { creditBonus } from './bonuses';
import { contentText } from './contentLanguage';
import { RECORD_CATEGORY_GROUPS, DEFAULT_RECORD_CATEGORY, merchantTimeZone } from './records';
import { toMajor, type Tx } from './wallet';
import { maskAccount } from './winners';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** The record category (LIVE, SPORTS, RNG...) of a summary's lobby category, as SQL (records.ts's mapping). */
export function recordCategorySql(column: SQL): SQL {
  const cases = Object.entries(RECORD_CATEGORY_GROUPS)
    .filter(([category]) => category !== DEFAULT_RECORD_CATEGORY)
    .map(([category, groups]) => sql` when ${column} in (${sql.join(groups.map((g) => sql`${g}`), sql`, `)}) then ${category}`);
  return sql`(case${sql.join(cases, sql``)} else ${DEFAULT_RECORD_CATEGORY} end)`;
}

/** A mission's text in the request's content language (services/contentLanguage.ts). */
export const textIn = (texts: Record<string, string>, language: string, what: string): string => contentText(texts, language, what);

function refuseTrial(member: Pick<Member, 'type'>): void {
  if (isTrialAccount(member.type)) throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
}

/**
 * The merchant's open missions (or one) with their current period and the member's progress and claim in it: one
 * statement. `today` and the periods are days of the merchant's zone at `at`.
 */
function missionsSql(merchantId: number, memberId: number, zone: string, at: Date, missionId?: number): SQL {
  const category = recordCategorySql(sql`d.category`);
  return sql`
    with t as (select (${at.toISOString()}::timestamptz at time zone ${zone})::date as today),
    m as (
      select ms.*, t.today,
        case ms.period when 'daily' then t.today when 'weekly' then date_trunc('week', t.today::timestamp)::date else ms.first_day end as p_from,
        case ms.period when 'daily' then t.today when 'weekly' then date_trunc('week', t.today::timestamp)::date + 6 else ms.last_day end as p_to
      from missions ms cross join t
      where ms.merchant_id = ${merchantId} and ms.active and (ms.period <> 'event' or ms.last_day >= t.today)
        ${missionId === undefined ? sql`` : sql`and ms.id = ${missionId}`}
    )
    select m.id, m.code, m.kind, m.category, m.target, m.reward, m.turnover_multiple, m.period, m.titles, m.descriptions,
      to_char(m.p_from, 'YYYY-MM-DD') as p_from, to_char(m.p_to, 'YYYY-MM-DD') as p_to, m.p_from > m.today as upcoming,
      (extract(epoch from ((m.p_to + 1)::timestamp at time zone ${zone})) * 1000)::float8 as ends_ms,
      coalesce((
        select sum(case when m.kind = 'rounds' then d.rounds::bigint else d.valid_bet end)
        from bet_daily_totals d
        where d.member_id = ${memberId} and d.day >= m.p_from and d.day <= least(m.p_to, m.today)
          and d.outcome in ('won', 'lost') and (m.category is null or ${category} = m.category)
      ), 0)::bigint as progress,
      exists (
        select 1 from mission_claims c where c.member_id = ${memberId} and c.mission_id = m.id and c.period_day = m.p_from
      ) as claimed
    from m
    order by m.sort, m.id`;
}

interface MissionRow {
  id: number;
  code: string;
  kind: MissionKind;
  category: BetRecordCategory | null;
  /** Minor units for validBet missions. */
  target: number;
  reward: number;
  turnoverMultiple: number;
  period: MissionPeriod;
  titles: Record<string, string>;
  descriptions: Record<string, string>;
  periodFrom: string;
  periodTo: string;
  endsAt: number;
  progress: number;
  status: MissionStatus;
}

function missionOf(row: Row): MissionRow {
  const target = num(row.target);
  const progress = num(row.progress);
  const status: MissionStatus =
    row.upcoming === true ? 'comingSoon' : row.claimed === true ? 'claimed' : progress >= target ? 'claim' : 'inProcess';
  return {
    id: num(row.id),
    code: String(row.code),
    kind: row.kind as MissionKind,
    category: typeof row.category === 'string' ? (row.category as BetRecordCategory) : null,
    target,
    reward: num(row.reward),
    turnoverMultiple: num(row.turnover_multiple),
    period: row.period as MissionPeriod,
    titles: (row.titles ?? {}) as Record<string, string>,
    descriptions: (row.descriptions ?? {}) as Record<string, string>,
    periodFrom: String(row.p_from),
    periodTo: String(row.p_to),
    endsAt: num(row.ends_ms),
    progress,
    status,
  };
}

async function loadMissions(
  db: Database | Tx,
  merchant: Merchant,
  member: Member,
  at: Date,
  missionId?: number,
): Promise<MissionRow[]> {
  const zone = merchantTimeZone(merchant);
  return rowsOf(await db.execute(missionsSql(merchant.id, member.id, zone, at, missionId))).map(missionOf);
}

/** Rounds as they are; money in major units. */
const figure = (kind: MissionKind, value: number): number => (kind === 'rounds' ? value : toMajor(value));

export async function missionList(
  db: Database,
  input: { merchant: Merchant; member: Member; language: string; at: Date },
) {
  refuseTrial(input.member);
  const rows = await loadMissions(db, input.merchant, input.member, input.at);
  return {
    list: rows.map((m) => ({
      id: m.id,
      code: m.code,
      title: textIn(m.titles, input.language, `mission ${m.code} title`),
      description: textIn(m.descriptions, input.language, `mission ${m.code} description`),
      kind: m.kind,
      category: m.category,
      target: figure(m.kind, m.target),
      progress: figure(m.kind, Math.min(m.progress, m.target)),
      reward: toMajor(m.reward),
      turnoverMultiple: m.turnoverMultiple,
      period: m.period,
      periodFrom: m.periodFrom,
      periodTo: m.periodTo,
      endsAt: m.endsAt,
      status: m.status,
    })),
    timeZone: merchantTimeZone(input.merchant),
  };
}

/** The badge of SPEC §2 (`count`: missions whose reward can be claimed now), and what is open and claimed. */
export async function missionSummary(db: Database, input: { merchant: Merchant; member: Member; at: Date }) {
  if (isTrialAccount(input.member.type)) return { count: 0, active: 0, claimed: 0 };
  const rows = await loadMissions(db, input.merchant, input.member, input.at);
  const open = rows.filter((m) => m.status !== 'comingSoon');
  return {
    count: open.filter((m) => m.status === 'claim').length,
    active: open.length,
    claimed: open.filter((m) => m.status === 'claimed').length,
  };
}

/** Claims a completed mission's reward for its current period (see the module comment). */
export async function claimMission(
  db: Database,
  input: { merchant: Merchant; member: Member; missionId: number; language: string; at: Date },
) {
  refuseTrial(input.member);
  return db.transaction(async (tx) => {
    const [mission] = await loadMissions(tx, input.merchant, input.member, input.at, input.missionId);
    if (!mission || mission.status === 'comingSoon') throw new ApiFailure('mission_not_found', 'no such mission open now');
    if (mission.status === 'claimed')
      throw new ApiFailure('mission_already_claimed', 'the reward of this period was already claimed');
    if (mission.progress < mission.target)
      throw new ApiFailure('mission_not_completed', 'the mission is not completed yet', {
        progress: figure(mission.kind, mission.progress),
        target: figure(mission.kind, mission.target),
      });
    const [claim] = await tx
      .insert(missionClaims)
      .values({
        merchantId: input.merchant.id,
        memberId: input.member.id,
        missionId: mission.id,
        periodDay: mission.periodFrom,
        amount: mission.reward,
        createdAt: input.at,
      })
      .onConflictDoNothing({ target: [missionClaims.memberId, missionClaims.missionId, missionClaims.periodDay] })
      .returning({ id: missionClaims.id });
    // A parallel claim of the same period committed first.
    if (!claim) throw new ApiFailure('mission_already_claimed', 'the reward of this period was already claimed');
    const credit = await creditBonus(tx, {
      merchantId: input.merchant.id,
      memberId: input.member.id,
      source: 'mission',
      amount: mission.reward,
      turnoverMultiple: mission.turnoverMultiple,
      reference: `mission:${mission.id}:${input.member.id}:${mission.periodFrom}`,
      remark: textIn(mission.titles, 'JA', `mission ${mission.code} title`).slice(0, 200),
      at: input.at,
    });
    await tx.update(missionClaims).set({ bonusId: credit.bonusId }).where(eq(missionClaims.id, claim.id));
    return {
      missionId: mission.id,
      amount: toMajor(credit.amount),
      turnover: toMajor(credit.turnover),
      balance: toMajor(credit.balance),
      status: 'claimed' as const,
    };
  });
}

/**
 * The leaderboard of a mission's current period (the one asked for, else the first open one): the merchant's members
 * by progress, best first (ties share a rank), accounts masked, and the caller's own place. One statement over the
 * period's daily summaries.
 */
export async function missionLeaderboard(
  db: Database,
  input: { merchant: Merchant; member: Member; language: string; missionId?: number | undefined; limit: number; at: Date },
) {
  const zone = merchantTimeZone(input.merchant);
  const rows = await loadMissions(db, input.merchant, input.member, input.at, input.missionId);
  const mission = rows.find((m) => m.status !== 'comingSoon');
  if (input.missionId !== undefined && !mission) throw new ApiFailure('mission_not_found', 'no such mission open now');
  if (!mission)
    return {
      missionId: null,
      title: null,
      kind: null,
      target: null,
      periodFrom: null,
      periodTo: null,
      list: [],
      me: { rank: null, value: 0 },
      timeZone: zone,
    };
  const category = recordCategorySql(sql`d.category`);
  const value = mission.kind === 'rounds' ? sql`d.rounds::bigint` : sql`d.valid_bet`;
  const ranked = rowsOf(
    await db.execute(sql`
      with t as (select (${input.at.toISOString()}::timestamptz at time zone ${zone})::date as today),
      totals as (
        select d.member_id, sum(${value})::bigint as value
        from bet_daily_totals d cross join t
        join members mb on mb.id = d.member_id
        where d.day >= ${mission.periodFrom}::date and d.day <= least(${mission.periodTo}::date, t.today)
          and d.outcome in ('won', 'lost') and mb.merchant_id = ${input.merchant.id} and mb.type <> 4
          ${mission.category === null ? sql`` : sql`and ${category} = ${mission.category}`}
        group by d.member_id
      ),
      ranked as (
        select member_id, value, rank() over (order by value desc) as rank,
          row_number() over (order by value desc, member_id) as rn
        from totals where value > 0
      )
      select r.member_id, r.value, r.rank, r.rn, mb.account
      from ranked r join members mb on mb.id = r.member_id
      where r.rn <= ${input.limit} or r.member_id = ${input.member.id}
      order by r.rn`),
  );
  const mine = ranked.find((r) => num(r.member_id) === input.member.id);
  return {
    missionId: mission.id,
    title: textIn(mission.titles, input.language, `mission ${mission.code} title`),
    kind: mission.kind,
    target: figure(mission.kind, mission.target),
    periodFrom: mission.periodFrom,
    periodTo: mission.periodTo,
    list: ranked
      .filter((r) => num(r.rn) <= input.limit)
      .map((r) => ({
        rank: num(r.rank),
        account: maskAccount(String(r.account)),
        value: figure(mission.kind, num(r.value)),
        completed: num(r.value) >= mission.target,
        isMe: num(r.member_id) === input.member.id,
      })),
    me: { rank: mine ? num(mine.rank) : null, value: figure(mission.kind, mine ? num(mine.value) : 0) },
    timeZone: zone,
  };
}

// ---- the operator ----------------------------------------------------------------------------------------------------

export type StoredMission = typeof missions.$inferSelect;

/** Every mission (of one merchant, or all), with the merchant's code and how many members claimed its reward. */
export async function operatorMissions(db: Database, merchantId: number | null) {
  const completed = sql<number>`(select count(distinct c.member_id) from mission_claims c where c.mission_id = ${missions.id})`;
  const rows = await db
    .select({ mission: missions, merchantCode: merchants.code, completed })
    .from(missions)
    .innerJoin(merchants, eq(merchants.id, missions.merchantId))
    .where(merchantId === null ? undefined : eq(missions.merchantId, merchantId))
    .orderBy(asc(merchants.code), asc(missions.sort), asc(missions.id));
  return rows.map((row) => ({ ...row, completed: Number(row.completed) }));
}

export type NewMission = Omit<typeof missions.$inferInsert, 'id' | 'sort' | 'active' | 'createdAt'>;

/** Adds an open mission after the merchant's others; `code_taken` when the merchant has one with that code. */
export async function createMission(db: Database, input: NewMission, at: Date): Promise<{ created: StoredMission } | { codeTaken: true }> {
  const [row] = await db
    .insert(missions)
    .values({
      ...input,
      sort: sql`(select coalesce(max(m.sort) + 1, 0) from missions m where m.merchant_id = ${input.merchantId})`,
      active: true,
      createdAt: at,
    })
    .onConflictDoNothing({ target: [missions.merchantId, missions.code] })
    .returning();
  return row ? { created: row } : { codeTaken: true };
}

/** Closes a mission: members no longer see it or claim it (claims made stay). Once: a closed one is `already_closed`. */
export async function closeMission(db: Database, id: number): Promise<{ closed: StoredMission } | { outcome: 'not_found' | 'already_closed' }> {
  const [row] = await db
    .update(missions)
    .set({ active: false })
    .where(and(eq(missions.id, id), eq(missions.active, true)))
    .returning();
  if (row) return { closed: row };
  const [known] = await db.select({ id: missions.id }).from(missions).where(eq(missions.id, id));
  return { outcome: known ? 'already_closed' : 'not_found' };
}
