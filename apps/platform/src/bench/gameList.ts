/**
 * `gameListLoad()`: the game-list call (a name search plus a filtered page) under 32 concurrent HTTP requests for about
 * 5 s, on PGlite and, when a PostgreSQL admin URL is given, on a temporary PostgreSQL database (dropped afterwards).
 * The platform runs migrated and seeded, listening on loopback; the load generator runs in the same process, so the
 * numbers are a floor rather than a capacity. Returns bench rows `{ name, value, unit }` (and `skipped` notes).
 */
import { endpoints } from '@croupier/contract';
import { buildApp } from '../app';
import { openDatabase } from '../db';
import { seed } from '../seed/seed';
import { createTemporaryDatabase } from '../tempDatabase';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
}

export interface GameListLoadOptions {
  /** PostgreSQL admin URL (a temporary database is created next to it); omitted: PGlite only. */
  postgresUrl?: string | undefined;
  concurrency?: number;
  durationMs?: number;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

/** The queries a lobby sends: pages of a vendor, a category filter, and name searches (case-insensitive substrings). */
const QUERIES = [
  { vassalage: 'PP', pageNo: 3 },
  { gameType: 'RNG', minLineNum: 20, pageNo: 1 },
  { gameName: 'dragon', pageNo: 1 },
  { gameName: 'LUCKY KOI', pageNo: 1 },
  { gameType: 'BAC', pageNo: 1 },
  { vassalage: 'PNG', gameName: 'gold', pageNo: 2 },
];

async function measure(databaseUrl: string | undefined, concurrency: number, durationMs: number): Promise<{ engine: string; count: number; errors: number; seconds: number; p50: number; p99: number }> {
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl });
  await seed(database.db);
  const app = await buildApp({ database });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${endpoints.gameList.path}`;
    const headers = { Accept: 'application/json', Merchant: 'CRP001', Device: 'web', Language: 'EN', 'X-Gateway-Version': '3' };
    let n = 0;
    const call = async () => {
      const q = QUERIES[n++ % QUERIES.length] ?? {};
      const params = new URLSearchParams({ clientType: '3', platform: 'html5-desktop', merchant: 'CRP001', language: 'EN', pageSize: '24', ...Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])) });
      const res = await fetch(`${base}?${params}`, { headers });
      const body = (await res.json()) as { success?: boolean };
      if (!res.ok || body.success !== true) throw new Error(`HTTP ${res.status}`);
    };
    for (let i = 0; i < 30; i++) await call(); // warm-up
    const latencies: number[] = [];
    let errors = 0;
    const t0 = performance.now();
    const deadline = t0 + durationMs;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) {
          const begin = performance.now();
          try {
            await call();
            latencies.push(performance.now() - begin);
          } catch {
            errors++;
          }
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    return { engine: database.engine, count: latencies.length, errors, seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  } finally {
    await app.close();
    await database.close();
  }
}

export async function gameListLoad(options: GameListLoadOptions = {}): Promise<{ rows: BenchRow[]; skipped: string[] }> {
  const concurrency = options.concurrency ?? 32;
  const durationMs = options.durationMs ?? 5_000;
  const rows: BenchRow[] = [];
  const skipped: string[] = [];
  const push = (r: Awaited<ReturnType<typeof measure>>) => {
    const what = `game list, ${concurrency} concurrent over HTTP (${r.engine}, ${r.count} in ${r.seconds.toFixed(1)} s${r.errors ? `, ${r.errors} errors` : ''})`;
    rows.push({ name: `${what}: throughput`, value: r.count / r.seconds, unit: 'req/s' });
    rows.push({ name: `${what}: p50`, value: r.p50, unit: 'ms' });
    rows.push({ name: `${what}: p99`, value: r.p99, unit: 'ms' });
  };
  push(await measure(undefined, concurrency, durationMs));
  if (!options.postgresUrl) {
    skipped.push('game list on PostgreSQL: skipped: no URL given');
    return { rows, skipped };
  }
  let temporary;
  try {
    temporary = await createTemporaryDatabase(options.postgresUrl, { prefix: 'croupier_bench', connectTimeoutMs: 3_000 });
  } catch (error) {
    skipped.push(`game list on PostgreSQL: skipped: ${error instanceof Error ? error.message : String(error)}`);
    return { rows, skipped };
  }
  try {
    push(await measure(temporary.url, concurrency, durationMs));
  } finally {
    await temporary.drop();
  }
  return { rows, skipped };
}
