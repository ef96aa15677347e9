/**
 * `recordsBench()`: the member centre's betting record at scale, on a temporary PostgreSQL database (dropped
 * afterwards). demo01 gets 1,000,000 rounds over the 93 days a query may cover (about 10,750 a day), loaded by
 * `generate_series` in ten statements (the summary triggers aggregate each statement once), then vacuumed and
 * analysed as autovacuum would. Then, over HTTP with 16
 * concurrent requests for about 5 s each, side by side in the same run:
 *   - the betting record's first page of the whole 93 days with its totals (every one of the million rounds counted),
 *   - the status call (no session, one cached merchant, one IP lookup): the reference for what this machine and the
 *     platform's HTTP path cost, and the ratio of the two;
 *   - a filtered query (one category and status) and a deep page (page 2,000 of 50), for their p99.
 * Beside them, the same period's totals by a plain SUM over the rounds (no summary), from the per-combination summary
 * (bet_daily_totals, what a filtered page reads) and from the per-member day summary (bet_member_days, what the page as
 * it opens reads), each the median of 5 runs of the bare SQL, to show what the summaries save. The load generator runs in the same process as the
 * server, so the figures are a floor rather than a capacity.
 */
import { endpoints } from '@croupier/contract';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db';
import { games, members, merchants } from '../db/schema';
import { seal } from '../sealing/sealForTests';
import { seed } from '../seed/seed';
import { createTemporaryDatabase } from '../tempDatabase';

export interface RecordsBenchRow {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  atLeast?: boolean;
}

export interface RecordsBenchOptions {
  /** PostgreSQL admin URL (a temporary database is created next to it). */
  postgresUrl?: string | undefined;
  rounds?: number;
  concurrency?: number;
  durationMs?: number;
}

/** Issue 14: a records page with its totals over 93 days of a million rounds, p99 over HTTP. */
export const RECORDS_BUDGET_P99_MS = 50;

const DAY_MS = 86_400_000;
const PERIOD_DAYS = 93;
const HEADERS = {
  Accept: 'application/json',
  Merchant: 'CRP001',
  Device: 'web',
  Language: 'EN',
  'X-Gateway-Version': '3',
};

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
  for (let i = 0; i < 40; i++) await call(); // warm-up: JIT, prepared plans, caches
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
  return {
    count: latencies.length,
    errors,
    firstError,
    seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** Median of `n` timed runs of `work`, in ms. */
async function median(n: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const begin = performance.now();
    await work();
    times.push(performance.now() - begin);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

/** Loads `rounds` rounds of one member, newest at `end`, evenly back to just after `start`, by generate_series. */
export async function loadRounds(
  db: Database,
  input: { merchantId: number; memberId: number; rounds: number; start: number; end: Date },
): Promise<number> {
  const picks = await db.execute(sql`
    select distinct on (vendor) id, vendor, category from ${games}
    where vendor in ('PG', 'PP', 'PNG', 'EVO', 'SA', 'JDB', 'FG', 'SBO', 'TF', 'KY', 'LEG', 'LOTT')
    order by vendor, id`);
  const list = (picks as unknown as { rows: { id: number; vendor: string; category: string }[] }).rows;
  const ids = sql`array[${sql.join(
    list.map((g) => sql`${g.id}`),
    sql`, `,
  )}]::int[]`;
  const vendors = sql`array[${sql.join(
    list.map((g) => sql`${g.vendor}`),
    sql`, `,
  )}]::text[]`;
  const categories = sql`array[${sql.join(
    list.map((g) => sql`${g.category}`),
    sql`, `,
  )}]::text[]`;
  const spacingMs = Math.floor((input.end.getTime() - input.start - 60_000) / input.rounds);
  const chunk = 100_000;
  const t0 = performance.now();
  for (let first = 1; first <= input.rounds; first += chunk) {
    const last = Math.min(input.rounds, first + chunk - 1);
    // Deterministic mix: 97 % settled (about half of them won), 2 % pending, 1 % rolled back; stakes 1.00 to 100.00.
    await db.execute(sql`
      insert into bet_records (merchant_id, member_id, game_id, vendor, category, bet_tx_id, round_id, stake, payout, valid_bet, status, created_at, settled_at)
      select ${input.merchantId}, ${input.memberId}, (${ids})[(1 + i % ${list.length})::int], (${vendors})[(1 + i % ${list.length})::int], (${categories})[(1 + i % ${list.length})::int],
        'B' || i, 'R' || i, stake,
        case when st = 'settled' then (stake * ((i * 7919) % 400)) / 200 else 0 end,
        case when st = 'settled' then stake else 0 end,
        st,
        ${input.end.toISOString()}::timestamptz - make_interval(secs => (i * ${spacingMs}) / 1000.0),
        case when st = 'open' then null else ${input.end.toISOString()}::timestamptz - make_interval(secs => (i * ${spacingMs}) / 1000.0 - 20) end
      from (
        select i, 100 * (1 + (i * 31) % 100) as stake,
          case when i % 100 < 97 then 'settled' when i % 100 < 99 then 'open' else 'rolledback' end as st
        from generate_series(${first}::bigint, ${last}::bigint) as i
      ) r`);
  }
  return performance.now() - t0;
}

export async function recordsBench(
  options: RecordsBenchOptions = {},
): Promise<{ rows: RecordsBenchRow[]; skipped: string[]; failed: boolean }> {
  const rounds = options.rounds ?? 1_000_000;
  const concurrency = options.concurrency ?? 16;
  const durationMs = options.durationMs ?? 5_000;
  const rows: RecordsBenchRow[] = [];
  const skipped: string[] = [];
  if (!options.postgresUrl)
    return { rows, skipped: ['records on PostgreSQL: skipped: no PostgreSQL URL'], failed: false };
  let temporary: Awaited<ReturnType<typeof createTemporaryDatabase>>;
  try {
    temporary = await createTemporaryDatabase(options.postgresUrl, {
      prefix: 'croupier_bench',
      connectTimeoutMs: 3_000,
    });
  } catch (error) {
    return {
      rows,
      skipped: [
        `records on PostgreSQL: skipped: no PostgreSQL (${error instanceof Error ? error.message : String(error)})`,
      ],
      failed: false,
    };
  }
  let failed = false;
  try {
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: temporary.url });
    try {
      const db = database.db;
      const now = new Date();
      await seed(db, { now });
      const [demo] = await db
        .select({ id: members.id, merchantId: members.merchantId })
        .from(members)
        .innerJoin(merchants, eq(merchants.id, members.merchantId))
        .where(and(eq(members.account, 'demo01'), eq(merchants.code, 'CRP001')));
      if (!demo) throw new Error('records bench: no demo01');
      // Tokyo days (the seeded merchant's zone): the period is the last 93 of them, today included.
      const tokyo = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 10);
      const period = { from: tokyo(now.getTime() - (PERIOD_DAYS - 1) * DAY_MS), to: tokyo(now.getTime()) };
      const start = Date.parse(`${period.from}T00:00:00+09:00`);
      const loadMs = await loadRounds(db, { merchantId: demo.merchantId, memberId: demo.id, rounds, start, end: now });
      // What autovacuum does after a bulk insert (PostgreSQL 13+ vacuums on inserts too): statistics, and the visibility
      // map the index-only scans of the pages rely on.
      await db.execute(sql`vacuum analyze bet_records`);
      await db.execute(sql`vacuum analyze bet_daily_totals`);
      await db.execute(sql`vacuum analyze bet_member_days`);
      rows.push({
        name: `records: load ${rounds.toLocaleString('en')} rounds of one member by generate_series (summary triggers on)`,
        value: rounds / (loadMs / 1000),
        unit: 'rows/s',
      });
      const from = sql`${period.from}::date::timestamp at time zone 'Asia/Tokyo'`;
      const end = sql`(${period.to}::date + 1)::timestamp at time zone 'Asia/Tokyo'`;
      const plainMs = await median(5, () =>
        db.execute(
          sql`select count(*), sum(stake), sum(valid_bet), sum(payout) from bet_records where member_id = ${demo.id} and created_at >= ${from} and created_at < ${end}`,
        ),
      );
      const summaryMs = await median(5, () =>
        db.execute(
          sql`select sum(rounds), sum(stake), sum(valid_bet), sum(payout) from bet_daily_totals where member_id = ${demo.id} and day >= ${period.from}::date and day <= ${period.to}::date`,
        ),
      );
      const memberDaysMs = await median(5, () =>
        db.execute(
          sql`select sum(rounds), sum(stake), sum(valid_bet), sum(payout) from bet_member_days where member_id = ${demo.id} and day >= ${period.from}::date and day <= ${period.to}::date`,
        ),
      );
      rows.push({
        name: `records: totals of 93 days by a plain SUM over the ${Math.round(rounds / 1000)}k rounds (bare SQL, median of 5)`,
        value: plainMs,
        unit: 'ms',
      });
      rows.push({
        name: 'records: the same totals from the daily summary per category, vendor and outcome (bare SQL, median of 5)',
        value: summaryMs,
        unit: 'ms',
      });
      rows.push({
        name: 'records: the same totals from the per-member day summary, 93 rows (bare SQL, median of 5)',
        value: memberDaysMs,
        unit: 'ms',
      });

      const app = await buildApp({ database, authRateLimit: { max: 1_000_000, timeWindow: 60_000 } });
      await app.listen({ host: '127.0.0.1', port: 0 });
      try {
        const address = app.server.address();
        const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
        // Login is a sealed call: sealed as the data client seals it (sealing/sealForTests.ts, the same format).
        const { publicKeyPem } = await app.platform.keys.forMerchant(demo.merchantId);
        const sealed = seal(
          publicKeyPem,
          JSON.stringify({ username: 'demo01', password: 'Demo1234', type: 'username' }),
        );
        const login = await fetch(`${base}${endpoints.login.path}`, {
          method: 'POST',
          headers: { ...HEADERS, 'Content-Type': 'application/json', Encryption: sealed.header },
          body: JSON.stringify(sealed.body),
        });
        const session = ((await login.json()) as { value?: { token?: string } }).value?.token;
        if (!session) throw new Error(`records bench: demo01 could not log in (HTTP ${login.status})`);
        const recordsCall = (query: Record<string, string | number>, expectTotal?: number) => {
          const url = `${base}${endpoints.betRecords.path}?${new URLSearchParams(Object.entries({ ...period, ...query }).map(([k, v]): [string, string] => [k, String(v)]))}`;
          return async () => {
            const res = await fetch(url, { headers: { ...HEADERS, Authorization: session } });
            const body = (await res.json()) as { success?: boolean; value?: { total: number; list: unknown[] } };
            if (!res.ok || body.success !== true) throw new Error(`HTTP ${res.status}`);
            if (expectTotal !== undefined && body.value?.total !== expectTotal)
              throw new Error(`total ${body.value?.total} instead of ${expectTotal}`);
          };
        };
        const statusCall = async () => {
          const res = await fetch(`${base}${endpoints.systemStatus.path}?url=localhost`, { headers: HEADERS });
          const body = (await res.json()) as { success?: boolean };
          if (!res.ok || body.success !== true) throw new Error(`HTTP ${res.status}`);
        };
        const page = await load(recordsCall({ pageNo: 1, pageSize: 20 }, rounds), concurrency, durationMs);
        const reference = await load(statusCall, concurrency, durationMs);
        const filtered = await load(
          recordsCall({ category: 'LIVE', status: 'won', pageNo: 3, pageSize: 20 }),
          concurrency,
          durationMs,
        );
        const deep = await load(recordsCall({ pageNo: 2_000, pageSize: 50 }, rounds), concurrency, durationMs);
        const what = (label: string, l: Load) =>
          `${label}, ${concurrency} concurrent over HTTP (postgres, ${l.count} in ${l.seconds.toFixed(1)} s${l.errors ? `, ${l.errors} errors` : ''})`;
        const pageLabel = what(`betting record page 1 + totals, 93 days of ${Math.round(rounds / 1000)}k rounds`, page);
        rows.push({ name: `${pageLabel}: p50`, value: page.p50, unit: 'ms' });
        rows.push({ name: `${pageLabel}: p99`, value: page.p99, unit: 'ms', budget: RECORDS_BUDGET_P99_MS });
        rows.push({ name: `${pageLabel}: throughput`, value: page.count / page.seconds, unit: 'req/s' });
        const referenceLabel = what('reference: status call, same server and run', reference);
        rows.push({ name: `${referenceLabel}: p99`, value: reference.p99, unit: 'ms' });
        rows.push({ name: `${referenceLabel}: throughput`, value: reference.count / reference.seconds, unit: 'req/s' });
        rows.push({
          name: 'betting record throughput / status call throughput (postgres)',
          value: page.count / page.seconds / (reference.count / reference.seconds),
          unit: 'x',
        });
        rows.push({
          name: `${what('betting record, LIVE + won, page 3', filtered)}: p99`,
          value: filtered.p99,
          unit: 'ms',
        });
        rows.push({ name: `${what('betting record, page 2,000 of 50', deep)}: p99`, value: deep.p99, unit: 'ms' });
        for (const [label, l] of [
          ['page 1', page],
          ['status', reference],
          ['filtered', filtered],
          ['deep page', deep],
        ] as const) {
          if (l.errors > 0) {
            failed = true;
            console.warn(`records bench ${label}: ${l.errors} failed requests (first: ${l.firstError})`);
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
