/**
 * `lobbyBench()`: the game list and the status call under 32 concurrent HTTP requests for about 5 s each, side by side
 * with a minimal reference server (plain Fastify and the database driver, no contract, no envelope checks, no caches)
 * that runs the same SQL on the same database in the same run; on PGlite and, when a PostgreSQL admin URL is given,
 * on a temporary PostgreSQL database (dropped afterwards). Then the catalogue grows to 100,000 games and page 400 is
 * timed against page 1 of the 10,000-game catalogue.
 * The load generator runs in the same process as both servers, so the numbers are a floor rather than a capacity; the
 * ratio to the reference is the figure that says what the platform costs on top of its SQL.
 */
import { endpoints } from '@croupier/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase, type Database, type DatabaseHandle } from '../db';
import { toGame, type LobbyGame } from '../games/catalogue';
import { seed } from '../seed/seed';
import { likePattern, listKey, rebuildGameListIndex } from '../services/games';
import { createTemporaryDatabase } from '../tempDatabase';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  /** The budget is a floor, not a ceiling. */
  atLeast?: boolean;
}

export interface LobbyBenchOptions {
  /** PostgreSQL admin URL (a temporary database is created next to it); omitted: PGlite only. */
  postgresUrl?: string | undefined;
  concurrency?: number;
  durationMs?: number;
}

/** Budgets of issue 13 on a 2-core machine, load generator included. */
export const LOBBY_BUDGETS = {
  postgresListRps: 2_000,
  postgresListP99Ms: 20,
  referenceRatio: 0.6,
  pgliteListRps: 1_000,
  deepPageRatio: 1.5,
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

/** The queries a lobby sends: pages of a vendor, a category filter, and name searches (case-insensitive substrings). */
const QUERIES: { vassalage?: string; gameType?: string; gameName?: string; minLineNum?: number; pageNo: number }[] = [
  { vassalage: 'PP', pageNo: 3 },
  { gameType: 'RNG', minLineNum: 20, pageNo: 1 },
  { gameName: 'dragon', pageNo: 1 },
  { gameName: 'LUCKY KOI', pageNo: 1 },
  { gameType: 'BAC', pageNo: 1 },
  { vassalage: 'PNG', gameName: 'gold', pageNo: 2 },
];
const PAGE_SIZE = 24;
const HEADERS = {
  Accept: 'application/json',
  Merchant: 'CRP001',
  Device: 'web',
  Language: 'EN',
  'X-Gateway-Version': '3',
};

interface Load {
  count: number;
  errors: number;
  seconds: number;
  p50: number;
  p99: number;
}

async function load(call: () => Promise<void>, concurrency: number, durationMs: number): Promise<Load> {
  for (let i = 0; i < 60; i++) await call(); // warm-up: JIT, prepared statements, caches
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
  return { count: latencies.length, errors, seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

const portOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

function listParams(q: (typeof QUERIES)[number], pageNo = q.pageNo): URLSearchParams {
  const fields = Object.entries({ ...q, pageNo }).map(([k, v]) => [k, String(v)]);
  return new URLSearchParams({
    clientType: '3',
    platform: 'html5-desktop',
    merchant: 'CRP001',
    language: 'EN',
    pageSize: String(PAGE_SIZE),
    ...Object.fromEntries(fields),
  });
}

/** Both drivers answer `query(text, params)` with `{ rows }`. */
interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

const GAME_COLUMNS = `g.id, g.code, g.vendor, g.category, g.game_type as "gameType", g.name, g.names, g.support_play as "supportPlay", g.is_hot as "isHot",
  g.is_game as "isGame", g.account_type_name as "accountTypeName", g.default_play_type as "defaultPlayType", g.min_bet as "minBet", g.line_num as "lineNum", g.demo, g.sort`;

/**
 * The reference: a plain Fastify server that sends, per request, the SQL the platform sends for it (the page by the
 * position index, the filtered page, the merchant row and the IP's country), maps rows to games and answers JSON.
 */
async function referenceServer(client: RawClient): Promise<FastifyInstance> {
  const app = Fastify();
  app.get(endpoints.gameList.path, async (request) => {
    const q = request.query as Record<string, string | undefined>;
    const pageNo = Number(q.pageNo ?? 1);
    const pageSize = Number(q.pageSize ?? PAGE_SIZE);
    const offset = (pageNo - 1) * pageSize;
    const key = listKey(q.vassalage, q.gameType);
    let result;
    if (q.gameName) {
      const params: unknown[] = [likePattern(q.gameName.trim())];
      const where = ['g.search_text like $1'];
      if (q.vassalage) where.push(`g.vendor = $${params.push(q.vassalage)}`);
      if (q.gameType) where.push(`(g.game_type = $${params.push(q.gameType)} or g.category = $${params.length})`);
      result = await client.query(
        `select ${GAME_COLUMNS} from games g where ${where.join(' and ')} order by g.sort, g.id limit $${params.push(pageSize)} offset $${params.push(offset)}`,
        params,
      );
    } else if (q.minLineNum !== undefined) {
      result = await client.query(
        `select ${GAME_COLUMNS} from game_list_index i join games g on g.id = i.game_id where i.key = $1 and g.line_num >= $2 order by i.position limit $3 offset $4`,
        [key, Number(q.minLineNum), pageSize, offset],
      );
    } else {
      result = await client.query(
        `select ${GAME_COLUMNS} from game_list_index i join games g on g.id = i.game_id where i.key = $1 and i.position > $2 and i.position <= $3 order by i.position`,
        [key, offset, offset + pageSize],
      );
    }
    return {
      success: true,
      value: { games: result.rows.map((row) => toGame(row as unknown as LobbyGame, 'EN')), pageNum: pageNo },
    };
  });
  app.get(endpoints.systemStatus.path, async (request) => {
    const [merchant] = (await client.query('select * from merchants where code = $1', [request.headers.merchant])).rows;
    const [country] = (
      await client.query(
        'select country from ip_countries where network >>= $1::inet order by masklen(network) desc limit 1',
        ['127.0.0.1'],
      )
    ).rows;
    return {
      success: true,
      value: {
        whitelabel: merchant?.features,
        registerValidation: merchant?.register_validation,
        resources: merchant?.resources,
        rsaPublicKey: merchant?.rsa_public_key,
        location: { ip: '127.0.0.1', country: country?.country },
      },
    };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

const rawClientOf = (db: Database): RawClient => (db as unknown as { $client: RawClient }).$client;

async function sideBySide(
  database: DatabaseHandle,
  concurrency: number,
  durationMs: number,
  rows: BenchRow[],
): Promise<void> {
  const engine = database.engine;
  const app = await buildApp({ database, authRateLimit: { max: 1_000_000, timeWindow: 60_000 } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const reference = await referenceServer(rawClientOf(database.db));
  try {
    await rebuildGameListIndex(database.db);
    const listCall = (port: number) => {
      let n = 0;
      return async () => {
        const res = await fetch(
          `http://127.0.0.1:${port}${endpoints.gameList.path}?${listParams(QUERIES[n++ % QUERIES.length] ?? { pageNo: 1 })}`,
          { headers: HEADERS },
        );
        const body = (await res.json()) as { success?: boolean };
        if (!res.ok || body.success !== true) throw new Error(`HTTP ${res.status}`);
      };
    };
    const statusCall = (port: number) => async () => {
      const res = await fetch(`http://127.0.0.1:${port}${endpoints.systemStatus.path}?url=localhost`, {
        headers: HEADERS,
      });
      const body = (await res.json()) as { success?: boolean };
      if (!res.ok || body.success !== true) throw new Error(`HTTP ${res.status}`);
    };
    for (const [what, call] of [
      ['game list', listCall],
      ['status call', statusCall],
    ] as const) {
      const platform = await load(call(portOf(app)), concurrency, durationMs);
      const plain = await load(call(portOf(reference)), concurrency, durationMs);
      const label = `${what}, ${concurrency} concurrent over HTTP (${engine}, ${platform.count} in ${platform.seconds.toFixed(1)} s${platform.errors ? `, ${platform.errors} errors` : ''})`;
      const rps = platform.count / platform.seconds;
      const referenceRps = plain.count / plain.seconds;
      const isList = what === 'game list';
      const rpsBudget = isList
        ? engine === 'postgres'
          ? LOBBY_BUDGETS.postgresListRps
          : LOBBY_BUDGETS.pgliteListRps
        : undefined;
      rows.push({
        name: `${label}: throughput`,
        value: rps,
        unit: 'req/s',
        ...(rpsBudget ? { budget: rpsBudget, atLeast: true } : {}),
      });
      rows.push({ name: `${label}: p50`, value: platform.p50, unit: 'ms' });
      rows.push({
        name: `${label}: p99`,
        value: platform.p99,
        unit: 'ms',
        ...(isList && engine === 'postgres' ? { budget: LOBBY_BUDGETS.postgresListP99Ms } : {}),
      });
      rows.push({
        name: `${what}, reference server (plain Fastify + the same SQL, ${engine}): throughput`,
        value: referenceRps,
        unit: 'req/s',
      });
      rows.push({ name: `${what}, reference server (${engine}): p99`, value: plain.p99, unit: 'ms' });
      rows.push({
        name: `${what} (${engine}): throughput / reference`,
        value: rps / referenceRps,
        unit: 'x',
        ...(isList && engine === 'postgres' ? { budget: LOBBY_BUDGETS.referenceRatio, atLeast: true } : {}),
      });
      if (platform.errors > 0 || plain.errors > 0) process.exitCode = 1;
    }
  } finally {
    await reference.close();
    await app.close();
  }
}

/** Median latency of `n` sequential game-list requests for one page. */
async function pageLatency(port: number, query: (typeof QUERIES)[number], pageNo: number, n = 200): Promise<number> {
  const url = `http://127.0.0.1:${port}${endpoints.gameList.path}?${listParams(query, pageNo)}`;
  const times: number[] = [];
  for (let i = 0; i < n + 20; i++) {
    const begin = performance.now();
    const res = await fetch(url, { headers: HEADERS });
    const body = (await res.json()) as { success?: boolean; value?: { games: unknown[] } };
    if (!res.ok || body.success !== true || body.value?.games.length !== PAGE_SIZE)
      throw new Error(`page ${pageNo}: HTTP ${res.status}, ${body.value?.games.length ?? 0} games`);
    if (i >= 20) times.push(performance.now() - begin);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

/** Page 1 on the seeded catalogue, then page 400 after it grows tenfold (copies of every game). */
async function deepPage(database: DatabaseHandle, rows: BenchRow[]): Promise<void> {
  const app = await buildApp({ database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const query = { gameType: 'RNG', pageNo: 1 };
    await rebuildGameListIndex(database.db);
    const first = await pageLatency(portOf(app), query, 1);
    const client = rawClientOf(database.db);
    await client.query(
      `insert into games (code, vendor, category, game_type, name, names, search_text, support_play, is_hot, is_game, account_type_name, default_play_type, min_bet, line_num, demo, sort)
       select code || '_C' || copy, vendor, category, game_type, name || ' ' || copy, names, search_text || ' ' || copy, support_play, false, is_game, account_type_name, default_play_type, min_bet, line_num, demo, sort + copy * 100000
       from games cross join generate_series(1, 9) as copy`,
      [],
    );
    const [{ n } = { n: 0 }] = (await client.query('select count(*)::int as n from games', [])).rows as { n: number }[];
    const t0 = performance.now();
    await rebuildGameListIndex(database.db);
    const rebuildMs = performance.now() - t0;
    const deep = await pageLatency(portOf(app), query, 400);
    rows.push({
      name: `game list (${database.engine}), RNG page 1 of the 10,000-game catalogue: median of 200`,
      value: first,
      unit: 'ms',
    });
    rows.push({
      name: `game list (${database.engine}), RNG page 400 of ${n.toLocaleString('en')} games: median of 200`,
      value: deep,
      unit: 'ms',
    });
    rows.push({
      name: `game list (${database.engine}): page 400 at ${Math.round(n / 1000)}k games / page 1 at 10k`,
      value: deep / first,
      unit: 'x',
      budget: LOBBY_BUDGETS.deepPageRatio,
    });
    rows.push({
      name: `game list index rebuild (${database.engine}), ${n.toLocaleString('en')} games`,
      value: rebuildMs,
      unit: 'ms',
    });
  } finally {
    await app.close();
  }
}

export async function lobbyBench(options: LobbyBenchOptions = {}): Promise<{ rows: BenchRow[]; skipped: string[] }> {
  const concurrency = options.concurrency ?? 32;
  const durationMs = options.durationMs ?? 5_000;
  const rows: BenchRow[] = [];
  const skipped: string[] = [];
  const pglite = await openDatabase({ dataDir: 'memory://' });
  try {
    await seed(pglite.db);
    await sideBySide(pglite, concurrency, durationMs, rows);
  } finally {
    await pglite.close();
  }
  if (!options.postgresUrl) {
    skipped.push('game list and status on PostgreSQL: skipped: no URL given');
    return { rows, skipped };
  }
  let temporary;
  try {
    temporary = await createTemporaryDatabase(options.postgresUrl, {
      prefix: 'croupier_bench',
      connectTimeoutMs: 3_000,
    });
  } catch (error) {
    skipped.push(
      `game list and status on PostgreSQL: skipped: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { rows, skipped };
  }
  try {
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: temporary.url });
    try {
      await seed(database.db);
      await sideBySide(database, concurrency, durationMs, rows);
      await deepPage(database, rows);
    } finally {
      await database.close();
    }
  } finally {
    await temporary.drop();
  }
  return { rows, skipped };
}

/** The former entry point (game list rows only). */
export const gameListLoad = lobbyBench;
