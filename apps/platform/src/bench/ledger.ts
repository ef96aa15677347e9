/**
 * `ledgerLoad()`: seamless-wallet bet+settle pairs per second, on PGlite and, when a PostgreSQL admin URL is given, on a
 * temporary PostgreSQL database (dropped afterwards). 32 workers play rounds for about 5 s, each for one of 64 members
 * (players play concurrently; one player's calls are serialised by the wallet anyway): a bet of 1.00, then its
 * settle, which pays on every second round (so the house account moves on three calls of four). The calls go through
 * the wallet service (`seamlessWallet`, what the HTTP route calls after checking the signature), not over HTTP.
 *
 * After the load, `auditLedger` must find zero drift. Beside it, a reference on the same pool and the same concurrency:
 * pairs made of two `select 1` round trips (the driver's floor), and pairs made of two autocommit single-row UPDATEs
 * of the member's wallet (a committed write per call, nothing else); the ledger's rate is reported as a share of each.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db';
import { games, members, merchants, walletAccounts } from '../db/schema';
import { seamlessWallet } from '../games/seamless';
import type { LaunchClaims } from '../games/launchToken';
import { seed } from '../seed/seed';
import { auditLedger, credit } from '../services/wallet';
import { createTemporaryDatabase } from '../tempDatabase';

export interface LedgerBenchRow {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  /** The budget is a floor, not a ceiling. */
  atLeast?: boolean;
}

export interface LedgerLoadOptions {
  /** PostgreSQL admin URL (a temporary database is created next to it); omitted: PGlite only. */
  postgresUrl?: string | undefined;
  concurrency?: number;
  durationMs?: number;
  members?: number;
}

/** Issue 13: at least 1,000 pairs/s on PostgreSQL, with zero drift. */
export const LEDGER_BUDGET_PAIRS_PER_SECOND = 1_000;

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

/** Runs `task(worker, i)` from `concurrency` workers for `durationMs`. */
async function run(
  concurrency: number,
  durationMs: number,
  task: (worker: number, i: number) => Promise<void>,
): Promise<Load> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const t0 = performance.now();
  const deadline = t0 + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const begin = performance.now();
        try {
          await task(worker, i);
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

async function measure(
  database: DatabaseHandle,
  options: Required<Omit<LedgerLoadOptions, 'postgresUrl'>>,
): Promise<{ rows: LedgerBenchRow[]; failed: boolean }> {
  const db = database.db;
  const started = new Date();
  await seed(db, { now: started });
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'CRP001'));
  const [game] = await db.select().from(games).where(eq(games.vendor, 'PP')).limit(1);
  if (!merchant || !game) throw new Error('ledger bench: seed missing');
  const players = await db
    .insert(members)
    .values(
      Array.from({ length: options.members }, (_, i) => ({
        merchantId: merchant.id,
        account: `ledgerbench${i}`,
        createdAt: started,
      })),
    )
    .returning({ id: members.id });
  for (const player of players)
    await credit(db, { merchantId: merchant.id, memberId: player.id, amount: 100_000_000, at: started });
  const walletIds = await db
    .select({ id: walletAccounts.id, memberId: walletAccounts.memberId })
    .from(walletAccounts)
    .where(
      and(
        eq(walletAccounts.merchantId, merchant.id),
        isNotNull(walletAccounts.memberId),
        eq(walletAccounts.kind, 'main'),
      ),
    );
  const walletOf = new Map(walletIds.map((w) => [w.memberId, w.id]));
  const claims: LaunchClaims[] = players.map((p) => ({
    mid: p.id,
    mc: merchant.id,
    gid: game.id,
    v: game.vendor,
    d: 'slot',
    lang: 'EN',
    trial: false,
    exp: Date.now() + 3_600_000,
    n: `bench-${p.id}`,
  }));
  const wallet = seamlessWallet(db, () => Date.now());

  const pair = async (worker: number, i: number) => {
    const who = claims[worker % claims.length] as LaunchClaims;
    const txId = `LB-${worker}-${i}`;
    const bet = await wallet.bet(who, { token: '', txId, roundId: txId, amount: 100 });
    if (!bet.ok) throw new Error(`bet refused: ${bet.error ?? '?'}`);
    const settled = await wallet.settle(who, { token: '', txId: `${txId}-S`, betTxId: txId, amount: i % 2 ? 200 : 0 });
    if (!settled.ok) throw new Error(`settle refused: ${settled.error ?? '?'}`);
  };
  for (let i = 0; i < 20; i++) await pair(0, -1 - i); // warm-up
  const ledger = await run(options.concurrency, options.durationMs, pair);
  const audit = await auditLedger(db);
  const drift = audit.unbalancedTransactions + audit.driftedAccounts + audit.negativeMemberWallets;

  const referenceMs = Math.min(options.durationMs, 3_000);
  const ping = await run(options.concurrency, referenceMs, async () => {
    await db.execute(sql`select 1`);
    await db.execute(sql`select 1`);
  });
  const plain = await run(options.concurrency, referenceMs, async (worker) => {
    const id = walletOf.get(claims[worker % claims.length]?.mid ?? 0) ?? 0;
    await db.execute(sql`update wallet_accounts set balance = balance + 0 where id = ${id}`);
    await db.execute(sql`update wallet_accounts set balance = balance + 0 where id = ${id}`);
  });

  const engine = database.engine;
  const rate = ledger.count / ledger.seconds;
  const pingRate = ping.count / ping.seconds;
  const plainRate = plain.count / plain.seconds;
  const what = `ledger bet+settle pairs, ${options.concurrency} concurrent, ${options.members} members (${engine}, ${ledger.count} pairs in ${ledger.seconds.toFixed(1)} s)`;
  const rows: LedgerBenchRow[] = [
    {
      name: `${what}: throughput`,
      value: rate,
      unit: 'pairs/s',
      ...(engine === 'postgres' ? { budget: LEDGER_BUDGET_PAIRS_PER_SECOND, atLeast: true } : {}),
    },
    { name: `${what}: p50 per pair`, value: ledger.p50, unit: 'ms' },
    { name: `${what}: p99 per pair`, value: ledger.p99, unit: 'ms' },
    {
      name: `ledger (${engine}): drift after the load (unbalanced + drifted + negative)`,
      value: drift,
      unit: 'accounts',
      budget: 0,
    },
    {
      name: `reference (${engine}): two "select 1" round trips per pair, same pool and concurrency`,
      value: pingRate,
      unit: 'pairs/s',
    },
    { name: `ledger ÷ "select 1" reference (${engine})`, value: rate / pingRate, unit: '×' },
    {
      name: `reference (${engine}): two autocommit single-row UPDATEs per pair, same pool and concurrency`,
      value: plainRate,
      unit: 'pairs/s',
    },
    { name: `ledger ÷ single-UPDATE reference (${engine})`, value: rate / plainRate, unit: '×' },
  ];
  const failed = ledger.errors > 0 || ping.errors > 0 || plain.errors > 0 || drift > 0;
  if (ledger.errors > 0)
    console.warn(`ledger (${engine}): ${ledger.errors} failed pairs (first: ${ledger.firstError})`);
  if (ping.errors + plain.errors > 0)
    console.warn(
      `ledger reference (${engine}): ${ping.errors + plain.errors} failed (first: ${ping.firstError ?? plain.firstError})`,
    );
  return { rows, failed };
}

export async function ledgerLoad(
  options: LedgerLoadOptions = {},
): Promise<{ rows: LedgerBenchRow[]; skipped: string[]; failed: boolean }> {
  const settings = {
    concurrency: options.concurrency ?? 32,
    durationMs: options.durationMs ?? 5_000,
    members: options.members ?? 64,
  };
  const rows: LedgerBenchRow[] = [];
  const skipped: string[] = [];
  let failed = false;

  const pglite = await openDatabase({ dataDir: 'memory://' });
  try {
    const result = await measure(pglite, settings);
    rows.push(...result.rows);
    failed ||= result.failed;
  } finally {
    await pglite.close();
  }

  if (!options.postgresUrl) {
    skipped.push('ledger on PostgreSQL: skipped: no PostgreSQL URL');
    return { rows, skipped, failed };
  }
  let temporary: Awaited<ReturnType<typeof createTemporaryDatabase>>;
  try {
    temporary = await createTemporaryDatabase(options.postgresUrl, {
      prefix: 'croupier_bench',
      connectTimeoutMs: 3_000,
    });
  } catch (error) {
    skipped.push(
      `ledger on PostgreSQL: skipped: no PostgreSQL (${error instanceof Error ? error.message : String(error)})`,
    );
    return { rows, skipped, failed };
  }
  try {
    const postgres = await openDatabase({ dataDir: 'memory://', databaseUrl: temporary.url });
    try {
      const result = await measure(postgres, settings);
      rows.push(...result.rows);
      failed ||= result.failed;
    } finally {
      await postgres.close();
    }
  } finally {
    await temporary.drop();
  }
  return { rows, skipped, failed };
}
