/**
 * The lobby's cached and indexed reads answer what a naive query answers: deep pages, totals, name searches with LIKE
 * metacharacters, vendor counts after maintenance and catalogue changes; and the merchant cache follows changes made by
 * another instance or the operator CLI. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { MAX_PAGE_NO } from '@croupier/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PlatformApp } from './app';
import { openDatabase, type DatabaseHandle } from './db';
import { cacheVersions, games } from './db/schema';
import { runCommand } from './operator';
import { seed } from './seed/seed';
import { rebuildGameListIndex } from './services/games';
import { createTemporaryDatabase, type TemporaryDatabase } from './tempDatabase';
import { forEachEngine, type TestPlatform } from './test/harness';

const LIST = { clientType: 3, platform: 'html5-desktop', merchant: 'CRP001', language: 'EN' };

type ListInput = {
  vassalage?: string;
  gameType?: string;
  gameName?: string;
  minBet?: number;
  minLineNum?: number;
  pageNo: number;
  pageSize: number;
};

/** The same page computed the plain way: every game in (sort, id) order, filtered and sliced in memory. */
let loaded: { p: TestPlatform; version: number; rows: Awaited<ReturnType<typeof readAll>> } | null = null;
const readAll = (p: TestPlatform) =>
  p.database.db
    .select({
      id: games.id,
      vendor: games.vendor,
      gameType: games.gameType,
      category: games.category,
      minBet: games.minBet,
      lineNum: games.lineNum,
      searchText: games.searchText,
    })
    .from(games)
    .orderBy(asc(games.sort), asc(games.id));

async function naive(p: TestPlatform, input: ListInput): Promise<{ ids: number[]; total: number }> {
  // Read again only when the catalogue changed (its version is bumped by any write to games).
  const [current] = await p.database.db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.key, 'catalogue'));
  const version = current?.version ?? -1;
  if (loaded?.p !== p || loaded.version !== version) loaded = { p, version, rows: await readAll(p) };
  const rows = loaded.rows;
  const name = input.gameName?.trim().toLowerCase();
  const matching = rows.filter(
    (r) =>
      (!input.vassalage || r.vendor === input.vassalage) &&
      (!input.gameType || r.gameType === input.gameType || r.category === input.gameType) &&
      (input.minBet === undefined || r.minBet >= Math.round(input.minBet * 100)) &&
      (input.minLineNum === undefined || r.lineNum >= input.minLineNum) &&
      (!name || r.searchText.includes(name)),
  );
  const from = (input.pageNo - 1) * input.pageSize;
  return { ids: matching.slice(from, from + input.pageSize).map((r) => r.id), total: matching.length };
}

async function list(p: TestPlatform, input: ListInput) {
  const res = await p.call('gameList', { ...LIST, ...input });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as {
    games: { gameId: number; gameName: string }[];
    totalCount: number;
    totalPages: number;
    pageNum: number;
  };
}

async function expectNaive(p: TestPlatform, input: ListInput) {
  const got = await list(p, input);
  const want = await naive(p, input);
  expect(
    got.games.map((g) => g.gameId),
    JSON.stringify(input),
  ).toEqual(want.ids);
  expect(got.totalCount, JSON.stringify(input)).toBe(want.total);
  expect(got.totalPages).toBe(Math.ceil(want.total / input.pageSize));
}

async function indexBuilt(p: TestPlatform): Promise<boolean> {
  const rows = await p.database.db.select().from(cacheVersions);
  const v = new Map(rows.map((r) => [r.key, r.version]));
  return v.get('catalogue') === v.get('game_list_index');
}

const SHAPES: Omit<ListInput, 'pageNo' | 'pageSize'>[] = [
  {},
  { vassalage: 'PNG' },
  { gameType: 'RNG' },
  { gameType: 'SLOT' },
  { vassalage: 'PP', gameType: 'SLOT' },
  { vassalage: 'EVO', gameType: 'LIVE' },
  { gameType: 'BAC' },
  { vassalage: 'NOPE' },
  { gameType: 'RNG', minLineNum: 20 },
  { vassalage: 'PG', minBet: 0.5 },
  { gameName: 'dragon' },
  { vassalage: 'PNG', gameName: 'gold' },
];

forEachEngine('lobby reads', (platform) => {
  it('deep pages equal the naive slice, from the index and before it is built', async () => {
    const p = platform();
    // Before the index is built (a fresh seed): pages come from the games table.
    await p.database.db.update(cacheVersions).set({ version: -5 }).where(eq(cacheVersions.key, 'game_list_index'));
    await expectNaive(p, { vassalage: 'PNG', pageNo: 30, pageSize: 24 });
    await rebuildGameListIndex(p.database.db);
    expect(await indexBuilt(p)).toBe(true);
    for (const shape of SHAPES) {
      for (const [pageNo, pageSize] of [
        [1, 24],
        [17, 24],
        [59, 24],
        [3, 200],
        [400, 24],
      ] as const) {
        await expectNaive(p, { ...shape, pageNo, pageSize });
      }
    }
    // Beyond the end, up to the contract's last page: an empty page and the true total, no error; past the contract's
    // bounds (a page near 2^53, a minimum bet no int4 column holds) the request is refused before any SQL runs.
    const far = await list(p, { vassalage: 'PNG', pageNo: MAX_PAGE_NO, pageSize: 200 });
    expect(far).toMatchObject({ games: [], totalCount: 1400 });
    const highest = await list(p, { gameType: 'RNG', minBet: 21_474_836, pageNo: 1, pageSize: 10 });
    expect(highest).toMatchObject({ games: [], totalCount: 0 });
    for (const input of [{ vassalage: 'PNG', pageNo: 2 ** 52, pageSize: 200 }, { gameType: 'RNG', minBet: 1e300, pageNo: 1, pageSize: 10 }]) {
      const refused = await p.call('gameList', { ...LIST, ...input });
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body.code).toBe('validation_failed');
    }
  }, 90_000);

  it('name search treats %, _ and \\ as characters', async () => {
    const p = platform();
    const odd = ['100% Wild', 'Snake_Eyes', 'Back\\Slash', 'Plain 100 Wild'];
    await p.database.db.insert(games).values(
      odd.map((name, i) => ({
        code: `ODD_${i}`,
        vendor: 'BCG',
        category: 'BLOCKCHAIN',
        gameType: 'BLOCKCHAIN',
        name,
        names: {},
        searchText: name.toLowerCase(),
        minBet: 100,
        demo: 'slot',
        sort: 100 + i,
      })),
    );
    const names = async (gameName: string) =>
      (await list(p, { gameName, pageNo: 1, pageSize: 200 })).games.map((g) => g.gameName);
    expect(await names('100%')).toEqual(['100% Wild']);
    expect(await names('%')).toEqual(['100% Wild']);
    expect(await names('e_e')).toEqual(['Snake_Eyes']);
    expect(await names('_')).toEqual(['Snake_Eyes']);
    expect(await names('\\')).toEqual(['Back\\Slash']);
    expect(await names('k\\s')).toEqual(['Back\\Slash']);
    expect(await names('100 wild')).toEqual(['Plain 100 Wild']);
    for (const gameName of ['%', '_', '\\', 'wild', 'WILD', 'dragon', 'ドラゴン', '%%', 'a_'])
      await expectNaive(p, { gameName, pageNo: 1, pageSize: 50 });
    await p.database.db.delete(games).where(sql`${games.code} like 'ODD\\_%'`);
  }, 90_000);

  it('vendor counts and list totals follow vendor maintenance and catalogue changes at once', async () => {
    const p = platform();
    const vendor = async (code: string) => {
      const res = await p.call('gameVendors', {});
      return res.body.value
        .flatMap((g: { vendors: { vassalage: string; status: string; gameCount: number }[] }) => g.vendors)
        .find((v: { vassalage: string }) => v.vassalage === code);
    };
    await rebuildGameListIndex(p.database.db);
    expect(await vendor('CQ9')).toMatchObject({ status: 'normal', gameCount: 400 });
    expect((await list(p, { vassalage: 'CQ9', pageNo: 1, pageSize: 24 })).totalCount).toBe(400);
    const run = (...argv: string[]) => runCommand(p.database.db, argv, () => undefined, { now: p.now });
    expect(await run('vendor', 'default', 'CQ9', 'maintenance')).toBe(0);
    expect(await vendor('CQ9')).toMatchObject({ status: 'maintenance', gameCount: 400 });
    expect(
      (await p.call('gameVendors', {}, { merchant: 'JADE01' })).body.value
        .flatMap((g: { vendors: unknown[] }) => g.vendors)
        .find((v: { vassalage: string }) => v.vassalage === 'CQ9'),
    ).toMatchObject({ status: 'normal' });

    // A new game: counts, totals, pages and hot games change on the next call (the index is stale until rebuilt).
    const [added] = await p.database.db
      .insert(games)
      .values({
        code: 'CQ9_NEW',
        vendor: 'CQ9',
        category: 'RNG',
        gameType: 'SLOT',
        name: 'Brand New Reels',
        names: {},
        searchText: 'brand new reels',
        isHot: true,
        minBet: 100,
        demo: 'slot',
        sort: -1,
      })
      .returning({ id: games.id });
    expect(await vendor('CQ9')).toMatchObject({ gameCount: 401 });
    const first = await list(p, { vassalage: 'CQ9', pageNo: 1, pageSize: 24 });
    expect(first.totalCount).toBe(401);
    expect(first.games[0]?.gameId).toBe(added?.id);
    const hot = await p.call('hotGames', {
      merchantCode: 'CRP001',
      platform: 'html5-desktop',
      language: 'EN',
      vassalage: 'CQ9',
    });
    expect(hot.body.value.list.map((g: { gameId: number }) => g.gameId)).toContain(added?.id);
    await rebuildGameListIndex(p.database.db);
    expect(await indexBuilt(p)).toBe(true);
    await expectNaive(p, { vassalage: 'CQ9', pageNo: 1, pageSize: 24 });
    await expectNaive(p, { gameType: 'SLOT', pageNo: 9, pageSize: 100 });

    await p.database.db.delete(games).where(eq(games.code, 'CQ9_NEW'));
    expect(await vendor('CQ9')).toMatchObject({ gameCount: 400 });
    expect((await list(p, { vassalage: 'CQ9', pageNo: 1, pageSize: 24 })).totalCount).toBe(400);
    expect(await run('vendor', 'default', 'CQ9', 'normal')).toBe(0);
    expect(await vendor('CQ9')).toMatchObject({ status: 'normal' });
  }, 90_000);

  it('the operator CLI changes a merchant: the next call sees it (maintenance, region rule, flag)', async () => {
    const p = platform();
    const run = (...argv: string[]) => runCommand(p.database.db, argv, () => undefined, { now: p.now });
    const status = async () => (await p.call('systemStatus', { url: 'localhost' })).body.value;
    expect((await status()).systemStatus).toBe(0);
    expect(await run('status', 'default', 'maintenance')).toBe(0);
    expect((await status()).systemStatus).toBe(1);
    expect(await run('status', 'default', 'normal')).toBe(0);
    expect(await run('region', 'default', 'deny', 'JP')).toBe(0);
    expect((await status()).systemStatus).toBe(2);
    expect(await run('region', 'default', 'clear')).toBe(0);
    expect((await status()).systemStatus).toBe(0);
    // The status call publishes the public key although the cached merchant leaves the key pair out.
    expect((await status()).rsaPublicKey).toContain('BEGIN PUBLIC KEY');
  });
});

/** Two instances on one PostgreSQL database: what one changes, the other's next call sees. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('merchant cache across two instances [postgres]', () => {
  let temporary: TemporaryDatabase;
  let handles: DatabaseHandle[] = [];
  let apps: PlatformApp[] = [];
  beforeAll(async () => {
    temporary = await createTemporaryDatabase(process.env.TEST_DATABASE_URL ?? '', { prefix: 'croupier_test' });
    handles = [
      await openDatabase({ dataDir: 'memory://', databaseUrl: temporary.url }),
      await openDatabase({ dataDir: 'memory://', databaseUrl: temporary.url }),
    ];
    await seed(handles[0]!.db);
    apps = [await buildApp({ database: handles[0]! }), await buildApp({ database: handles[1]! })];
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await temporary?.drop();
  }, 60_000);

  const status = async (app: PlatformApp) => {
    const res = await app.inject({
      method: 'GET',
      url: '/wps/system/status?url=localhost',
      headers: { Merchant: 'CRP001', Language: 'EN' },
      remoteAddress: '127.0.0.1',
    });
    return res.json().value as { systemStatus: number; whitelabel: { modId: string; enabled: boolean }[] };
  };

  it('a status change by the operator through one instance, and a flag change, reach the other at its next call', async () => {
    const [a, b] = apps as [PlatformApp, PlatformApp];
    expect((await status(a)).systemStatus).toBe(0);
    expect((await status(b)).systemStatus).toBe(0);
    // Both instances now hold the merchant in their caches; instance B's database handle runs the command.
    expect(await runCommand(handles[1]!.db, ['status', 'default', 'maintenance'], () => undefined)).toBe(0);
    expect((await status(a)).systemStatus).toBe(1);
    expect((await status(b)).systemStatus).toBe(1);
    expect(await runCommand(handles[0]!.db, ['status', 'default', 'normal'], () => undefined)).toBe(0);
    const calls = await Promise.all([status(a), status(b), status(a), status(b)]);
    expect(calls.map((c) => c.systemStatus)).toEqual([0, 0, 0, 0]);
    const flag = (value: { whitelabel: { modId: string; enabled: boolean; children?: unknown[] }[] }) =>
      JSON.stringify(value.whitelabel).includes('"modId":"FREEPLAY3","enabled":true');
    expect(flag(await status(a))).toBe(true);
    expect(await runCommand(handles[1]!.db, ['flag', 'default', 'FREEPLAY3', 'off'], () => undefined)).toBe(0);
    expect(flag(await status(a))).toBe(false);
    expect(await runCommand(handles[0]!.db, ['flag', 'default', 'FREEPLAY3', 'on'], () => undefined)).toBe(0);
    expect(flag(await status(b))).toBe(true);
  });
});
