/**
 * The member centre's records (issue 14): betting record, account record, profit and loss, bonus details. Each is one
 * SQL statement (one snapshot, one round trip) that reads only the member's rows of the period:
 *
 * - Periods are whole calendar days of the merchant's zone (`settings.timeZone`, default Asia/Tokyo): `from` 00:00 to
 *   the day after `to` 00:00 in that zone, converted by PostgreSQL (daylight saving included).
 * - Totals come from the daily summaries (`bet_daily_totals`, `ledger_daily_totals`, kept by triggers in the same
 *   transaction as the rows, migration 0011): a range scan of one row per day and combination, whatever the volume.
 *   The unfiltered betting record and the profit page's days read `bet_member_days` (migration 0013, kept by the same
 *   triggers in the same statement): one row a day, so 93 days of a million rounds sum 93 rows.
 * - A page is a range seek: the summary's per-day counts say which days hold rows offset .. offset + size of the
 *   filtered list, so the list's index (`member_id, created_at, id`) is read only between those days' bounds, and the
 *   offset left to skip is within the first of them. The index carries the category and vendor (and the ledger's, the
 *   kind), so those rows are skipped and filtered by an index-only scan; only the page's own rows are read from the
 *   table. Page 5,000 costs about what page 1 does.
 * - The statements run as named prepared statements (db.ts `executePrepared`): parsed and planned once per connection.
 */
import {
  RECORD_DEFAULT_PAGE_SIZE,
  RECORD_MAX_PAGE_SIZE,
  betRecordCategories,
  isTrialAccount,
  type BetRecordCategory,
  type BetRecordStatus,
  type BonusSource,
  type BonusStatus,
  type TransactionType,
} from '@croupier/contract';
import { sql, type SQL } from 'drizzle-orm';
import { executePrepared, type Database } from '../db';
import { DEFAULT_TIME_ZONE, type Member, type Merchant } from '../db/schema';
import { ApiFailure, validationFailure } from '../failure';
import { localName } from '../games/catalogue';
import { MAIN_WALLET, toMajor } from './wallet';

/** The zone a merchant's dates are read in. */
export const merchantTimeZone = (merchant: Pick<Merchant, 'settings'>): string =>
  merchant.settings.timeZone ?? DEFAULT_TIME_ZONE;

// ---- mappings: the catalogue's categories and the ledger's kinds onto the contract's lists -------------------------

/** The lobby groups of each record category (ESPORTS and cockfight are sports, blockchain games are RNG games). */
export const RECORD_CATEGORY_GROUPS: Readonly<Record<BetRecordCategory, readonly string[]>> = {
  LIVE: ['LIVE'],
  SPORTS: ['SPORTS', 'ESPORTS', 'COCKFIGHT'],
  RNG: ['RNG', 'BLOCKCHAIN'],
  FISH: ['FISH'],
  PVP: ['PVP'],
  LOTT: ['LOTT'],
  ELOTT: ['ELOTT'],
};
/** A game category no group names is an RNG game. */
export const DEFAULT_RECORD_CATEGORY: BetRecordCategory = 'RNG';

/**
 * The type of each ledger kind. Services that add a kind add it here; a kind not listed shows as an adjustment (never
 * hidden, never an error).
 */
export const LEDGER_KIND_TYPES: Readonly<Record<string, TransactionType>> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  withdrawal_hold: 'hold',
  withdrawal_release: 'release',
  bet: 'bet',
  settle: 'payout',
  rollback: 'refund',
  transfer: 'transfer',
  upline_transfer: 'transfer',
  transfer_upline: 'transfer',
  downline_transfer: 'transfer',
  bonus: 'bonus',
  points_convert: 'bonus',
  points_reward: 'bonus',
  jackpot: 'payout',
  lottery_bet: 'bet',
  lottery_win: 'payout',
  lottery_refund: 'refund',
  agent_salary: 'income',
  agent_dividend: 'income',
  agent_commission: 'income',
  credit: 'adjustment',
  adjustment: 'adjustment',
};
export const DEFAULT_TRANSACTION_TYPE: TransactionType = 'adjustment';

export const recordCategoryOf = (category: string): BetRecordCategory =>
  betRecordCategories.find((c) => RECORD_CATEGORY_GROUPS[c].includes(category)) ?? DEFAULT_RECORD_CATEGORY;

export const transactionTypeOf = (kind: string): TransactionType =>
  Object.hasOwn(LEDGER_KIND_TYPES, kind) ? (LEDGER_KIND_TYPES[kind] as TransactionType) : DEFAULT_TRANSACTION_TYPE;

const list = (values: readonly string[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** `column` belongs to `key` of a mapping whose unlisted values fall to `fallback`. */
function mappedTo<K extends string>(
  column: SQL,
  groups: Readonly<Record<K, readonly string[]>>,
  fallback: K,
  key: K,
): SQL {
  const values = groups[key];
  if (key !== fallback) return values.length ? sql`${column} in (${list(values)})` : sql`false`;
  const all = Object.values<readonly string[]>(groups).flat();
  return values.length
    ? sql`(${column} in (${list(values)}) or ${column} not in (${list(all)}))`
    : sql`${column} not in (${list(all)})`;
}

const kindsOf = (type: TransactionType): string[] =>
  Object.keys(LEDGER_KIND_TYPES).filter((kind) => LEDGER_KIND_TYPES[kind] === type);

function kindIs(column: SQL, type: TransactionType): SQL {
  const kinds = kindsOf(type);
  if (type !== DEFAULT_TRANSACTION_TYPE) return kinds.length ? sql`${column} in (${list(kinds)})` : sql`false`;
  return sql`(${column} in (${list(kinds)}) or ${column} not in (${list(Object.keys(LEDGER_KIND_TYPES))}))`;
}

// ---- shared pieces --------------------------------------------------------------------------------------------------

export interface Period {
  /** yyyy-MM-dd, both included, in `zone`. */
  from: string;
  to: string;
  zone: string;
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

/**
 * A page's LIMIT: the page size rounded up to 20, 50 or 100, as a constant of the statement's text (the caller keeps
 * the first `size` rows, `pageRows`). With a constant the planner knows a page reads a few rows, so PostgreSQL keeps one
 * generic plan per prepared text instead of planning every call (a parameter LIMIT is costed as a tenth of the range),
 * and the texts stay three per filter shape.
 */
const PAGE_LIMITS = [20, 50, RECORD_MAX_PAGE_SIZE] as const;
const pageLimit = (size: number): SQL => sql.raw(String(PAGE_LIMITS.find((limit) => limit >= size) ?? size));

/** The page's rows of an answer (totals-only rows left out), at most `size`. */
const pageRows = (rows: Row[], size: number): Row[] =>
  rows.filter((row) => row.id !== null && row.id !== undefined).slice(0, size);

/** The instant a day of the zone starts. */
const dayStart = (day: SQL, zone: string): SQL => sql`((${day})::timestamp at time zone ${zone})`;
const periodStart = (p: Period) => dayStart(sql`${p.from}::date`, p.zone);
const periodEnd = (p: Period) => dayStart(sql`${p.to}::date + 1`, p.zone);

/**
 * The days of a period that hold rows offset .. offset + size - 1 of a list ordered newest first, from a CTE `days (day,
 * n)` of per-day counts: `pw (lo_day, hi_day, skip)`, skip being the rows of hi_day before the page. One row always
 * (nulls when the page is past the end).
 */
const pageWindow = (offset: number, size: number): SQL => sql`
  cum as (select day, n, (sum(n) over (order by day desc))::bigint as upto from days),
  pw as (
    select min(day) as lo_day, max(day) as hi_day, ${offset}::bigint - min(upto - n) as skip
    from cum where upto > ${offset}::bigint and upto - n < ${offset + size}::bigint
  )`;

/** The list's rows between the page window's days: `created_at` bounds from its scalar subqueries (init plans). */
const inPageWindow = (column: SQL, zone: string): SQL =>
  sql`${column} >= ${dayStart(sql`(select lo_day from pw)`, zone)} and ${column} < ${dayStart(sql`(select hi_day from pw) + 1`, zone)}`;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

function refuseTrial(member: Pick<Member, 'type'>): void {
  if (isTrialAccount(member.type))
    throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
}

const pageAnswer = (pageNo: number, pageSize: number, total: number, zone: string) => ({
  pageNum: pageNo,
  pageSize,
  totalPages: Math.max(1, Math.ceil(total / pageSize)),
  total,
  timeZone: zone,
});

// ---- betting record ---------------------------------------------------------------------------------------------

export interface BetRecordFilters {
  category?: BetRecordCategory | undefined;
  vendor?: string | undefined;
  status?: BetRecordStatus | undefined;
}

const filtered = (filters: BetRecordFilters): boolean => Boolean(filters.category || filters.vendor || filters.status);

function betFilters(filters: BetRecordFilters, columns: { category: SQL; vendor: SQL; outcome: SQL }): SQL {
  const parts: SQL[] = [];
  if (filters.category)
    parts.push(mappedTo(columns.category, RECORD_CATEGORY_GROUPS, DEFAULT_RECORD_CATEGORY, filters.category));
  if (filters.vendor) parts.push(sql`${columns.vendor} = ${filters.vendor}`);
  if (filters.status) parts.push(sql`${columns.outcome} = ${filters.status}`);
  return parts.length ? sql` and ${sql.join(parts, sql` and `)}` : sql``;
}

/** The betting record's statement: totals of the period (columns t_*) and the page's rows (left-joined, maybe none). */
export function betRecordsSql(
  memberId: number,
  period: Period,
  filters: BetRecordFilters,
  offset: number,
  size: number,
): SQL {
  const inSummary = betFilters(filters, { category: sql`d.category`, vendor: sql`d.vendor`, outcome: sql`d.outcome` });
  const inRounds = betFilters(filters, {
    category: sql`b.category`,
    vendor: sql`b.vendor`,
    outcome: sql`bet_outcome(b.status, b.stake, b.payout)`,
  });
  const inPeriod = sql`d.member_id = ${memberId} and d.day >= ${period.from}::date and d.day <= ${period.to}::date`;
  // Unfiltered (the page as it opens): one summary row a day. Filtered: the days' rows of the combinations kept.
  const days = filtered(filters)
    ? sql`
      select d.day, sum(d.rounds)::bigint as n, sum(d.stake)::bigint as stake, sum(d.valid_bet)::bigint as valid_bet,
        sum(d.payout)::bigint as payout,
        sum(case when d.outcome in ('won', 'lost') then d.payout - d.stake else 0 end)::bigint as win_loss
      from bet_daily_totals d
      where ${inPeriod}${inSummary}
      group by d.day`
    : sql`
      select d.day, d.rounds::bigint as n, d.stake, d.valid_bet, d.payout, d.win_loss
      from bet_member_days d
      where ${inPeriod}`;
  return sql`
    with days as materialized (${days}
    ),
    ${pageWindow(offset, size)},
    keys as (
      select b.id from bet_records b
      where b.member_id = ${memberId} and ${inPageWindow(sql`b.created_at`, period.zone)}${inRounds}
      order by b.created_at desc, b.id desc
      limit ${pageLimit(size)} offset (select skip from pw)
    ),
    page as (
      select b.id, b.game_id, b.vendor, b.category, b.round_id, b.stake, b.valid_bet, b.payout, b.status,
        (extract(epoch from b.created_at) * 1000)::float8 as time_ms, (extract(epoch from b.settled_at) * 1000)::float8 as settled_ms
      from keys k join bet_records b on b.id = k.id
    ),
    totals as (
      select coalesce(sum(n), 0)::bigint as t_count, coalesce(sum(stake), 0)::bigint as t_stake,
        coalesce(sum(valid_bet), 0)::bigint as t_valid_bet, coalesce(sum(payout), 0)::bigint as t_payout,
        coalesce(sum(win_loss), 0)::bigint as t_win_loss
      from days
    )
    select t.*, p.*, g.name as game_name, g.names as game_names
    from totals t left join page p on true left join games g on g.id = p.game_id
    order by p.time_ms desc, p.id desc`;
}

export interface BetRecordsQuery extends BetRecordFilters, PageQuery {
  from: string;
  to: string;
}

export async function betRecords(
  db: Database,
  input: { merchant: Merchant; member: Member; language: string; query: BetRecordsQuery },
) {
  refuseTrial(input.member);
  const { query } = input;
  const zone = merchantTimeZone(input.merchant);
  const vendor = query.vendor?.toUpperCase();
  if (vendor) {
    const known = rowsOf(await executePrepared(db, sql`select 1 from game_vendors where code = ${vendor}`));
    if (known.length === 0)
      throw validationFailure([{ path: ['vendor'], message: 'validation:vendorInvalid' }], 'unknown vendor');
  }
  const { pageNo, pageSize, offset } = pageOf(query);
  const period = { from: query.from, to: query.to, zone };
  const rows = rowsOf(
    await executePrepared(
      db,
      betRecordsSql(
        input.member.id,
        period,
        { category: query.category, vendor, status: query.status },
        offset,
        pageSize,
      ),
    ),
  );
  const head = rows[0] ?? {};
  const total = num(head.t_count);
  return {
    list: pageRows(rows, pageSize).map((row) => {
      const stake = num(row.stake);
      const payout = num(row.payout);
      const status = outcomeOf(String(row.status), stake, payout);
      const names = (row.game_names ?? {}) as Record<string, string>;
      return {
        id: num(row.id),
        time: num(row.time_ms),
        settledAt: row.settled_ms === null || row.settled_ms === undefined ? null : num(row.settled_ms),
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

/** The same rule as SQL's `bet_outcome()` (migration 0011), for the rows already read. */
export function outcomeOf(status: string, stake: number, payout: number): BetRecordStatus {
  if (status === 'settled') return payout >= stake ? 'won' : 'lost';
  return status === 'rolledback' ? 'cancelled' : 'pending';
}

/** The catalogue's vendors of the record categories (one category, or all), and whether the member played each. */
export async function betVendors(db: Database, input: { member: Member; category?: BetRecordCategory | undefined }) {
  refuseTrial(input.member);
  const groups = input.category ? RECORD_CATEGORY_GROUPS[input.category] : Object.values(RECORD_CATEGORY_GROUPS).flat();
  const rows = rowsOf(
    await executePrepared(
      db,
      sql`
      select v.code, v.name, v.category,
        exists (select 1 from bet_daily_totals d where d.member_id = ${input.member.id} and d.vendor = v.code) as played
      from game_vendors v
      where v.category in (${list(groups)})
      order by v.sort, v.code`,
    ),
  );
  const order = (category: string) => betRecordCategories.indexOf(recordCategoryOf(category));
  return {
    list: rows
      .map((row) => ({
        vendor: String(row.code),
        name: String(row.name),
        category: recordCategoryOf(String(row.category)),
        played: row.played === true,
      }))
      .sort((a, b) => order(a.category) - order(b.category)),
  };
}

// ---- account record ---------------------------------------------------------------------------------------------

/** The ledger's statement: totals of the period (t_*) and the page's entries with their wallet and transaction key. */
export function transactionRecordsSql(
  memberId: number,
  period: Period,
  type: TransactionType | undefined,
  offset: number,
  size: number,
): SQL {
  const inSummary = type ? sql` and ${kindIs(sql`d.kind`, type)}` : sql``;
  const inEntries = type ? sql` and ${kindIs(sql`e.kind`, type)}` : sql``;
  return sql`
    with days as materialized (
      select d.day, sum(d.entries)::bigint as n, sum(d.amount_in)::bigint as amount_in, sum(d.amount_out)::bigint as amount_out
      from ledger_daily_totals d
      where d.member_id = ${memberId} and d.day >= ${period.from}::date and d.day <= ${period.to}::date${inSummary}
      group by d.day
    ),
    ${pageWindow(offset, size)},
    keys as (
      select e.id from ledger_entries e
      where e.member_id = ${memberId} and ${inPageWindow(sql`e.created_at`, period.zone)}${inEntries}
      order by e.created_at desc, e.id desc
      limit ${pageLimit(size)} offset (select skip from pw)
    ),
    page as (
      select e.id, e.amount, e.balance_after, e.kind, e.account_id, e.transaction_id, (extract(epoch from e.created_at) * 1000)::float8 as time_ms
      from keys k join ledger_entries e on e.id = k.id
    ),
    totals as (
      select coalesce(sum(n), 0)::bigint as t_count, coalesce(sum(amount_in), 0)::bigint as t_in, coalesce(sum(amount_out), 0)::bigint as t_out
      from days
    )
    select t.*, p.*, a.kind as wallet_kind, x.idempotency_key
    from totals t left join page p on true
      left join wallet_accounts a on a.id = p.account_id
      left join ledger_transactions x on x.id = p.transaction_id
    order by p.time_ms desc, p.id desc`;
}

/** What a movement belongs to: its idempotency key without the merchant scope, else the transaction number. */
export function referenceOf(key: unknown, transactionId: number): string {
  if (typeof key !== 'string' || key === '') return `#${transactionId}`;
  const scoped = /^(?:seamless|bonus):\d+:(.+)$/.exec(key);
  return scoped?.[1] ?? key;
}

const walletName = (kind: string): string => (kind === MAIN_WALLET ? MAIN_WALLET : kind.replace(/^vendor:/, ''));

export interface TransactionRecordsQuery extends PageQuery {
  from: string;
  to: string;
  type?: TransactionType | undefined;
}

export async function transactionRecords(
  db: Database,
  input: { merchant: Merchant; member: Member; query: TransactionRecordsQuery },
) {
  refuseTrial(input.member);
  const { query } = input;
  const zone = merchantTimeZone(input.merchant);
  const { pageNo, pageSize, offset } = pageOf(query);
  const rows = rowsOf(
    await executePrepared(
      db,
      transactionRecordsSql(input.member.id, { from: query.from, to: query.to, zone }, query.type, offset, pageSize),
    ),
  );
  const head = rows[0] ?? {};
  const total = num(head.t_count);
  const moneyIn = num(head.t_in);
  const moneyOut = num(head.t_out);
  return {
    list: pageRows(rows, pageSize).map((row) => ({
      id: num(row.id),
      time: num(row.time_ms),
      type: transactionTypeOf(String(row.kind)),
      kind: String(row.kind),
      wallet: walletName(String(row.wallet_kind ?? MAIN_WALLET)),
      amount: toMajor(num(row.amount)),
      balanceAfter: toMajor(num(row.balance_after)),
      reference: referenceOf(row.idempotency_key, num(row.transaction_id)),
    })),
    ...pageAnswer(pageNo, pageSize, total, zone),
    totals: { count: total, in: toMajor(moneyIn), out: toMajor(moneyOut), net: toMajor(moneyIn - moneyOut) },
  };
}

// ---- profit and loss --------------------------------------------------------------------------------------------

/** Per game category and per day (settled rounds' win/loss), and per ledger kind, of the period: one statement. */
export function profitReportSql(memberId: number, period: Period): SQL {
  const days = sql`d.member_id = ${memberId} and d.day >= ${period.from}::date and d.day <= ${period.to}::date`;
  return sql`
    select 'category' as part, d.category as key, sum(d.rounds)::bigint as a, sum(d.stake)::bigint as b,
      sum(d.valid_bet)::bigint as c, sum(d.payout)::bigint as e
    from bet_daily_totals d where ${days} and d.outcome in ('won', 'lost') group by d.category
    union all
    select 'day', to_char(d.day, 'YYYY-MM-DD'), 0::bigint, 0::bigint, 0::bigint, d.win_loss
    from bet_member_days d where ${days}
    union all
    select 'kind', d.kind, sum(d.entries)::bigint, sum(d.amount_in)::bigint, sum(d.amount_out)::bigint, 0::bigint
    from ledger_daily_totals d where ${days} group by d.kind`;
}

/** Every date from `from` to `to`, yyyy-MM-dd. */
export function datesOf(from: string, to: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

export async function profitReport(
  db: Database,
  input: { merchant: Merchant; member: Member; query: { from: string; to: string } },
) {
  refuseTrial(input.member);
  const zone = merchantTimeZone(input.merchant);
  const rows = rowsOf(
    await executePrepared(db, profitReportSql(input.member.id, { from: input.query.from, to: input.query.to, zone })),
  );
  const blank = () => ({ rounds: 0, stake: 0, validBet: 0, payout: 0 });
  const byCategory = new Map<BetRecordCategory, ReturnType<typeof blank>>(betRecordCategories.map((c) => [c, blank()]));
  const profitByDay = new Map<string, number>();
  const netIn = new Map<TransactionType, number>();
  for (const row of rows) {
    const key = String(row.key);
    if (row.part === 'category') {
      const figures = byCategory.get(recordCategoryOf(key)) ?? blank();
      figures.rounds += num(row.a);
      figures.stake += num(row.b);
      figures.validBet += num(row.c);
      figures.payout += num(row.e);
    } else if (row.part === 'day') {
      profitByDay.set(key, num(row.e));
    } else {
      const type = transactionTypeOf(key);
      netIn.set(type, (netIn.get(type) ?? 0) + num(row.b) - num(row.c));
    }
  }
  const figuresOf = (f: ReturnType<typeof blank>) => ({
    rounds: f.rounds,
    stake: toMajor(f.stake),
    validBet: toMajor(f.validBet),
    payout: toMajor(f.payout),
    profit: toMajor(f.payout - f.stake),
  });
  const all = [...byCategory.values()].reduce(
    (sum, f) => ({
      rounds: sum.rounds + f.rounds,
      stake: sum.stake + f.stake,
      validBet: sum.validBet + f.validBet,
      payout: sum.payout + f.payout,
    }),
    blank(),
  );
  const net = (type: TransactionType) => netIn.get(type) ?? 0;
  return {
    categories: betRecordCategories.map((category) => ({
      category,
      ...figuresOf(byCategory.get(category) ?? blank()),
    })),
    totals: figuresOf(all),
    deposits: toMajor(net('deposit')),
    // What left the member's wallets for withdrawals: a hold that moves money to the member's own hold wallet nets to
    // zero and its withdrawal counts, a hold that moves it to the merchant counts (less any release).
    withdrawals: toMajor(-(net('hold') + net('release') + net('withdrawal'))),
    bonuses: toMajor(net('bonus')),
    daily: datesOf(input.query.from, input.query.to).map((date) => ({
      date,
      profit: toMajor(profitByDay.get(date) ?? 0),
    })),
    timeZone: zone,
  };
}

// ---- bonus details ----------------------------------------------------------------------------------------------

export function bonusDetailsSql(
  memberId: number,
  period: Period,
  source: BonusSource | undefined,
  offset: number,
  size: number,
): SQL {
  const where = sql`c.member_id = ${memberId} and c.created_at >= ${periodStart(period)} and c.created_at < ${periodEnd(period)}${
    source ? sql` and c.source = ${source}` : sql``
  }`;
  return sql`
    with totals as (
      select count(*)::bigint as t_count, coalesce(sum(c.amount), 0)::bigint as t_amount, coalesce(sum(c.turnover), 0)::bigint as t_turnover
      from bonus_credits c where ${where}
    ),
    page as (
      select c.id, c.source, c.amount, c.turnover, c.status, c.reference, c.remark, (extract(epoch from c.created_at) * 1000)::float8 as time_ms
      from bonus_credits c where ${where}
      order by c.created_at desc, c.id desc
      limit ${pageLimit(size)} offset ${offset}
    )
    select t.*, p.* from totals t left join page p on true order by p.time_ms desc, p.id desc`;
}

export interface BonusDetailsQuery extends PageQuery {
  from: string;
  to: string;
  source?: BonusSource | undefined;
}

export async function bonusDetails(
  db: Database,
  input: { merchant: Merchant; member: Member; query: BonusDetailsQuery },
) {
  refuseTrial(input.member);
  const { query } = input;
  const zone = merchantTimeZone(input.merchant);
  const { pageNo, pageSize, offset } = pageOf(query);
  const rows = rowsOf(
    await executePrepared(
      db,
      bonusDetailsSql(input.member.id, { from: query.from, to: query.to, zone }, query.source, offset, pageSize),
    ),
  );
  const head = rows[0] ?? {};
  const total = num(head.t_count);
  return {
    list: pageRows(rows, pageSize).map((row) => ({
      id: num(row.id),
      time: num(row.time_ms),
      source: row.source as BonusSource,
      amount: toMajor(num(row.amount)),
      turnover: toMajor(num(row.turnover)),
      status: row.status as BonusStatus,
      reference: String(row.reference),
      remark: typeof row.remark === 'string' ? row.remark : null,
    })),
    ...pageAnswer(pageNo, pageSize, total, zone),
    totals: { count: total, amount: toMajor(num(head.t_amount)), turnover: toMajor(num(head.t_turnover)) },
  };
}
