/**
 * The agent centre's team data (issue 17). Every query is of the caller's own team: the `member_tree` closure table
 * (migration 0018) gives an agent's downlines at any depth as one index range scan (`ancestor_id = agent and depth >
 * 0`), so no query walks the hierarchy at request time, and no query can reach another agent's downlines.
 *
 * - Period figures come from the trigger-kept daily summaries (`bet_member_days`, `ledger_daily_totals`,
 *   `bet_daily_totals` for a category) joined with the team: a period costs one summary row per active member and day,
 *   whatever the rounds' volume. Periods are whole days of the merchant's zone, as in the member centre's records.
 * - Lists (team betting, transactions, income) read the rows of the page only, ordered newest first.
 * - Only agents (types 1, 2, 41, 42) may call: others get `not_an_agent`.
 */
import { randomBytes } from 'node:crypto';
import {
  AGENT_TYPES,
  RECORD_DEFAULT_PAGE_SIZE,
  isAgentAccount,
  passwordRule,
  usernameRule,
  validateField,
  type AgentIncomeType,
  type BetRecordCategory,
  type ContractType,
  type DownlineTransactionType,
  type RegisterDownlineRequest,
} from '@croupier/contract';
import { and, desc, eq } from 'drizzle-orm';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db';
import { members, notices, type Member, type Merchant } from '../db/schema';
import { ApiFailure, type ValidationIssue, validationFailure } from '../failure';
import { localName } from '../games/catalogue';
import { affiliateProgramme } from './affiliateProgramme';
import { isUniqueViolation } from './account';
import { contentLanguage } from './contentLanguage';
import {
  DEFAULT_RECORD_CATEGORY,
  LEDGER_KIND_TYPES,
  RECORD_CATEGORY_GROUPS,
  datesOf,
  merchantTimeZone,
  outcomeOf,
  recordCategoryOf,
} from './records';
import { WEAK_DEFAULT_PASSWORD, hashPassword } from './secrets';
import { MAIN_WALLET, toMajor } from './wallet';

/** Notices of this type are the agents' announcements (never listed by the public notices call). */
export const AGENT_NOTICE_TYPE = 'AG';
export const AGENT_NOTICE_GROUP = 'agent';

/** Ledger kinds of an agent's income (written by the contract settlement). */
export const AGENT_INCOME_KINDS: Readonly<Record<AgentIncomeType, string>> = {
  commission: 'agent_commission',
  salary: 'agent_salary',
  dividend: 'agent_dividend',
};

/** Ledger kinds of the downline transaction details, by type (movements of the main wallet). */
export const DOWNLINE_TRANSACTION_KINDS: Readonly<Record<DownlineTransactionType, readonly string[]>> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal_hold', 'withdrawal_release', 'withdrawal'],
  transfer: ['transfer', 'upline_transfer', 'transfer_upline', 'downline_transfer'],
};

const kindsOfType = (type: string): string[] => Object.keys(LEDGER_KIND_TYPES).filter((k) => LEDGER_KIND_TYPES[k] === type);
/** Money into the wallets by deposits (in - out) and out of them by withdrawals (out - in), as the profit report counts them. */
const DEPOSIT_KINDS = kindsOfType('deposit');
const WITHDRAWAL_KINDS = [...kindsOfType('withdrawal'), ...kindsOfType('hold'), ...kindsOfType('release')];
/** Bonuses credited to a member (in - out): the kinds of transaction type 'bonus' (bonus, points conversion...). */
const BONUS_KINDS = kindsOfType('bonus');

type Row = Record<string, unknown>;
/**
 * Team statements run unprepared (planned per call with the agent's id): a team is one downline or a hundred thousand,
 * and a generic plan made for "a few rows" (nested loops over the team) costs a large team several times the custom
 * one (hash joins), far more than the millisecond of planning.
 */
const execute = (db: Database, statement: SQL): Promise<unknown> => db.execute(statement);
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const msOf = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const list = (values: readonly (string | number)[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export interface Period {
  from: string;
  to: string;
}
export interface PageQuery {
  pageNo?: number | undefined;
  pageSize?: number | undefined;
}

const pageOf = (query: PageQuery) => {
  const pageSize = query.pageSize ?? RECORD_DEFAULT_PAGE_SIZE;
  const pageNo = query.pageNo ?? 1;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
};
const pageAnswer = (pageNo: number, pageSize: number, total: number, zone: string) => ({
  pageNum: pageNo,
  pageSize,
  totalPages: Math.max(1, Math.ceil(total / pageSize)),
  total,
  timeZone: zone,
});

/** The caller must be an agent. */
export function requireAgent(member: Pick<Member, 'type'>): void {
  if (!isAgentAccount(member.type)) throw new ApiFailure('not_an_agent', 'only agents may use the agent centre');
}

/** The instant a day of the zone starts. */
const dayStart = (day: SQL, zone: string): SQL => sql`((${day})::timestamp at time zone ${zone})`;
const inDays = (column: SQL, p: Period): SQL => sql`${column} >= ${p.from}::date and ${column} <= ${p.to}::date`;
const inInstants = (column: SQL, p: Period, zone: string): SQL =>
  sql`${column} >= ${dayStart(sql`${p.from}::date`, zone)} and ${column} < ${dayStart(sql`${p.to}::date + 1`, zone)}`;

/**
 * The team CTE: `team (id, depth)`, the agent's downlines (optionally direct ones only, optionally those whose account
 * contains `account`), read from the closure table.
 */
function teamCte(agentId: number, options: { direct?: boolean; account?: string | undefined } = {}): SQL {
  const depth = options.direct ? sql`t.depth = 1` : sql`t.depth > 0`;
  if (!options.account)
    return sql`team as materialized (select t.descendant_id as id, t.depth from member_tree t where t.ancestor_id = ${agentId} and ${depth})`;
  return sql`team as materialized (
      select t.descendant_id as id, t.depth from member_tree t join members m on m.id = t.descendant_id
      where t.ancestor_id = ${agentId} and ${depth} and strpos(m.account, ${options.account.toLowerCase()}) > 0)`;
}

// ---- announcements ----------------------------------------------------------------------------------------------

export async function agentAnnouncements(
  db: Database,
  input: { merchant: Merchant; member: Member; language: string; query: PageQuery },
) {
  requireAgent(input.member);
  const lang = contentLanguage(input.language);
  const { pageSize, offset } = pageOf(input.query);
  const rows = await db
    .select()
    .from(notices)
    .where(and(eq(notices.merchantId, input.merchant.id), eq(notices.language, lang), eq(notices.type, AGENT_NOTICE_TYPE)))
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(pageSize)
    .offset(offset);
  return {
    list: rows.map((row) => ({ id: row.id, title: row.title, content: row.content, date: row.publishedAt.getTime() })),
  };
}

// ---- team overview ----------------------------------------------------------------------------------------------

/**
 * The overview's statement: parts `team`, `active`, `bet` (per day), `ledger` (per day), `new` (per day). The period's
 * figures are the agent's own rows of `team_days` (one a day, kept by triggers with the members' summaries, migration
 * 0020), the period's distinct active members its flags in `team_active_days`, the team's make-up its `team_sizes` row:
 * no row per team member is read.
 */
export function teamOverviewSql(agentId: number, period: Period): SQL {
  return sql`
    with parts as (
      select 'team' as part, null::date as day, coalesce(s.members, 0)::bigint as a, coalesce(s.direct, 0)::bigint as b,
        coalesce(s.agents, 0)::bigint as c, 0::bigint as e, 0::bigint as f, 0::bigint as g
      from (select 1) one left join team_sizes s on s.ancestor_id = ${agentId}
      union all
      select 'active', null, count(*), 0, 0, 0, 0, 0
      from (select a.member_id from team_active_days a where a.ancestor_id = ${agentId} and ${inDays(sql`a.day`, period)} group by a.member_id) x
      union all
      select 'bet', d.day, d.active_members, d.rounds, d.stake, d.valid_bet, d.payout, d.win_loss
      from team_days d where d.ancestor_id = ${agentId} and ${inDays(sql`d.day`, period)}
      union all
      select 'ledger', d.day, d.deposits, d.withdrawals, 0, 0, 0, 0
      from team_days d where d.ancestor_id = ${agentId} and ${inDays(sql`d.day`, period)}
      union all
      select 'new', d.day, d.new_members, 0, 0, 0, 0, 0
      from team_days d where d.ancestor_id = ${agentId} and ${inDays(sql`d.day`, period)}
    )
    select part, to_char(day, 'YYYY-MM-DD') as key, a, b, c, e, f, g from parts`;
}

/**
 * The same figures recomputed from the members' own summaries (no team_days): what the overview answered before
 * migration 0020, kept as the reference the tests compare team_days against.
 */
export function teamOverviewPlainSql(agentId: number, period: Period, zone: string): SQL {
  return sql`
    with ${teamCte(agentId)},
    tm as materialized (
      select team.depth, m.type,
        case when ${inInstants(sql`m.created_at`, period, zone)} then (m.created_at at time zone ${zone})::date end as new_day
      from team join members m on m.id = team.id
    ),
    bd as materialized (
      select d.member_id, d.day, d.rounds, d.stake, d.valid_bet, d.payout, d.win_loss
      from team join bet_member_days d on d.member_id = team.id
      where ${inDays(sql`d.day`, period)}
    ),
    parts as (
      select 'team' as part, null::date as day, count(*)::bigint as a, (count(*) filter (where depth = 1))::bigint as b,
        (count(*) filter (where type in (${list(AGENT_TYPES)})))::bigint as c, 0::bigint as e, 0::bigint as f, 0::bigint as g
      from tm
      union all
      select 'active', null, count(*), 0, 0, 0, 0, 0 from (select member_id from bd where rounds > 0 group by member_id) x
      union all
      select 'bet', bd.day, (count(*) filter (where bd.rounds > 0))::bigint, sum(bd.rounds)::bigint,
        sum(bd.stake)::bigint, sum(bd.valid_bet)::bigint, sum(bd.payout)::bigint, sum(bd.win_loss)::bigint
      from bd group by bd.day
      union all
      select 'ledger', d.day,
        sum(case when d.kind in (${list(DEPOSIT_KINDS)}) then d.amount_in - d.amount_out else 0 end)::bigint,
        sum(case when d.kind in (${list(WITHDRAWAL_KINDS)}) then d.amount_out - d.amount_in else 0 end)::bigint, 0, 0, 0, 0
      from team join ledger_daily_totals d on d.member_id = team.id
      where ${inDays(sql`d.day`, period)} and d.kind in (${list([...DEPOSIT_KINDS, ...WITHDRAWAL_KINDS])})
      group by d.day
      union all
      select 'new', new_day, count(*)::bigint, 0, 0, 0, 0, 0 from tm where new_day is not null group by new_day
    )
    select part, to_char(day, 'YYYY-MM-DD') as key, a, b, c, e, f, g from parts`;
}

/** `plain`: recompute from the members' summaries instead of team_days (the tests' and the bench's reference). */
export async function teamOverview(
  db: Database,
  input: { merchant: Merchant; member: Member; query: Period },
  options: { plain?: boolean } = {},
) {
  requireAgent(input.member);
  const zone = merchantTimeZone(input.merchant);
  const { from, to } = input.query;
  const statement = options.plain
    ? teamOverviewPlainSql(input.member.id, { from, to }, zone)
    : teamOverviewSql(input.member.id, { from, to });
  const rows = rowsOf(await execute(db, statement));
  const days = new Map(
    datesOf(from, to).map((date) => [
      date,
      { date, newMembers: 0, activeMembers: 0, deposits: 0, withdrawals: 0, rounds: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 },
    ]),
  );
  let teamSize = 0;
  let directMembers = 0;
  let agents = 0;
  let activeMembers = 0;
  for (const row of rows) {
    const day = typeof row.key === 'string' ? days.get(row.key) : undefined;
    if (row.part === 'team') {
      teamSize = num(row.a);
      directMembers = num(row.b);
      agents = num(row.c);
    } else if (row.part === 'active') {
      activeMembers = num(row.a);
    } else if (day && row.part === 'bet') {
      day.activeMembers = num(row.a);
      day.rounds = num(row.b);
      day.stake = num(row.c);
      day.validBet = num(row.e);
      day.payout = num(row.f);
      day.winLoss = num(row.g);
    } else if (day && row.part === 'ledger') {
      day.deposits = num(row.a);
      day.withdrawals = num(row.b);
    } else if (day && row.part === 'new') {
      day.newMembers = num(row.a);
    }
  }
  const all = [...days.values()];
  const sum = (pick: (d: (typeof all)[number]) => number) => all.reduce((s, d) => s + pick(d), 0);
  const winLoss = sum((d) => d.winLoss);
  return {
    teamSize,
    directMembers,
    agents,
    newMembers: sum((d) => d.newMembers),
    activeMembers,
    deposits: toMajor(sum((d) => d.deposits)),
    withdrawals: toMajor(sum((d) => d.withdrawals)),
    rounds: sum((d) => d.rounds),
    stake: toMajor(sum((d) => d.stake)),
    validBet: toMajor(sum((d) => d.validBet)),
    payout: toMajor(sum((d) => d.payout)),
    winLoss: toMajor(winLoss),
    houseProfit: toMajor(-winLoss),
    daily: all.map((d) => ({
      date: d.date,
      newMembers: d.newMembers,
      activeMembers: d.activeMembers,
      deposits: toMajor(d.deposits),
      withdrawals: toMajor(d.withdrawals),
      validBet: toMajor(d.validBet),
      winLoss: toMajor(d.winLoss),
    })),
    timeZone: zone,
  };
}

// ---- register centre ----------------------------------------------------------------------------------------------

const newAffiliateCode = (): string => `AG${randomBytes(4).toString('hex').toUpperCase()}`;

/** A member or agent created directly under the caller, by the merchant's username and password rules (Argon2id). */
export async function registerDownline(
  db: Database,
  input: { merchant: Merchant; member: Member; language: string; request: RegisterDownlineRequest; nowMs: number },
) {
  requireAgent(input.member);
  const { merchant, request } = input;
  const config = merchant.registerValidation;
  const username = request.username.trim();
  const issues: ValidationIssue[] = [];
  const usernameError = validateField(username, { ...(config.username ?? usernameRule), required: true });
  if (usernameError) issues.push({ path: ['username'], message: usernameError.messageKey });
  const passwordError = validateField(request.password, { ...(config.password ?? passwordRule), required: true });
  if (passwordError) issues.push({ path: ['password'], message: passwordError.messageKey });
  if (request.confirmPassword !== undefined && request.confirmPassword !== request.password)
    issues.push({ path: ['confirmPassword'], message: 'validation:inconsistentTwice' });
  if (request.password === WEAK_DEFAULT_PASSWORD) issues.push({ path: ['password'], message: 'errors:passwordWeak' });
  if (issues.length > 0) throw validationFailure(issues, 'downline fields do not pass their rules');
  const account = username.toLowerCase();
  const exists = () =>
    validationFailure([{ path: ['username'], message: 'validation:accountExists' }], 'account already exists');
  const [taken] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.account, account)));
  if (taken) throw exists();
  const passwordHash = await hashPassword(request.password);
  const affiliateCode = request.type === 1 ? newAffiliateCode() : null;
  try {
    const [created] = await db
      .insert(members)
      .values({
        merchantId: merchant.id,
        account,
        passwordHash,
        type: request.type,
        avatar: '/avatars/1.svg',
        passwordChangedAt: new Date(input.nowMs),
        language: input.language,
        affiliateCode,
        uplineId: input.member.id,
        profile: { registerMethod: 'agent', registeredBy: input.member.account },
        createdAt: new Date(input.nowMs),
      })
      .returning({ account: members.account, type: members.type, affiliateCode: members.affiliateCode });
    if (!created) throw new Error('downline not created');
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}

/** The agent's invitation code (given one when it has none) and its registration link. */
export async function invitationInfo(db: Database, input: { member: Member }) {
  requireAgent(input.member);
  let code = input.member.affiliateCode;
  for (let attempt = 0; !code && attempt < 3; attempt++) {
    try {
      const [row] = await db
        .update(members)
        .set({ affiliateCode: sql`coalesce(${members.affiliateCode}, ${newAffiliateCode()})` })
        .where(eq(members.id, input.member.id))
        .returning({ code: members.affiliateCode });
      code = row?.code ?? null;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  if (!code) throw new Error('no invitation code');
  return { affiliateCode: code, link: `/register?affiliateCode=${encodeURIComponent(code)}` };
}

/** The public domains of the merchant a registration link can be given on (available, not a local address), once each. */
export function linkDomains(merchant: Pick<Merchant, 'domains'>): string[] {
  const out: string[] = [];
  for (const route of merchant.domains) {
    const domain = route.domain.trim().toLowerCase();
    if (route.available === false || domain === '' || /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(domain)) continue;
    if (!out.includes(domain)) out.push(domain);
  }
  return out;
}

/**
 * The join-us page's summary for an agent (agentAffiliate): its code and registration link on each of the merchant's
 * domains, the accounts registered through the code (its direct downlines whose registration carried the code, as the
 * registration records it in the profile; not the register centre's, nor a member moved under it) this month of the
 * merchant's zone and in total, and the affiliate programme's commission plan.
 */
export async function agentAffiliate(db: Database, input: { merchant: Merchant; member: Member; nowMs: number }) {
  const { affiliateCode, link } = await invitationInfo(db, { member: input.member });
  const zone = merchantTimeZone(input.merchant);
  const now = new Date(input.nowMs);
  const [row] = rowsOf(
    await execute(
      db,
      sql`
      select to_char(${now}::timestamptz at time zone ${zone}, 'YYYY-MM') as month,
        count(*) filter (where m.created_at >= (date_trunc('month', ${now}::timestamptz at time zone ${zone}) at time zone ${zone})
          and m.created_at <= ${now}::timestamptz)::int as this_month,
        count(*)::int as total
      from member_tree t join members m on m.id = t.descendant_id
      where t.ancestor_id = ${input.member.id} and t.depth = 1 and m.profile ->> 'affiliateCode' = ${affiliateCode}`,
    ),
  );
  return {
    affiliateCode,
    link,
    links: linkDomains(input.merchant).map((domain) => ({ domain, url: `https://${domain}${link}` })),
    registrations: { month: String(row?.month), thisMonth: num(row?.this_month), total: num(row?.total) },
    programme: affiliateProgramme(input.merchant),
  };
}

// ---- team management --------------------------------------------------------------------------------------------

export interface DownlineListQuery extends Period, PageQuery {
  scope?: 'direct' | 'all' | undefined;
  account?: string | undefined;
  /** A member of the caller's team whose downlines to list (depth relative to it). */
  root?: string | undefined;
}

/**
 * The drill-down's root: a member of the caller's team (or the caller) by its whole account, with the accounts from the
 * caller's direct downline down to it. Anything else (another agent's member, no such account) is refused alike.
 */
async function teamRoot(db: Database, caller: Member, account: string): Promise<{ id: number; path: string[] }> {
  const rows = rowsOf(
    await execute(
      db,
      sql`
      with root as (
        select r.id from members r join member_tree mine on mine.ancestor_id = ${caller.id} and mine.descendant_id = r.id
        where r.merchant_id = ${caller.merchantId} and r.account = ${account.toLowerCase()}
      )
      select root.id as root_id, m.account, below.depth
      from root
        left join member_tree up on up.descendant_id = root.id
        left join member_tree below on below.ancestor_id = ${caller.id} and below.descendant_id = up.ancestor_id and below.depth > 0
        left join members m on m.id = below.descendant_id
      order by below.depth nulls first`,
    ),
  );
  const first = rows[0];
  if (!first) throw validationFailure([{ path: ['root'], message: 'validation:notInTeam' }], 'root is not in the caller\'s team');
  return {
    id: num(first.root_id),
    path: rows.filter((row) => typeof row.account === 'string').map((row) => String(row.account)),
  };
}

export async function downlineList(db: Database, input: { merchant: Merchant; member: Member; query: DownlineListQuery }) {
  requireAgent(input.member);
  const { query } = input;
  const zone = merchantTimeZone(input.merchant);
  const { pageNo, pageSize, offset } = pageOf(query);
  const root = query.root ? await teamRoot(db, input.member, query.root) : { id: input.member.id, path: [] };
  const rows = rowsOf(
    await execute(
      db,
      sql`
      with ${teamCte(root.id, { direct: query.scope === 'direct', account: query.account })},
      page as (
        select m.id, m.account, m.type, team.depth, m.upline_id, (extract(epoch from m.created_at) * 1000)::float8 as created_ms,
          (extract(epoch from m.last_login_at) * 1000)::float8 as login_ms
        from team join members m on m.id = team.id
        order by m.created_at desc, m.id desc
        limit ${pageSize} offset ${offset}
      )
      select (select count(*) from team)::bigint as t_count, p.*, u.account as upline,
        (select count(*) from member_tree s where s.ancestor_id = p.id and s.depth > 0)::bigint as team_size,
        (select a.balance from wallet_accounts a where a.member_id = p.id and a.kind = ${MAIN_WALLET}) as balance,
        (select sum(d.valid_bet) from bet_member_days d where d.member_id = p.id and ${inDays(sql`d.day`, query)})::bigint as valid_bet,
        (select sum(d.amount_in - d.amount_out) from ledger_daily_totals d
          where d.member_id = p.id and d.kind in (${list(DEPOSIT_KINDS)}) and ${inDays(sql`d.day`, query)})::bigint as deposits,
        (select coalesce(json_agg(json_build_object('type', c.type, 'rate', c.rate_bp) order by c.type), '[]'::json) from agent_contracts c
          where c.downline_id = p.id and c.status in ('signed', 'termination')) as contracts
      from (select 1) one left join page p on true left join members u on u.id = p.upline_id
      order by p.created_ms desc, p.id desc`,
    ),
  );
  const total = num(rows[0]?.t_count);
  return {
    list: rows
      .filter((row) => row.id !== null && row.id !== undefined)
      .map((row) => ({
        id: num(row.id),
        account: String(row.account),
        type: num(row.type),
        depth: num(row.depth),
        upline: typeof row.upline === 'string' ? row.upline : null,
        teamSize: num(row.team_size),
        balance: toMajor(num(row.balance)),
        lastLoginAt: msOf(row.login_ms),
        createdAt: num(row.created_ms),
        validBet: toMajor(num(row.valid_bet)),
        deposits: toMajor(num(row.deposits)),
        contracts: contractsOf(row.contracts),
      })),
    path: root.path,
    ...pageAnswer(pageNo, pageSize, total, zone),
  };
}

/** The contracts column (json_agg of type and rate in basis points), as the contract answers them. */
function contractsOf(value: unknown): { type: ContractType; rate: number }[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as { type: ContractType; rate: number }[];
  return rows.map((c) => ({ type: c.type, rate: Number(c.rate) / 100 }));
}

// ---- team betting -----------------------------------------------------------------------------------------------

/** `column` is in the record category (an unlisted game category counts as the default one). */
function inCategory(column: SQL, category: BetRecordCategory): SQL {
  const values = RECORD_CATEGORY_GROUPS[category];
  if (category !== DEFAULT_RECORD_CATEGORY) return sql`${column} in (${list(values)})`;
  return sql`(${column} in (${list(values)}) or ${column} not in (${list(Object.values(RECORD_CATEGORY_GROUPS).flat())}))`;
}

export interface TeamBettingQuery extends Period, PageQuery {
  account?: string | undefined;
  category?: BetRecordCategory | undefined;
}

export async function teamBetting(
  db: Database,
  input: { merchant: Merchant; member: Member; language: string; query: TeamBettingQuery },
) {
  requireAgent(input.member);
  const { query } = input;
  const zone = merchantTimeZone(input.merchant);
  const { pageNo, pageSize, offset } = pageOf(query);
  const totals = query.category
    ? sql`
      select coalesce(sum(d.rounds), 0)::bigint as t_count, coalesce(sum(d.stake), 0)::bigint as t_stake,
        coalesce(sum(d.valid_bet), 0)::bigint as t_valid_bet, coalesce(sum(d.payout), 0)::bigint as t_payout,
        coalesce(sum(case when d.outcome in ('won', 'lost') then d.payout - d.stake else 0 end), 0)::bigint as t_win_loss
      from team join bet_daily_totals d on d.member_id = team.id
      where ${inDays(sql`d.day`, query)} and ${inCategory(sql`d.category`, query.category)}`
    : sql`
      select coalesce(sum(d.rounds), 0)::bigint as t_count, coalesce(sum(d.stake), 0)::bigint as t_stake,
        coalesce(sum(d.valid_bet), 0)::bigint as t_valid_bet, coalesce(sum(d.payout), 0)::bigint as t_payout,
        coalesce(sum(d.win_loss), 0)::bigint as t_win_loss
      from team join bet_member_days d on d.member_id = team.id
      where ${inDays(sql`d.day`, query)}`;
  const rows = rowsOf(
    await execute(
      db,
      sql`
      with ${teamCte(input.member.id, { account: query.account })},
      totals as (${totals}),
      page as (
        select b.id, b.member_id, b.game_id, b.vendor, b.category, b.round_id, b.stake, b.valid_bet, b.payout, b.status,
          (extract(epoch from b.created_at) * 1000)::float8 as time_ms
        from team join bet_records b on b.member_id = team.id
        where ${inInstants(sql`b.created_at`, query, zone)}${query.category ? sql` and ${inCategory(sql`b.category`, query.category)}` : sql``}
        order by b.created_at desc, b.id desc
        limit ${pageSize} offset ${offset}
      )
      select t.*, p.*, m.account, g.name as game_name, g.names as game_names
      from totals t left join page p on true left join members m on m.id = p.member_id left join games g on g.id = p.game_id
      order by p.time_ms desc, p.id desc`,
    ),
  );
  const head = rows[0] ?? {};
  const total = num(head.t_count);
  return {
    list: rows
      .filter((row) => row.id !== null && row.id !== undefined)
      .map((row) => {
        const stake = num(row.stake);
        const payout = num(row.payout);
        const status = outcomeOf(String(row.status), stake, payout);
        const names = (row.game_names ?? {}) as Record<string, string>;
        return {
          id: num(row.id),
          account: String(row.account),
          time: num(row.time_ms),
          gameId: num(row.game_id),
          gameName:
            typeof row.game_name === 'string'
              ? localName({ name: row.game_name, names }, input.language)
              : `#${num(row.game_id)}`,
          vendor: String(row.vendor),
          category: recordCategoryOf(String(row.category)),
          roundId: String(row.round_id),
          stake: toMajor(stake),
          validBet: toMajor(num(row.valid_bet)),
          payout: toMajor(payout),
          winLoss: status === 'won' || status === 'lost' ? toMajor(payout - stake) : 0,
          status,
        };
      }),
    ...pageAnswer(pageNo, pageSize, total, zone),
    totals: {
      count: total,
      stake: toMajor(num(head.t_stake)),
      validBet: toMajor(num(head.t_valid_bet)),
      payout: toMajor(num(head.t_payout)),
      winLoss: toMajor(num(head.t_win_loss)),
    },
  };
}

// ---- user profit and loss -----------------------------------------------------------------------------------------

export interface TeamProfitLossQuery extends Period, PageQuery {
  account?: string | undefined;
}

export async function teamProfitLoss(db: Database, input: { merchant: Merchant; member: Member; query: TeamProfitLossQuery }) {
  requireAgent(input.member);
  const { query } = input;
  const zone = merchantTimeZone(input.merchant);
  const { pageNo, pageSize, offset } = pageOf(query);
  const rows = rowsOf(
    await execute(
      db,
      sql`
      with ${teamCte(input.member.id, { account: query.account })},
      b as (
        select d.member_id, sum(d.rounds)::bigint as rounds, sum(d.stake)::bigint as stake, sum(d.valid_bet)::bigint as valid_bet,
          sum(d.payout)::bigint as payout, sum(d.win_loss)::bigint as win_loss
        from team join bet_member_days d on d.member_id = team.id
        where ${inDays(sql`d.day`, query)}
        group by d.member_id
      ),
      l as (
        select d.member_id,
          sum(case when d.kind in (${list(DEPOSIT_KINDS)}) then d.amount_in - d.amount_out else 0 end)::bigint as deposits,
          sum(case when d.kind in (${list(WITHDRAWAL_KINDS)}) then d.amount_out - d.amount_in else 0 end)::bigint as withdrawals,
          sum(case when d.kind in (${list(BONUS_KINDS)}) then d.amount_in - d.amount_out else 0 end)::bigint as bonuses
        from team join ledger_daily_totals d on d.member_id = team.id
        where ${inDays(sql`d.day`, query)} and d.kind in (${list([...DEPOSIT_KINDS, ...WITHDRAWAL_KINDS, ...BONUS_KINDS])})
        group by d.member_id
      ),
      r as materialized (
        select coalesce(b.member_id, l.member_id) as id, coalesce(b.rounds, 0) as rounds, coalesce(b.stake, 0) as stake,
          coalesce(b.valid_bet, 0) as valid_bet, coalesce(b.payout, 0) as payout, coalesce(b.win_loss, 0) as win_loss,
          coalesce(l.deposits, 0) as deposits, coalesce(l.withdrawals, 0) as withdrawals, coalesce(l.bonuses, 0) as bonuses
        from b full join l on l.member_id = b.member_id
      ),
      totals as (
        select count(*)::bigint as t_count, coalesce(sum(rounds), 0)::bigint as t_rounds, coalesce(sum(stake), 0)::bigint as t_stake,
          coalesce(sum(valid_bet), 0)::bigint as t_valid_bet, coalesce(sum(payout), 0)::bigint as t_payout,
          coalesce(sum(win_loss), 0)::bigint as t_win_loss, coalesce(sum(deposits), 0)::bigint as t_deposits,
          coalesce(sum(withdrawals), 0)::bigint as t_withdrawals, coalesce(sum(bonuses), 0)::bigint as t_bonuses
        from r
      ),
      page as (
        select r.*, m.account, m.type, team.depth from r join members m on m.id = r.id join team on team.id = r.id
        order by m.account
        limit ${pageSize} offset ${offset}
      )
      select t.*, p.* from totals t left join page p on true order by p.account`,
    ),
  );
  const head = rows[0] ?? {};
  const figures = (row: Row, prefix: string) => ({
    rounds: num(row[`${prefix}rounds`]),
    stake: toMajor(num(row[`${prefix}stake`])),
    validBet: toMajor(num(row[`${prefix}valid_bet`])),
    payout: toMajor(num(row[`${prefix}payout`])),
    winLoss: toMajor(num(row[`${prefix}win_loss`])),
    deposits: toMajor(num(row[`${prefix}deposits`])),
    withdrawals: toMajor(num(row[`${prefix}withdrawals`])),
    bonuses: toMajor(num(row[`${prefix}bonuses`])),
  });
  return {
    list: rows
      .filter((row) => row.id !== null && row.id !== undefined)
      .map((row) => ({ account: String(row.account), type: num(row.type), depth: num(row.depth), ...figures(row, '') })),
    ...pageAnswer(pageNo, pageSize, num(head.t_count), zone),
    totals: figures(head, 't_'),
  };
}

// ---- my income ----------------------------------------------------------------------------------------------------

export interface MyIncomeQuery extends Period, PageQuery {
  type?: AgentIncomeType | undefined;
}

const incomeTypeOf = (kind: string): AgentIncomeType =>
  (Object.keys(AGENT_INCOME_KINDS) as AgentIncomeType[]).find((t) => AGENT_INCOME_KINDS[t] === kind) ?? 'commission';

export async function myIncome(db: Database, input: { merchant: Merchant; member: Member; query: MyIncomeQuery }) {
  requireAgent(input.member);
  const { query } = input;
  const zone = merchantTimeZone(input.merchant);
  const { pageNo, pageSize, offset } = pageOf(query);
  const kinds = query.type ? [AGENT_INCOME_KINDS[query.type]] : Object.values(AGENT_INCOME_KINDS);
  const memberId = input.member.id;
  const rows = rowsOf(
    await execute(
      db,
      sql`
      with totals as (
        select coalesce(sum(d.entries), 0)::bigint as t_count,
          ${sql.join(
            (Object.keys(AGENT_INCOME_KINDS) as AgentIncomeType[]).map(
              (t) =>
                sql`coalesce(sum(d.amount_in - d.amount_out) filter (where d.kind = ${AGENT_INCOME_KINDS[t]}), 0)::bigint as ${sql.raw(`t_${t}`)}`,
            ),
            sql`, `,
          )}
        from ledger_daily_totals d
        where d.member_id = ${memberId} and ${inDays(sql`d.day`, query)} and d.kind in (${list(kinds)})
      ),
      page as (
        select e.id, e.kind, e.amount, e.balance_after, (extract(epoch from e.created_at) * 1000)::float8 as time_ms
        from ledger_entries e
        where e.member_id = ${memberId} and ${inInstants(sql`e.created_at`, query, zone)} and e.kind in (${list(kinds)})
        order by e.created_at desc, e.id desc
        limit ${pageSize} offset ${offset}
      )
      select t.*, p.* from totals t left join page p on true order by p.time_ms desc, p.id desc`,
    ),
  );
  const head = rows[0] ?? {};
  const commission = num(head.t_commission);
  const salary = num(head.t_salary);
  const dividend = num(head.t_dividend);
  return {
    list: rows
      .filter((row) => row.id !== null && row.id !== undefined)
      .map((row) => ({
        id: num(row.id),
        time: num(row.time_ms),
        type: incomeTypeOf(String(row.kind)),
        amount: toMajor(num(row.amount)),
        balanceAfter: toMajor(num(row.balance_after)),
      })),
    ...pageAnswer(pageNo, pageSize, num(head.t_count), zone),
    totals: {
      commission: toMajor(commission),
      salary: toMajor(salary),
      dividend: toMajor(dividend),
      total: toMajor(commission + salary + dividend),
    },
  };
}

// ---- downline transaction details ---------------------------------------------------------------------------------

export interface DownlineTransactionsQuery extends Period, PageQuery {
  type?: DownlineTransactionType | undefined;
  account?: string | undefined;
}

const transactionTypeOfKind = (kind: string): DownlineTransactionType =>
  (Object.keys(DOWNLINE_TRANSACTION_KINDS) as DownlineTransactionType[]).find((t) =>
    DOWNLINE_TRANSACTION_KINDS[t].includes(kind),
  ) ?? 'transfer';

export async function downlineTransactions(
  db: Database,
  input: { merchant: Merchant; member: Member; query: DownlineTransactionsQuery },
) {
  requireAgent(input.member);
  const { query } = input;
  const zone = merchantTimeZone(input.merchant);
  const { pageNo, pageSize, offset } = pageOf(query);
  const kinds = query.type ? DOWNLINE_TRANSACTION_KINDS[query.type] : Object.values(DOWNLINE_TRANSACTION_KINDS).flat();
  const rows = rowsOf(
    await execute(
      db,
      sql`
      with ${teamCte(input.member.id, { account: query.account })},
      entries as materialized (
        select e.id, e.member_id, e.kind, e.amount, e.balance_after, e.created_at
        from team join ledger_entries e on e.member_id = team.id join wallet_accounts a on a.id = e.account_id
        where ${inInstants(sql`e.created_at`, query, zone)} and e.kind in (${list(kinds)}) and a.kind = ${MAIN_WALLET}
      ),
      totals as (
        select count(*)::bigint as t_count, coalesce(sum(greatest(amount, 0)), 0)::bigint as t_in,
          coalesce(sum(greatest(-amount, 0)), 0)::bigint as t_out
        from entries
      ),
      page as (
        select x.id, x.member_id, x.kind, x.amount, x.balance_after, (extract(epoch from x.created_at) * 1000)::float8 as time_ms
        from entries x order by x.created_at desc, x.id desc
        limit ${pageSize} offset ${offset}
      )
      select t.*, p.*, m.account from totals t left join page p on true left join members m on m.id = p.member_id
      order by p.time_ms desc, p.id desc`,
    ),
  );
  const head = rows[0] ?? {};
  return {
    list: rows
      .filter((row) => row.id !== null && row.id !== undefined)
      .map((row) => ({
        id: num(row.id),
        time: num(row.time_ms),
        account: String(row.account),
        type: transactionTypeOfKind(String(row.kind)),
        kind: String(row.kind),
        amount: toMajor(num(row.amount)),
        balanceAfter: toMajor(num(row.balance_after)),
      })),
    ...pageAnswer(pageNo, pageSize, num(head.t_count), zone),
    totals: { count: num(head.t_count), in: toMajor(num(head.t_in)), out: toMajor(num(head.t_out)) },
  };
}
