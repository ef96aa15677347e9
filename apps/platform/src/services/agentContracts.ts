/**
 * Agent contracts (issue 17, ADR 0010): offers, decisions and the settlement of each contract's periods.
 *
 * - An upline agent offers a contract of a type to a direct downline agent at a rate at most its own contract's rate of
 *   that type (the merchant offers top-level agents theirs: `pnpm platform contract offer`). The downline accepts or
 *   refuses; either side asks for termination and the other agrees or rejects it. A newer accepted offer replaces the
 *   contract in force.
 * - The rate rule keeps every upline's rate at or above its downlines': accepting a rate below rates the contractee
 *   gave (or ending its contract with nothing in its place) dissolves those contracts, and every contract given below a
 *   dissolved one, in the same transaction. Whoever agrees first sees `contract_rate_conflict` with the list, and
 *   agrees again with `acknowledgeConflict`.
 * - Every action locks both parties' member rows (in id order), so two decisions on one contract, or an offer racing
 *   the acceptance that lowers the offerer's rate, run one after the other and the second sees the first's outcome.
 * - Settlement (`settleDueContracts`, a recurring job once a minute across instances): each period of a contract that
 *   was in force for the whole period (from the period it was signed in to its end) is settled once its end has passed
 *   by SETTLE_GRACE_MS: one `agent_contract_settlements` row (primary key contract + period start) and, when it pays,
 *   one ledger transaction from the merchant's cash account to the agent's main wallet, in one database transaction.
 *   Two instances, a retry, or a run after a crash midway find the row and pay nobody twice.
 */
import {
  CONTRACT_IN_FORCE,
  REAL_TIME_SALARY_INTERVAL_MS,
  RECORD_DEFAULT_PAGE_SIZE,
  SALARY_PERIODS,
  AGENT_TYPES,
  contractBases,
  contractModIds,
  contractTypes,
  dividendPeriods,
  isAgentAccount,
  isFeatureEnabled,
  type AgentContract,
  type ContractFigures,
  type ContractList,
  type ContractListRequest,
  type ContractPeriod,
  type ContractRequest,
  type ContractRole,
  type ContractType,
  type ContractTypePolicy,
} from '@croupier/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db';
import { agentContracts, agentContractSettlements, members, type AgentContractRow, type Member, type Merchant } from '../db/schema';
import { ApiFailure, validationFailure } from '../failure';
import type { JobQueue } from '../jobs/queue';
import { requireAgent } from './agentTeam';
import { merchantTimeZone } from './records';
import { CASH, MAIN_WALLET, ensureAccount, lockAccount, post, toMajor, toMinor, type Tx } from './wallet';

/** Rates in force when the merchant's settings name none (percent; conditions in minor units). */
export const CONTRACT_POLICY_DEFAULTS: Readonly<
  Record<ContractType, { maxRate: number; minRate: number; minActiveMembers: number; minValidBet: number }>
> = {
  dividend: { maxRate: 40, minRate: 1, minActiveMembers: 3, minValidBet: 0 },
  daily: { maxRate: 2, minRate: 0.01, minActiveMembers: 1, minValidBet: 0 },
  hourly: { maxRate: 1, minRate: 0.01, minActiveMembers: 1, minValidBet: 0 },
  realtime: { maxRate: 0.5, minRate: 0.01, minActiveMembers: 0, minValidBet: 0 },
};

/** A period is settled this long after it ends, so that rounds of its last moments have settled. */
export const SETTLE_GRACE_MS = 60_000;
/** The recurring settlement job: once a minute across all instances (a real-time period is 5 minutes). */
export const CONTRACT_SETTLE_JOB = 'agent.contracts.settle';
export const CONTRACT_SETTLE_EVERY_SECONDS = 60;
/** Most periods one contract settles per run (a long-idle platform catches up over a few runs). */
export const MAX_PERIODS_PER_RUN = 500;

/** The ledger kinds of the payouts (services/agentTeam.ts AGENT_INCOME_KINDS, records LEDGER_KIND_TYPES). */
export const CONTRACT_LEDGER_KINDS: Readonly<Record<ContractType, string>> = {
  dividend: 'agent_dividend',
  daily: 'agent_salary',
  hourly: 'agent_salary',
  realtime: 'agent_salary',
};

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const ms = (value: unknown): number => (value instanceof Date ? value.getTime() : new Date(String(value)).getTime());
const msOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : ms(value));
const bpOf = (rate: number): number => Math.round(rate * 100);
const rateOf = (bp: number): number => bp / 100;

// ---- policy -----------------------------------------------------------------------------------------------------------

export function contractPolicy(merchant: Pick<Merchant, 'settings' | 'features'>, type: ContractType): ContractTypePolicy {
  const defaults = CONTRACT_POLICY_DEFAULTS[type];
  const own = merchant.settings.contracts?.[type] ?? {};
  return {
    type,
    enabled: isFeatureEnabled(merchant.features, contractModIds[type]),
    maxRate: own.maxRate ?? defaults.maxRate,
    minRate: own.minRate ?? defaults.minRate,
    periods: type === 'dividend' ? [...dividendPeriods] : [SALARY_PERIODS[type]],
    minActiveMembers: own.minActiveMembers ?? defaults.minActiveMembers,
    minValidBet: toMajor(own.minValidBet ?? defaults.minValidBet),
  };
}

export function consolidatedSettings(merchant: Pick<Merchant, 'settings' | 'features'>) {
  return { contracts: contractTypes.map((type) => contractPolicy(merchant, type)), timeZone: merchantTimeZone(merchant) };
}

// ---- periods (in the database's calendar of the merchant's zone) -----------------------------------------------------

const local = (ts: SQL, zone: string): SQL => sql`(${ts} at time zone ${zone})`;
const zoned = (localTs: SQL, zone: string): SQL => sql`((${localTs}) at time zone ${zone})`;

/** The start of the period that holds `ts`. */
function periodFloor(ts: SQL, period: ContractPeriod, zone: string): SQL {
  const l = local(ts, zone);
  switch (period) {
    case 'realtime':
      return sql`to_timestamp(floor(extract(epoch from ${ts}) / ${REAL_TIME_SALARY_INTERVAL_MS / 1000}) * ${REAL_TIME_SALARY_INTERVAL_MS / 1000})`;
    case 'hourly':
      return zoned(sql`date_trunc('hour', ${l})`, zone);
    case 'daily':
      return zoned(sql`date_trunc('day', ${l})`, zone);
    case 'weekly':
      return zoned(sql`date_trunc('week', ${l})`, zone);
    case 'monthly':
      return zoned(sql`date_trunc('month', ${l})`, zone);
    case 'semimonthly':
      return zoned(
        sql`date_trunc('month', ${l}) + case when extract(day from ${l}) >= 16 then interval '15 days' else interval '0 days' end`,
        zone,
      );
  }
}

/** The start of the period after the one starting at `start`. */
function periodNext(start: SQL, period: ContractPeriod, zone: string): SQL {
  const l = local(start, zone);
  switch (period) {
    case 'realtime':
      return sql`(${start} + make_interval(secs => ${REAL_TIME_SALARY_INTERVAL_MS / 1000}))`;
    case 'hourly':
      return sql`(${start} + interval '1 hour')`;
    case 'daily':
      return zoned(sql`${l} + interval '1 day'`, zone);
    case 'weekly':
      return zoned(sql`${l} + interval '7 days'`, zone);
    case 'monthly':
      return zoned(sql`${l} + interval '1 month'`, zone);
    case 'semimonthly':
      return zoned(
        sql`case when extract(day from ${l}) = 1 then ${l} + interval '15 days' else date_trunc('month', ${l}) + interval '1 month' end`,
        zone,
      );
  }
}

const isDayPeriod = (period: ContractPeriod) => period !== 'realtime' && period !== 'hourly';

// ---- figures ------------------------------------------------------------------------------------------------------------

interface Figures {
  activeMembers: number;
  validBet: number;
  winLoss: number;
}

/** The team (the agent and every downline) figures over [start, end): day summaries for whole days, rounds otherwise. */
async function teamFigures(
  db: Database | Tx,
  agentId: number,
  period: ContractPeriod,
  zone: string,
  start: Date,
  end: Date,
): Promise<Figures> {
  const statement = isDayPeriod(period)
    ? sql`select count(distinct d.member_id) filter (where d.rounds > 0) as active, coalesce(sum(d.valid_bet), 0) as valid_bet,
          coalesce(sum(d.win_loss), 0) as win_loss
        from member_tree t join bet_member_days d on d.member_id = t.descendant_id
        where t.ancestor_id = ${agentId}
          and d.day >= (${start}::timestamptz at time zone ${zone})::date and d.day < (${end}::timestamptz at time zone ${zone})::date`
    : sql`select count(distinct b.member_id) as active, coalesce(sum(b.valid_bet), 0) as valid_bet,
          coalesce(sum(case when b.status = 'settled' then b.payout - b.stake else 0 end), 0) as win_loss
        from member_tree t join bet_records b on b.member_id = t.descendant_id
        where t.ancestor_id = ${agentId} and b.created_at >= ${start}::timestamptz and b.created_at < ${end}::timestamptz`;
  const [row] = rowsOf(await db.execute(statement));
  return { activeMembers: num(row?.active), validBet: num(row?.valid_bet), winLoss: num(row?.win_loss) };
}

/** What a contract's rate is a percent of, from a team's figures (minor units, never negative). */
const baseOf = (type: ContractType, figures: Figures): number =>
  contractBases[type] === 'validBet' ? figures.validBet : Math.max(0, -figures.winLoss);
const share = (rateBp: number, base: number): number => Math.floor((rateBp * base) / 10_000);

/** Contracts of a type the agent gave that were in force for the whole period [start, end). */
async function childContracts(db: Database | Tx, contract: AgentContractRow, zone: string, start: Date, end: Date) {
  const rows = rowsOf(
    await db.execute(sql`select c.id, c.downline_id, c.rate_bp from agent_contracts c
      where c.upline_id = ${contract.downlineId} and c.type = ${contract.type} and c.signed_at is not null
        and ${periodFloor(sql`c.signed_at`, contract.period as ContractPeriod, zone)} <= ${start}::timestamptz
        and (c.ended_at is null or c.ended_at >= ${end}::timestamptz)`),
  );
  return rows.map((r) => ({ id: num(r.id), downlineId: num(r.downline_id), rateBp: num(r.rate_bp) }));
}

export interface PeriodAmount extends Figures {
  gross: number;
  deducted: number;
  amount: number;
}

/** A contract's pay for [start, end): rate x base less the level difference, nothing below the conditions. */
export async function periodAmount(
  db: Database | Tx,
  contract: AgentContractRow,
  zone: string,
  start: Date,
  end: Date,
): Promise<PeriodAmount> {
  const type = contract.type as ContractType;
  const period = contract.period as ContractPeriod;
  const figures = await teamFigures(db, contract.downlineId, period, zone, start, end);
  const gross = share(contract.rateBp, baseOf(type, figures));
  let deducted = 0;
  for (const child of await childContracts(db, contract, zone, start, end))
    deducted += share(child.rateBp, baseOf(type, await teamFigures(db, child.downlineId, period, zone, start, end)));
  const met = figures.activeMembers >= contract.minActiveMembers && figures.validBet >= contract.minValidBet;
  return { ...figures, gross, deducted, amount: met ? Math.max(0, gross - deducted) : 0 };
}

// ---- settlement -------------------------------------------------------------------------------------------------------

export interface SettleOptions {
  /** Called after each settled period (tests use it to stop a run midway, as a crash would). */
  onPeriodSettled?: (contractId: number, periodStart: Date) => void | Promise<void>;
}

/** The periods of a contract due for settlement at `at`, oldest first (at most MAX_PERIODS_PER_RUN). */
async function duePeriods(db: Database, contract: AgentContractRow, zone: string, at: Date): Promise<{ start: Date; end: Date }[]> {
  if (!contract.signedAt) return [];
  const period = contract.period as ContractPeriod;
  const limit = new Date(Math.min(at.getTime() - SETTLE_GRACE_MS, contract.endedAt?.getTime() ?? Number.POSITIVE_INFINITY));
  const rows = rowsOf(
    await db.execute(sql`with recursive p(s) as (
        select greatest(${periodFloor(sql`${contract.signedAt}::timestamptz`, period, zone)},
          coalesce((select max(period_end) from agent_contract_settlements where contract_id = ${contract.id}), '-infinity'::timestamptz))
        union all
        select ${periodNext(sql`p.s`, period, zone)} from p where ${periodNext(sql`p.s`, period, zone)} <= ${limit}::timestamptz
      )
      select p.s as start, ${periodNext(sql`p.s`, period, zone)} as "end" from p
      where ${periodNext(sql`p.s`, period, zone)} <= ${limit}::timestamptz
        and not exists (select 1 from agent_contract_settlements x where x.contract_id = ${contract.id} and x.period_start = p.s)
      order by p.s limit ${MAX_PERIODS_PER_RUN}`),
  );
  return rows.map((r) => ({ start: new Date(ms(r.start)), end: new Date(ms(r.end)) }));
}

/** Settles one period of one contract, once: answers whether this call settled it (false: it already was). */
export async function settlePeriod(
  db: Database,
  contract: AgentContractRow,
  zone: string,
  start: Date,
  end: Date,
  at: Date,
): Promise<boolean> {
  await ensureAccount(db, contract.merchantId, contract.downlineId, MAIN_WALLET);
  await ensureAccount(db, contract.merchantId, null, CASH);
  return db.transaction(async (tx) => {
    const figures = await periodAmount(tx, contract, zone, start, end);
    // The row first: a second instance's insert waits here for this transaction, then finds the period settled.
    const [row] = await tx
      .insert(agentContractSettlements)
      .values({
        contractId: contract.id,
        periodStart: start,
        periodEnd: end,
        activeMembers: figures.activeMembers,
        validBet: figures.validBet,
        winLoss: figures.winLoss,
        gross: figures.gross,
        deducted: figures.deducted,
        amount: figures.amount,
        settledAt: at,
      })
      .onConflictDoNothing()
      .returning({ contractId: agentContractSettlements.contractId });
    if (!row) return false;
    if (figures.amount > 0) {
      const main = await lockAccount(tx, contract.merchantId, contract.downlineId, MAIN_WALLET);
      const cash = await lockAccount(tx, contract.merchantId, null, CASH);
      const { transactionId } = await post(
        tx,
        {
          merchantId: contract.merchantId,
          memberId: contract.downlineId,
          kind: CONTRACT_LEDGER_KINDS[contract.type as ContractType],
          idempotencyKey: `contract:${contract.id}:${start.toISOString()}`,
          result: { contractId: contract.id, periodStart: start.getTime(), amount: figures.amount },
          at,
        },
        [
          { accountId: main.id, amount: figures.amount },
          { accountId: cash.id, amount: -figures.amount },
        ],
      );
      await tx
        .update(agentContractSettlements)
        .set({ transactionId })
        .where(and(eq(agentContractSettlements.contractId, contract.id), eq(agentContractSettlements.periodStart, start)));
    }
    return true;
  });
}

/** Settles every due period of every contract that was ever signed; answers the periods this run settled. */
export async function settleDueContracts(db: Database, at: Date, options: SettleOptions = {}): Promise<number> {
  const contracts = await db
    .select()
    .from(agentContracts)
    // An ended contract's last period ends before its end: within two months of it, any period is long settled.
    .where(sql`${agentContracts.signedAt} is not null and (${agentContracts.endedAt} is null or ${agentContracts.endedAt} > ${new Date(at.getTime() - 62 * 86_400_000)})`)
    .orderBy(agentContracts.id);
  const zones = new Map<number, string>();
  let settled = 0;
  for (const contract of contracts) {
    let zone = zones.get(contract.merchantId);
    if (!zone) {
      const [merchant] = rowsOf(await db.execute(sql`select merchant_time_zone(settings) as zone from merchants where id = ${contract.merchantId}`));
      zone = String(merchant?.zone ?? 'UTC');
      zones.set(contract.merchantId, zone);
    }
    for (const p of await duePeriods(db, contract, zone, at)) {
      if (await settlePeriod(db, contract, zone, p.start, p.end, at)) settled++;
      await options.onPeriodSettled?.(contract.id, p.start);
    }
  }
  return settled;
}

export function registerContractJobs(jobs: JobQueue, db: Database, now: () => number, seconds = CONTRACT_SETTLE_EVERY_SECONDS): void {
  jobs.every(CONTRACT_SETTLE_JOB, seconds, async () => {
    await settleDueContracts(db, new Date(now()));
  });
}

// ---- reading contracts --------------------------------------------------------------------------------------------------

/**
 * The contracts that ending `downlineId`'s contract of `type` at a new rate `rateBp` (0: nothing in its place) would
 * dissolve: those it gave above the new rate, and every contract given below a dissolved one (offers included).
 */
async function dissolvable(db: Database | Tx, downlineId: number, type: ContractType, rateBp: number) {
  const rows = rowsOf(
    await db.execute(sql`with recursive d(id, downline_id) as (
        select c.id, c.downline_id from agent_contracts c
        where c.upline_id = ${downlineId} and c.type = ${type} and c.status in ('new', 'signed', 'termination') and c.rate_bp > ${rateBp}
        union
        select c.id, c.downline_id from agent_contracts c join d on c.upline_id = d.downline_id
        where c.type = ${type} and c.status in ('new', 'signed', 'termination')
      )
      select c.id, c.status, c.rate_bp, u.account as upline, m.account as downline
      from d join agent_contracts c on c.id = d.id join members m on m.id = c.downline_id left join members u on u.id = c.upline_id
      order by c.id`),
  );
  return rows.map((r) => ({
    id: num(r.id),
    status: String(r.status),
    upline: String(r.upline ?? ''),
    downline: String(r.downline),
    rate: rateOf(num(r.rate_bp)),
  }));
}

const inForce = (status: string) => (CONTRACT_IN_FORCE as readonly string[]).includes(status);

function actionsOf(row: AgentContractRow, role: ContractRole): AgentContract['actions'] {
  const isUpline = role === 'upline';
  switch (row.status) {
    case 'new':
      return isUpline ? ['withdraw'] : ['accept', 'refuse'];
    case 'signed':
      return ['terminate'];
    case 'termination':
      return row.terminationBy === role ? [] : ['agreeTermination', 'rejectTermination'];
    default:
      return [];
  }
}

async function describe(
  db: Database | Tx,
  row: AgentContractRow,
  role: ContractRole,
  parties: { upline: string | null; downline: string },
  zone: string,
  now: Date,
): Promise<AgentContract> {
  const period = row.period as ContractPeriod;
  let current: ContractFigures | null = null;
  if (inForce(row.status)) {
    const [bounds] = rowsOf(
      await db.execute(
        sql`select ${periodFloor(sql`${now}::timestamptz`, period, zone)} as s, ${periodNext(periodFloor(sql`${now}::timestamptz`, period, zone), period, zone)} as e`,
      ),
    );
    const start = new Date(ms(bounds?.s));
    const end = new Date(ms(bounds?.e));
    const figures = await periodAmount(db, row, zone, start, end);
    current = {
      periodStart: start.getTime(),
      periodEnd: end.getTime(),
      activeMembers: figures.activeMembers,
      validBet: toMajor(figures.validBet),
      profitLoss: toMajor(figures.winLoss),
      amount: toMajor(figures.amount),
    };
  }
  const [paid] = rowsOf(
    await db.execute(sql`select coalesce(sum(amount), 0) as total,
        (select period_start from agent_contract_settlements where contract_id = ${row.id} order by period_start desc limit 1) as last_start,
        (select period_end from agent_contract_settlements where contract_id = ${row.id} order by period_start desc limit 1) as last_end,
        (select amount from agent_contract_settlements where contract_id = ${row.id} order by period_start desc limit 1) as last_amount,
        (select settled_at from agent_contract_settlements where contract_id = ${row.id} order by period_start desc limit 1) as last_at
      from agent_contract_settlements where contract_id = ${row.id}`),
  );
  const conflictRate = row.status === 'new' ? row.rateBp : row.status === 'termination' ? 0 : null;
  const conflicts =
    conflictRate === null
      ? []
      : (await dissolvable(db, row.downlineId, row.type as ContractType, conflictRate))
          .filter((c) => c.status !== 'new')
          .map(({ upline, downline, rate }) => ({ upline, downline, rate }));
  return {
    id: row.id,
    type: row.type as ContractType,
    status: row.status as AgentContract['status'],
    role,
    upline: parties.upline,
    downline: parties.downline,
    rate: rateOf(row.rateBp),
    period,
    minActiveMembers: row.minActiveMembers,
    minValidBet: toMajor(row.minValidBet),
    terminationBy: (row.terminationBy as ContractRole | null) ?? null,
    endReason: (row.endReason as AgentContract['endReason']) ?? null,
    createdAt: row.createdAt.getTime(),
    signedAt: row.signedAt?.getTime() ?? null,
    endedAt: row.endedAt?.getTime() ?? null,
    current,
    totalPaid: toMajor(num(paid?.total)),
    lastSettlement:
      paid?.last_start === null || paid?.last_start === undefined
        ? null
        : {
            periodStart: ms(paid.last_start),
            periodEnd: ms(paid.last_end),
            amount: toMajor(num(paid.last_amount)),
            settledAt: msOrNull(paid.last_at) ?? 0,
          },
    conflicts,
    actions: actionsOf(row, role),
  };
}

async function accountsOf(db: Database | Tx, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = rowsOf(
    await db.execute(sql`select id, account from members where id in (${sql.join(
      wanted.map((id) => sql`${id}`),
      sql`, `,
    )})`),
  );
  return new Map(rows.map((r) => [num(r.id), String(r.account)]));
}

async function describeAll(db: Database | Tx, rows: AgentContractRow[], callerId: number, zone: string, now: Date) {
  const accounts = await accountsOf(db, rows.flatMap((r) => [r.uplineId, r.downlineId]));
  const out: AgentContract[] = [];
  for (const row of rows)
    out.push(
      await describe(
        db,
        row,
        row.downlineId === callerId ? 'downline' : 'upline',
        { upline: row.uplineId === null ? null : (accounts.get(row.uplineId) ?? ''), downline: accounts.get(row.downlineId) ?? '' },
        zone,
        now,
      ),
    );
  return out;
}

async function ownContract(db: Database | Tx, memberId: number, type: ContractType, lock = false): Promise<AgentContractRow | null> {
  const query = db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.downlineId, memberId), eq(agentContracts.type, type), sql`${agentContracts.status} in ('signed', 'termination')`));
  const [row] = lock ? await query.for('share') : await query;
  return row ?? null;
}

/** One of the four processing calls: the caller's contracts of a type, its own, whom it may offer to, and the policy. */
export async function listContracts(
  db: Database,
  input: { merchant: Merchant; member: Member; type: ContractType; query: ContractListRequest; now: Date },
): Promise<ContractList> {
  requireAgent(input.member);
  const policy = contractPolicy(input.merchant, input.type);
  if (!policy.enabled) throw new ApiFailure('contract_type_disabled', `${input.type} contracts are switched off`);
  const zone = merchantTimeZone(input.merchant);
  const { type, query, member } = input;
  const pageSize = query.pageSize ?? RECORD_DEFAULT_PAGE_SIZE;
  const pageNo = query.pageNo ?? 1;
  const side =
    query.role === 'upline'
      ? sql`${agentContracts.uplineId} = ${member.id}`
      : query.role === 'downline'
        ? sql`${agentContracts.downlineId} = ${member.id}`
        : sql`(${agentContracts.uplineId} = ${member.id} or ${agentContracts.downlineId} = ${member.id})`;
  const where = and(eq(agentContracts.type, type), side, query.status ? eq(agentContracts.status, query.status) : undefined);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(agentContracts).where(where);
  const total = num(count?.total);
  const rows = await db
    .select()
    .from(agentContracts)
    .where(where)
    .orderBy(sql`case when ${agentContracts.status} in ('new', 'termination') then 0 when ${agentContracts.status} = 'signed' then 1 else 2 end`, sql`${agentContracts.id} desc`)
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const own = await ownContract(db, member.id, type);
  const [ownView] = own ? await describeAll(db, [own], member.id, zone, input.now) : [];
  const offerable = own
    ? rowsOf(
        await db.execute(sql`select m.account, c.rate_bp from members m
          left join agent_contracts c on c.downline_id = m.id and c.type = ${type} and c.status in ('signed', 'termination')
          where m.upline_id = ${member.id} and m.type in (${sql.join(
            AGENT_TYPES.map((t) => sql`${t}`),
            sql`, `,
          )})
            and not exists (select 1 from agent_contracts o where o.downline_id = m.id and o.type = ${type} and o.status = 'new')
          order by m.account limit 200`),
      ).map((r) => ({ account: String(r.account), rate: r.rate_bp === null ? null : rateOf(num(r.rate_bp)) }))
    : [];
  return {
    type,
    policy,
    own: ownView ?? null,
    offerable,
    list: await describeAll(db, rows, member.id, zone, input.now),
    pageNum: pageNo,
    pageSize,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    total,
    timeZone: zone,
  };
}

// ---- requests ------------------------------------------------------------------------------------------------------------

/** Locks the members rows of a contract's parties, in id order (every contract action does, see the module comment). */
async function lockParties(tx: Tx, ids: (number | null)[]): Promise<void> {
  for (const id of [...new Set(ids.filter((x): x is number => x !== null))].sort((a, b) => a - b))
    await tx.execute(sql`select id from members where id = ${id} for update`);
}

function conflictFailure(rateBp: number, conflicts: Awaited<ReturnType<typeof dissolvable>>): ApiFailure {
  return new ApiFailure('contract_rate_conflict', 'the rate conflicts with contracts below', {
    rate: rateOf(rateBp),
    conflicts: conflicts.map(({ upline, downline, rate }) => ({ upline, downline, rate })),
  });
}

/** Dissolves the contracts below `downlineId` that a new rate (0: none) leaves above it. */
async function dissolveBelow(tx: Tx, downlineId: number, type: ContractType, rateBp: number, at: Date): Promise<void> {
  const ids = (await dissolvable(tx, downlineId, type, rateBp)).map((c) => c.id);
  if (!ids.length) return;
  await tx
    .update(agentContracts)
    .set({ status: 'cancelled', endReason: sql`case when ${agentContracts.status} = 'new' then 'withdrawn' else 'dissolved' end`, endedAt: at, terminationBy: null })
    .where(sql`${agentContracts.id} in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

export interface ContractOfferInput {
  merchant: Merchant;
  /** The offering upline; null: the merchant (operator). */
  upline: Member | null;
  downlineAccount: string;
  type: ContractType;
  rate: number;
  period?: ContractPeriod | undefined;
  minActiveMembers?: number | undefined;
  /** Major units. */
  minValidBet?: number | undefined;
  acknowledgeConflict?: boolean | undefined;
  at: Date;
}

export async function offerContract(db: Database, input: ContractOfferInput): Promise<AgentContractRow> {
  const { merchant, upline, type, at } = input;
  if (upline) requireAgent(upline);
  const policy = contractPolicy(merchant, type);
  if (!policy.enabled) throw new ApiFailure('contract_type_disabled', `${type} contracts are switched off`);
  const rateBp = bpOf(input.rate);
  const [downline] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.account, input.downlineAccount.trim().toLowerCase())));
  // An upline offers its direct downline agents; the merchant offers the top-level agents (no upline).
  const direct = downline && isAgentAccount(downline.type) && (upline ? downline.uplineId === upline.id : downline.uplineId === null);
  if (!downline || !direct || (upline && downline.id === upline.id))
    throw validationFailure([{ path: ['downline'], message: 'validation:contractDownlineInvalid' }]);
  return db.transaction(async (tx) => {
    await lockParties(tx, [upline?.id ?? null, downline.id]);
    const own = upline ? await ownContract(tx, upline.id, type, true) : null;
    if (upline && !own) throw validationFailure([{ path: ['rate'], message: 'validation:contractNoOwnContract' }]);
    const maxBp = own ? own.rateBp : bpOf(policy.maxRate);
    if (rateBp > maxBp) throw validationFailure([{ path: ['rate'], message: 'validation:contractRateAboveOwn' }]);
    if (rateBp < bpOf(policy.minRate)) throw validationFailure([{ path: ['rate'], message: 'validation:contractRateBelowMin' }]);
    if (type !== 'dividend' && input.period !== undefined && input.period !== SALARY_PERIODS[type])
      throw validationFailure([{ path: ['period'], message: 'validation:contractPeriodMismatch' }]);
    const period: ContractPeriod = type === 'dividend' ? (input.period ?? (own?.period as ContractPeriod | undefined) ?? 'monthly') : SALARY_PERIODS[type];
    if (type === 'dividend' && (!(dividendPeriods as readonly string[]).includes(period) || (own && own.period !== period)))
      throw validationFailure([{ path: ['period'], message: 'validation:contractPeriodMismatch' }]);
    const conflicts = (await dissolvable(tx, downline.id, type, rateBp)).filter((c) => c.status !== 'new');
    if (conflicts.length && !input.acknowledgeConflict) throw conflictFailure(rateBp, conflicts);
    // A newer offer replaces a pending one.
    await tx
      .update(agentContracts)
      .set({ status: 'cancelled', endReason: 'withdrawn', endedAt: at })
      .where(and(eq(agentContracts.downlineId, downline.id), eq(agentContracts.type, type), eq(agentContracts.status, 'new')));
    const [row] = await tx
      .insert(agentContracts)
      .values({
        merchantId: merchant.id,
        type,
        status: 'new',
        uplineId: upline?.id ?? null,
        downlineId: downline.id,
        rateBp,
        period,
        minActiveMembers: input.minActiveMembers ?? policy.minActiveMembers,
        minValidBet: toMinor(input.minValidBet ?? policy.minValidBet),
        createdAt: at,
      })
      .returning();
    if (!row) throw new Error('contract insert returned nothing');
    return row;
  });
}

/** A decision on a contract by one of its sides (`actor` null: the merchant, for contracts it offered). */
export async function decideContract(
  db: Database,
  input: {
    merchant: Merchant;
    actor: Member | null;
    contractId: number;
    action: Exclude<ContractRequest['action'], 'offer'>;
    acknowledgeConflict?: boolean | undefined;
    at: Date;
  },
): Promise<AgentContractRow> {
  const { actor, at } = input;
  const [found] = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.id, input.contractId), eq(agentContracts.merchantId, input.merchant.id)));
  const role: ContractRole | null = !found
    ? null
    : actor === null
      ? found.uplineId === null
        ? 'upline'
        : null
      : found.downlineId === actor.id
        ? 'downline'
        : found.uplineId === actor.id
          ? 'upline'
          : null;
  if (!found || !role) throw new ApiFailure('contract_not_found', 'no such contract');
  return db.transaction(async (tx) => {
    await lockParties(tx, [found.uplineId, found.downlineId]);
    const [row] = await tx.select().from(agentContracts).where(eq(agentContracts.id, found.id)).for('update');
    if (!row) throw new ApiFailure('contract_not_found', 'no such contract');
    const allowed = actionsOf(row, role);
    if (!allowed.includes(input.action))
      throw new ApiFailure('contract_state_invalid', `cannot ${input.action} a ${row.status} contract as the ${role}`, { status: row.status });
    const type = row.type as ContractType;
    const set = (values: Partial<AgentContractRow>) =>
      tx.update(agentContracts).set(values).where(eq(agentContracts.id, row.id)).returning();
    let updated: AgentContractRow[];
    switch (input.action) {
      case 'withdraw':
        updated = await set({ status: 'cancelled', endReason: 'withdrawn', endedAt: at });
        break;
      case 'refuse':
        updated = await set({ status: 'refused', endedAt: at });
        break;
      case 'accept': {
        if (row.uplineId !== null) {
          const uplineOwn = await ownContract(tx, row.uplineId, type, true);
          if (!uplineOwn || uplineOwn.rateBp < row.rateBp)
            throw new ApiFailure('contract_state_invalid', "the upline's own rate no longer covers this offer", { status: row.status });
        }
        const conflicts = (await dissolvable(tx, row.downlineId, type, row.rateBp)).filter((c) => c.status !== 'new');
        if (conflicts.length && !input.acknowledgeConflict) throw conflictFailure(row.rateBp, conflicts);
        await tx
          .update(agentContracts)
          .set({ status: 'cancelled', endReason: 'replaced', endedAt: at, terminationBy: null })
          .where(and(eq(agentContracts.downlineId, row.downlineId), eq(agentContracts.type, type), sql`${agentContracts.status} in ('signed', 'termination')`));
        await dissolveBelow(tx, row.downlineId, type, row.rateBp, at);
        updated = await set({ status: 'signed', signedAt: at });
        break;
      }
      case 'terminate':
        updated = await set({ status: 'termination', terminationBy: role });
        break;
      case 'rejectTermination':
        updated = await set({ status: 'signed', terminationBy: null });
        break;
      case 'agreeTermination': {
        const conflicts = (await dissolvable(tx, row.downlineId, type, 0)).filter((c) => c.status !== 'new');
        if (conflicts.length && !input.acknowledgeConflict) throw conflictFailure(0, conflicts);
        await dissolveBelow(tx, row.downlineId, type, 0, at);
        updated = await set({ status: 'cancelled', endReason: 'terminated', endedAt: at });
        break;
      }
    }
    const [result] = updated;
    if (!result) throw new Error('contract update returned nothing');
    return result;
  });
}

/** The route's call: an offer or a decision by the signed-in agent; answers the contract as the caller sees it. */
export async function contractRequest(
  db: Database,
  input: { merchant: Merchant; member: Member; request: ContractRequest; now: Date },
): Promise<{ contract: AgentContract }> {
  requireAgent(input.member);
  const { request, merchant, member, now } = input;
  const row =
    request.action === 'offer'
      ? await offerContract(db, {
          merchant,
          upline: member,
          downlineAccount: request.downline,
          type: request.type,
          rate: request.rate,
          period: request.period,
          minActiveMembers: request.minActiveMembers,
          minValidBet: request.minValidBet,
          acknowledgeConflict: request.acknowledgeConflict,
          at: now,
        })
      : await decideContract(db, {
          merchant,
          actor: member,
          contractId: request.contractId,
          action: request.action,
          acknowledgeConflict: request.acknowledgeConflict,
          at: now,
        });
  const [contract] = await describeAll(db, [row], member.id, merchantTimeZone(merchant), now);
  if (!contract) throw new Error('contract view missing');
  return { contract };
}

/** Operator view: every contract of a merchant (optionally of one type), newest first. */
export async function operatorContracts(db: Database, merchant: Merchant, type?: ContractType) {
  const rows = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchant.id), type ? eq(agentContracts.type, type) : undefined))
    .orderBy(sql`${agentContracts.id} desc`)
    .limit(500);
  const accounts = await accountsOf(db, rows.flatMap((r) => [r.uplineId, r.downlineId]));
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    status: r.status,
    upline: r.uplineId === null ? null : (accounts.get(r.uplineId) ?? ''),
    downline: accounts.get(r.downlineId) ?? '',
    rate: rateOf(r.rateBp),
    period: r.period,
    signedAt: r.signedAt,
    endedAt: r.endedAt,
  }));
}
