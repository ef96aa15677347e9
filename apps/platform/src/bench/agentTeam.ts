/**
 * `agentTeamBench()`: the agent centre's team overview at scale (issue 17's budget: p99 at most 100 ms on PostgreSQL),
 * on a temporary PostgreSQL database (dropped afterwards), migrated and seeded. The seeded agent agent01 gets 10,000
 * downlines on three levels (100 direct, half of them agents; 1,000 below those; 8,900 below those), inserted level by
 * level so the member_tree triggers build the closure as registration would; then 1,000,000 bet records over the 93
 * days an overview may cover, by `generate_series` in ten statements (the summary triggers aggregate each once): play
 * comes in sessions of 50 rounds of one member, so about 20,000 downlines' days hold rounds, and every downline has
 * deposits on three days (written to the ledger's daily summary directly: the overview reads only the summary). Then,
 * over HTTP with `concurrency` (4) requests for about 5 s each, side by side in the same run: the overview of the whole
 * 93 days (its figures checked against the rounds), the status call as the reference with the ratios, the overview of
 * the last 7 days, the 93 days again with 16 concurrent requests, and the bare statement's time (median of 5) beside the plain recomputation's (the members' summaries, no team_days). The load generator runs in the same process as the server: the figures are a floor.
 */
import { endpoints } from '@croupier/contract';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db';
import { games, members, merchants } from '../db/schema';
import { seal } from '../sealing/sealForTests';
import { seed } from '../seed/seed';
import { teamOverviewPlainSql, teamOverviewSql } from '../services/agentTeam';
import { merchantTimeZone } from '../services/records';
import { createTemporaryDatabase } from '../tempDatabase';

export interface AgentTeamBenchRow {
  name: string;
  value: number;
  unit: string;
  budget?: number;
}

export const AGENT_OVERVIEW_BUDGET_P99_MS = 100;

const DAY_MS = 86_400_000;
const PERIOD_DAYS = 93;
const SESSION_ROUNDS = 50;
const HEADERS = { Accept: 'application/json', Merchant: 'CRP001', Device: 'web', Language: 'EN', 'X-Gateway-Version': '3' };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

interface Load {
  count: number;
  errors: number;
  firstError: string | null;
  seconds: number;
  p50: number;
  p99: number;
}

async function load(call: () => Promise<void>, concurrency: number, durationMs: number): Promise<Load> {
  for (let i = 0; i < 20; i++) await call(); // warm-up: JIT, prepared plans, caches
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const t0 = performance.now();
  const deadline = t0 + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        try {
          await call();
          latencies.push(performance.now() - begin);
        } catch (error) {
          errors++;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, errors, firstError, seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** 10,000 downlines of `agentId` on three levels (level by level: each level's uplines exist before it). */
export async function loadTeam(db: Database, merchantId: number, agentId: number, at: Date): Promise<number[]> {
  const level = async (name: string, count: number, uplines: number[] | null, agentsEvery: number) => {
    const ups = uplines ? sql`(${sql.raw(`array[${uplines.join(',')}]::int[]`)})[1 + (g % ${uplines.length})]` : sql`${agentId}`;
    return rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into members (merchant_id, account, type, upline_id, created_at)
        select ${merchantId}, ${name} || lpad(g::text, 5, '0'), case when g % ${agentsEvery} = 0 then 1 else 0 end, ${ups},
          ${at.toISOString()}::timestamptz - make_interval(days => (g % 120)::int)
        from generate_series(0, ${count - 1}) g
        returning id`),
    ).map((r) => r.id);
  };
  const one = await level('tl1', 100, null, 2);
  const two = await level('tl2', 1_000, one, 10);
  const three = await level('tl3', 8_900, two, 1_000_000);
  return [...one, ...two, ...three];
}

export async function loadRounds(db: Database, input: { merchantId: number; team: number[]; rounds: number; start: number; end: Date }): Promise<number> {
  const picks = rowsOf<{ id: number; vendor: string; category: string }>(
    await db.execute(sql`
      select distinct on (vendor) id, vendor, category from ${games}
      where vendor in ('PG', 'PP', 'EVO', 'SA', 'JDB', 'FG', 'SBO', 'KY', 'LOTT')
      order by vendor, id`),
  );
  const arr = (values: (string | number)[], type: string) => sql.raw(`array[${values.map((v) => (typeof v === 'number' ? v : `'${v}'`)).join(',')}]::${type}[]`);
  const ids = arr(picks.map((g) => g.id), 'int');
  const vendors = arr(picks.map((g) => g.vendor), 'text');
  const categories = arr(picks.map((g) => g.category), 'text');
  const team = arr(input.team, 'int');
  const spacingMs = Math.floor((input.end.getTime() - input.start - 60_000) / input.rounds);
  const chunk = 100_000;
  const t0 = performance.now();
  for (let first = 1; first <= input.rounds; first += chunk) {
    const last = Math.min(input.rounds, first + chunk - 1);
    await db.execute(sql`
      insert into bet_records (merchant_id, member_id, game_id, vendor, category, bet_tx_id, round_id, stake, payout, valid_bet, status, created_at, settled_at)
      select ${input.merchantId}, (${team})[1 + ((i / ${SESSION_ROUNDS}) * 7919) % ${input.team.length}],
        (${ids})[(1 + i % ${picks.length})::int], (${vendors})[(1 + i % ${picks.length})::int], (${categories})[(1 + i % ${picks.length})::int],
        'AB' || i, 'AR' || i, stake, case when st = 'settled' then (stake * ((i * 7919) % 400)) / 200 else 0 end,
        case when st = 'settled' then stake else 0 end, st,
        ${input.end.toISOString()}::timestamptz - make_interval(secs => (i * ${spacingMs}) / 1000.0),
        case when st = 'open' then null else ${input.end.toISOString()}::timestamptz - make_interval(secs => (i * ${spacingMs}) / 1000.0 - 20) end
      from (
        select i, 100 * (1 + (i * 31) % 100) as stake, case when i % 100 < 98 then 'settled' else 'open' end as st
        from generate_series(${first}::bigint, ${last}::bigint) as i
      ) r`);
  }
  return performance.now() - t0;
}

export async function agentTeamBench(
  options: { postgresUrl?: string | undefined; rounds?: number; concurrency?: number; durationMs?: number } = {},
): Promise<{ rows: AgentTeamBenchRow[]; skipped: string[]; failed: boolean }> {
  const rounds = options.rounds ?? 1_000_000;
  const concurrency = options.concurrency ?? 4;
  const durationMs = options.durationMs ?? 5_000;
  const rows: AgentTeamBenchRow[] = [];
  const skipped: string[] = [];
  if (!options.postgresUrl) return { rows, skipped: ['agent team overview: skipped: no PostgreSQL URL'], failed: false };
  let temporary: Awaited<ReturnType<typeof createTemporaryDatabase>>;
  try {
    temporary = await createTemporaryDatabase(options.postgresUrl, { prefix: 'croupier_bench', connectTimeoutMs: 3_000 });
  } catch (error) {
    return { rows, skipped: [`agent team overview: skipped: no PostgreSQL (${error instanceof Error ? error.message : String(error)})`], failed: false };
  }
  let failed = false;
  try {
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: temporary.url });
    try {
      const db = database.db;
      const now = new Date();
      await seed(db, { now });
      const [agent] = await db
        .select({ id: members.id, merchantId: members.merchantId })
        .from(members)
        .innerJoin(merchants, eq(merchants.id, members.merchantId))
        .where(and(eq(members.account, 'agent01'), eq(merchants.code, 'CRP001')));
      if (!agent) throw new Error('agent bench: no agent01');
      const tokyo = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 10);
      const whole = { from: tokyo(now.getTime() - (PERIOD_DAYS - 1) * DAY_MS), to: tokyo(now.getTime()) };
      const week = { from: tokyo(now.getTime() - 6 * DAY_MS), to: whole.to };
      const start = Date.parse(`${whole.from}T00:00:00+09:00`);

      const teamStart = performance.now();
      const team = await loadTeam(db, agent.merchantId, agent.id, now);
      const teamMs = performance.now() - teamStart;
      const loadMs = await loadRounds(db, { merchantId: agent.merchantId, team, rounds, start, end: now });
      await db.execute(sql`
        insert into ledger_daily_totals (member_id, day, kind, entries, amount_in, amount_out)
        select t.descendant_id, ${whole.to}::date - k * 30, 'deposit', 1, 10000 * (1 + t.descendant_id % 10), 0
        from member_tree t cross join generate_series(0, 2) k
        where t.ancestor_id = ${agent.id} and t.depth > 0
        on conflict do nothing`);
      for (const table of ['bet_records', 'bet_member_days', 'bet_daily_totals', 'ledger_daily_totals', 'member_tree', 'members', 'team_days', 'team_active_days', 'team_sizes'])
        await db.execute(sql.raw(`vacuum analyze ${table}`));
      const [shape] = rowsOf<{ tree: number; days: number; team: number }>(
        await db.execute(sql`
          select (select count(*)::int from member_tree) as tree,
            (select count(*)::int from bet_member_days d join member_tree t on t.descendant_id = d.member_id and t.ancestor_id = ${agent.id} and t.depth > 0) as days,
            (select count(*)::int from member_tree where ancestor_id = ${agent.id} and depth > 0) as team`),
      );
      rows.push(
        { name: `agent: insert ${team.length.toLocaleString('en')} downlines on 3 levels (member_tree triggers on)`, value: Math.round(teamMs), unit: 'ms' },
        { name: `agent: load ${rounds.toLocaleString('en')} rounds of the team by generate_series (summary triggers on)`, value: Math.round(rounds / (loadMs / 1000)), unit: 'rows/s' },
        { name: "agent: the team's member-days holding rounds (what a 93-day overview sums)", value: shape?.days ?? 0, unit: 'rows' },
      );
      if (shape?.team !== 10_000) {
        failed = true;
        console.warn(`agent bench: team of ${shape?.team} instead of 10000`);
      }
      const [expected] = rowsOf<{ n: number; stake: string }>(
        await db.execute(sql`
          select count(*)::int as n, sum(stake)::bigint as stake from bet_records b
          join member_tree t on t.descendant_id = b.member_id and t.ancestor_id = ${agent.id} and t.depth > 0`),
      );

      const [merchant] = await db.select().from(merchants).where(eq(merchants.id, agent.merchantId));
      const median = async (statement: ReturnType<typeof teamOverviewSql>) => {
        const times: number[] = [];
        for (let i = 0; i < 6; i++) {
          const begin = performance.now();
          await db.execute(statement);
          if (i > 0) times.push(performance.now() - begin);
        }
        return times.sort((a, b) => a - b)[2] ?? Number.NaN;
      };
      const bareMs = await median(teamOverviewSql(agent.id, whole));
      const plainMs = await median(teamOverviewPlainSql(agent.id, whole, merchantTimeZone(merchant!)));

      const app = await buildApp({ database, authRateLimit: { max: 1_000_000, timeWindow: 60_000 } });
      await app.listen({ host: '127.0.0.1', port: 0 });
      try {
        const address = app.server.address();
        const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
        const { publicKeyPem } = await app.platform.keys.forMerchant(agent.merchantId);
        const sealed = seal(publicKeyPem, JSON.stringify({ username: 'agent01', password: 'Agent1234', type: 'username' }));
        const login = await fetch(`${base}${endpoints.login.path}`, {
          method: 'POST',
          headers: { ...HEADERS, 'Content-Type': 'application/json', Encryption: sealed.header },
          body: JSON.stringify(sealed.body),
        });
        const session = ((await login.json()) as { value?: { token?: string } }).value?.token;
        if (!session) throw new Error(`agent bench: agent01 could not log in (HTTP ${login.status})`);
        const overviewCall = (period: { from: string; to: string }, check?: { rounds: number; stake: number }) => {
          const url = `${base}${endpoints.teamOverview.path}?${new URLSearchParams(period)}`;
          return async () => {
            const res = await fetch(url, { headers: { ...HEADERS, Authorization: session } });
            const body = (await res.json()) as { success?: boolean; value?: { teamSize: number; rounds: number; stake: number } };
            if (!res.ok || body.success !== true) throw new Error(`HTTP ${res.status}`);
            if (body.value?.teamSize !== team.length) throw new Error(`team size ${body.value?.teamSize}`);
            if (check && (body.value.rounds !== check.rounds || Math.round(body.value.stake * 100) !== check.stake))
              throw new Error(`rounds ${body.value.rounds} / stake ${body.value.stake} instead of ${check.rounds} / ${check.stake / 100}`);
          };
        };
        const statusCall = async () => {
          const res = await fetch(`${base}${endpoints.systemStatus.path}?url=localhost`, { headers: HEADERS });
          const body = (await res.json()) as { success?: boolean };
          if (!res.ok || body.success !== true) throw new Error(`HTTP ${res.status}`);
        };
        const check = { rounds: expected?.n ?? -1, stake: Number(expected?.stake ?? -1) };
        const overview = await load(overviewCall(whole, check), concurrency, durationMs);
        const reference = await load(statusCall, concurrency, durationMs);
        const weekly = await load(overviewCall(week), concurrency, durationMs);
        const crowded = await load(overviewCall(whole, check), 16, durationMs);
        const what = (label: string, l: Load) =>
          `${label}, ${concurrency} concurrent over HTTP (postgres, ${l.count} in ${l.seconds.toFixed(1)} s${l.errors ? `, ${l.errors} errors` : ''})`;
        const label = what(`team overview, 93 days, 10k downlines, ${Math.round(rounds / 1000)}k rounds`, overview);
        rows.push(
          { name: `${label}: p50`, value: overview.p50, unit: 'ms' },
          { name: `${label}: p99`, value: overview.p99, unit: 'ms', budget: AGENT_OVERVIEW_BUDGET_P99_MS },
          { name: `${label}: throughput`, value: overview.count / overview.seconds, unit: 'req/s' },
          { name: `${what('reference: status call, same server and run', reference)}: p99`, value: reference.p99, unit: 'ms' },
          { name: 'reference: status call throughput', value: reference.count / reference.seconds, unit: 'req/s' },
          { name: 'team overview p99 / status call p99', value: overview.p99 / Math.max(0.001, reference.p99), unit: 'x' },
          { name: 'status call throughput / team overview throughput', value: reference.count / reference.seconds / (overview.count / overview.seconds), unit: 'x' },
          { name: `${what('team overview, last 7 days', weekly)}: p99`, value: weekly.p99, unit: 'ms' },
          { name: `team overview, 93 days, 16 concurrent over HTTP (postgres, ${crowded.count} in ${crowded.seconds.toFixed(1)} s): p99`, value: crowded.p99, unit: 'ms' },
          { name: 'team overview, 93 days: the bare SQL statement (median of 5)', value: bareMs, unit: 'ms' },
          { name: 'team overview, 93 days: the plain recomputation from the members\' summaries, no team_days (median of 5)', value: plainMs, unit: 'ms' },
        );
        for (const [name, l] of [['93 days', overview], ['status', reference], ['7 days', weekly], ['16 concurrent', crowded]] as const) {
          if (l.errors > 0) {
            failed = true;
            console.warn(`agent bench ${name}: ${l.errors} failed requests (first: ${l.firstError})`);
          }
        }
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    await temporary.drop();
  }
  return { rows, skipped, failed };
}
