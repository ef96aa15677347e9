/**
 * The lobby: vendors, menus, the game list (filters, name search, pages), hot and popular games, a vendor's game
 * types, PVP rooms, favourites, recent games, and the launches (member, PVP room, trial). A launch answers `game_url`,
 * the address of the demo game that plays it, with a signed launch token (see games/launchToken.ts).
 *
 * Reads that every visitor repeats are computed once per catalogue version (services/cacheVersions.ts: statement
 * triggers bump it on any change to games or vendors): vendor counts, hot games, menu lanes, game-list totals. The game
 * list pages by filter shape from `game_list_index` (dense positions per vendor / type / both), so page N is a range
 * seek whatever N is; the index is rebuilt when the catalogue changed (the rebuild notes the catalogue version it
 * read), and until then pages come from `games` directly, with the same answers.
 */
import { CATEGORY_POINT_RATES, GAME_VENDOR_GROUPS, isTrialAccount, launchRule, type Game } from '@croupier/contract';
import { and, asc, count, desc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PlatformContext } from '../context';
import type { Database } from '../db';
import {
  cacheVersions,
  favouriteGames,
  gameListIndex,
  gameListTotals,
  gameVendors,
  games,
  recentGames,
  type Member,
  type Merchant,
} from '../db/schema';
import { ApiFailure } from '../failure';
import { demoLanguage, findGame, gameColumns, launchUrl, popular, toGame, type LobbyGame } from '../games/catalogue';
import { LAUNCH_TOKEN_TTL_MS, newNonce, signLaunchToken } from '../games/launchToken';
import { playWalletKind } from '../games/seamless';
import { VersionedCache, versionsOf } from './cacheVersions';
import { balanceOf, toMajor } from './wallet';

const GROUP_NAMES: Record<string, string> = {
  ELOTT: 'E-Lottery',
  LOTT: 'Lottery',
  LIVE: 'Live Casino',
  SPORTS: 'Sports',
  ESPORTS: 'E-Sports',
  FISH: 'Fishing',
  RNG: 'Slots',
  PVP: 'Card Games',
  COCKFIGHT: 'Cockfight',
  BLOCKCHAIN: 'Blockchain',
};
const GROUP_PAGES: Record<string, string> = {
  ELOTT: '/elott',
  LOTT: '/lottery',
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  COCKFIGHT: '/sports',
  BLOCKCHAIN: '/blockchain',
};
const TYPE_NAMES: Record<string, string> = {
  SLOT: 'Slots',
  TABLE: 'Table games',
  ARCADE: 'Arcade',
  JACKPOT: 'Jackpots',
  LIVE: 'Lobby',
  FISH: 'Fishing',
  PVP: 'Card games',
};

const ROOM_LEVELS = [
  { key: 'beginner', name: 'Beginner', min: 100, max: 10_000, capacity: 6 },
  { key: 'standard', name: 'Standard', min: 500, max: 50_000, capacity: 6 },
  { key: 'advanced', name: 'Advanced', min: 2_000, max: 200_000, capacity: 6 },
  { key: 'vip', name: 'VIP', min: 10_000, max: 1_000_000, capacity: 4 },
] as const;

const INT4_MAX = 2_147_483_647;

/** A LIKE pattern matching `text` as a plain substring (`%`, `_` and `\` stand for themselves). */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const typeMatches = (gameType: SQL | string): SQL =>
  sql`(${games.gameType} = ${gameType} or ${games.category} = ${gameType})`;

/** The index key of a filter shape: '' (all), 'v:PP', 't:RNG', 'v:PP|t:SLOT'. */
export const listKey = (vendor: string | undefined, gameType: string | undefined): string =>
  [vendor ? `v:${vendor}` : '', gameType ? `t:${gameType}` : ''].filter(Boolean).join('|');

export interface GameListQuery {
  vassalage?: string | undefined;
  gameType?: string | undefined;
  gameName?: string | undefined;
  minBet?: number | undefined;
  minLineNum?: number | undefined;
  pageNo: number;
  pageSize: number;
  language: string;
}

export interface GameListPage {
  games: Game[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/** Per database handle (an app instance): prepared statements and the catalogue caches. */
interface LobbyState {
  page: ReturnType<typeof preparePage>;
  totals: VersionedCache<'totals', Map<string, number>>;
  counts: VersionedCache<string, number>;
  vendors: VersionedCache<'vendors', { vendors: (typeof gameVendors.$inferSelect)[]; counts: Map<string, number> }>;
  hot: VersionedCache<string, Game[]>;
  lanes: VersionedCache<string, LobbyGame[]>;
  filtered: Map<string, ReturnType<typeof prepareFiltered>>;
  rebuilding: Promise<void> | null;
}

const preparePage = (db: Database) =>
  db
    .select(gameColumns)
    .from(gameListIndex)
    .innerJoin(games, eq(games.id, gameListIndex.gameId))
    .where(
      and(
        eq(gameListIndex.key, sql.placeholder('key')),
        gt(gameListIndex.position, sql.placeholder('from')),
        lte(gameListIndex.position, sql.placeholder('to')),
      ),
    )
    .orderBy(asc(gameListIndex.position))
    .prepare('game_list_page');

interface FilterShape {
  vendor: boolean;
  type: boolean;
  name: boolean;
  minBet: boolean;
  lines: boolean;
  /** Walk the game list index of the vendor/type key (no name search, index fresh). */
  indexed: boolean;
}

/** The page and count statements of one filter shape, with placeholders (a shape has one SQL text). */
function prepareFiltered(db: Database, shape: FilterShape) {
  const extra = [
    shape.name ? sql`${games.searchText} like ${sql.placeholder('pattern')}` : undefined,
    shape.minBet ? gte(games.minBet, sql.placeholder('minBet')) : undefined,
    shape.lines ? gte(games.lineNum, sql.placeholder('lines')) : undefined,
  ];
  const name = `game_list_${
    Object.entries(shape)
      .map(([k, v]) => (v ? k : ''))
      .filter(Boolean)
      .join('_') || 'all'
  }`;
  if (shape.indexed) {
    const where = and(eq(gameListIndex.key, sql.placeholder('key')), ...extra);
    return {
      page: db
        .select(gameColumns)
        .from(gameListIndex)
        .innerJoin(games, eq(games.id, gameListIndex.gameId))
        .where(where)
        .orderBy(asc(gameListIndex.position))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`${name}_page`),
      count: db
        .select({ n: count() })
        .from(gameListIndex)
        .innerJoin(games, eq(games.id, gameListIndex.gameId))
        .where(where)
        .prepare(`${name}_count`),
    };
  }
  const where = and(
    shape.vendor ? eq(games.vendor, sql.placeholder('vendor')) : undefined,
    shape.type ? typeMatches(sql`${sql.placeholder('type')}`) : undefined,
    ...extra,
  );
  return {
    page: db
      .select(gameColumns)
      .from(games)
      .where(where)
      .orderBy(asc(games.sort), asc(games.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`${name}_page`),
    count: db.select({ n: count() }).from(games).where(where).prepare(`${name}_count`),
  };
}

const states = new WeakMap<Database, LobbyState>();
function stateOf(db: Database): LobbyState {
  let state = states.get(db);
  if (!state) {
    state = {
      page: preparePage(db),
      totals: new VersionedCache(1),
      counts: new VersionedCache(2000),
      vendors: new VersionedCache(1),
      hot: new VersionedCache(200),
      lanes: new VersionedCache(500),
      filtered: new Map(),
      rebuilding: null,
    };
    states.set(db, state);
  }
  return state;
}

/**
 * Rebuilds the game list index and its totals from `games` in one transaction (serialized across instances by an
 * advisory lock), and records the catalogue version it started from: a change committed meanwhile leaves the index
 * marked stale, so it is rebuilt again rather than trusted.
 */
export async function rebuildGameListIndex(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(1795400007)`);
    const [row] = await tx
      .select({ version: cacheVersions.version })
      .from(cacheVersions)
      .where(eq(cacheVersions.key, 'catalogue'));
    const version = row?.version ?? 0;
    const [built] = await tx
      .select({ version: cacheVersions.version })
      .from(cacheVersions)
      .where(eq(cacheVersions.key, 'game_list_index'));
    if (built?.version === version) return; // another instance rebuilt it while this one waited for the lock
    await tx.execute(sql`truncate table game_list_index, game_list_totals`);
    await tx.execute(sql`
      insert into game_list_index (key, position, game_id)
      select key, row_number() over (partition by key order by sort, id), id
      from (
        select '' as key, id, sort from games
        union all select 'v:' || vendor, id, sort from games
        union all select 't:' || game_type, id, sort from games
        union all select 't:' || category, id, sort from games where category <> game_type
        union all select 'v:' || vendor || '|t:' || game_type, id, sort from games
        union all select 'v:' || vendor || '|t:' || category, id, sort from games where category <> game_type
      ) keyed`);
    await tx.execute(
      sql`insert into game_list_totals (key, total) select key, count(*) from game_list_index group by key`,
    );
    await tx
      .insert(cacheVersions)
      .values({ key: 'game_list_index', version })
      .onConflictDoUpdate({ target: cacheVersions.key, set: { version } });
    // Fresh statistics: without them the planner guesses a name search matches 2 rows and scans every game rather than
    // use the trigram index (autovacuum would catch up, later).
    await tx.execute(sql`analyze games, game_list_index`);
  });
}

export class LobbyService {
  private readonly db: Database;
  private readonly state: LobbyState;

  constructor(
    private readonly ctx: PlatformContext,
    private readonly secret: string,
  ) {
    this.db = ctx.db;
    this.state = stateOf(ctx.db);
  }

  private async catalogueVersion(): Promise<number> {
    return versionsOf(this.db).known('catalogue');
  }

  /** Is the game list index built from this catalogue version? If not, one rebuild starts (in the background). */
  private async indexFresh(): Promise<boolean> {
    const versions = versionsOf(this.db);
    const catalogue = await versions.known('catalogue');
    if (versions.get('game_list_index') === catalogue) return true;
    if (!this.state.rebuilding) {
      this.state.rebuilding = rebuildGameListIndex(this.db)
        .catch((error: unknown) =>
          console.warn(`game list index: rebuild failed (${error instanceof Error ? error.message : String(error)})`),
        )
        .finally(() => {
          this.state.rebuilding = null;
        });
    }
    return false;
  }

  private async totals(version: number): Promise<Map<string, number>> {
    return this.state.totals.through(
      'totals',
      version,
      async () => new Map((await this.db.select().from(gameListTotals)).map((r) => [r.key, r.total])),
    );
  }

  async gameList(input: GameListQuery): Promise<GameListPage> {
    const lang = input.language.toUpperCase();
    const name = input.gameName?.trim() ?? '';
    const minBet = input.minBet === undefined ? undefined : Math.round(input.minBet * 100);
    const lines = input.minLineNum === undefined ? undefined : Math.round(input.minLineNum);
    const offset = (input.pageNo - 1) * input.pageSize;
    const answer = (rows: LobbyGame[], total: number): GameListPage => ({
      games: rows.map((row) => toGame(row, lang)),
      pageNum: input.pageNo,
      totalPages: Math.ceil(total / input.pageSize),
      totalCount: total,
    });
    // Stored values are int4: a lower bound above that range matches nothing, one below it everything.
    if ((minBet !== undefined && minBet > INT4_MAX) || (lines !== undefined && lines > INT4_MAX)) return answer([], 0);
    const key = listKey(input.vassalage, input.gameType);
    const fresh = await this.indexFresh();
    const version = await this.catalogueVersion();

    if (fresh && name === '' && minBet === undefined && lines === undefined) {
      const total = (await this.totals(versionsOf(this.db).get('game_list_index'))).get(key) ?? 0;
      if (offset >= total) return answer([], total);
      return answer(await this.state.page.execute({ key, from: offset, to: offset + input.pageSize }), total);
    }

    const shape: FilterShape = {
      vendor: Boolean(input.vassalage),
      type: Boolean(input.gameType),
      name: name !== '',
      minBet: minBet !== undefined && minBet > -INT4_MAX,
      lines: lines !== undefined && lines > -INT4_MAX,
      indexed: fresh && name === '',
    };
    const shapeKey = JSON.stringify(shape);
    let statements = this.state.filtered.get(shapeKey);
    if (!statements) this.state.filtered.set(shapeKey, (statements = prepareFiltered(this.db, shape)));
    const params = {
      key,
      vendor: input.vassalage ?? '',
      type: input.gameType ?? '',
      pattern: likePattern(name),
      minBet: minBet ?? 0,
      lines: lines ?? 0,
    };
    const countKey = JSON.stringify([shape, params]);
    const query = statements;
    const total = await this.state.counts.through(countKey, version, async () =>
      Number((await query.count.execute(params))[0]?.n ?? 0),
    );
    if (offset >= total) return answer([], total);
    return answer(await query.page.execute({ ...params, limit: input.pageSize, offset }), total);
  }

  private async vendorsAndCounts() {
    return this.state.vendors.through('vendors', await this.catalogueVersion(), async () => {
      const [vendors, counts] = await Promise.all([
        this.db.select().from(gameVendors).orderBy(asc(gameVendors.sort)),
        this.db
          .select({ vendor: games.vendor, n: count() })
          .from(games)
          .where(sql`${games.isGame} is null`)
          .groupBy(games.vendor),
      ]);
      return { vendors, counts: new Map(counts.map((c) => [c.vendor, Number(c.n)])) };
    });
  }

  async vendors(merchant: Merchant) {
    const { vendors, counts } = await this.vendorsAndCounts();
    const closed = new Set(merchant.vendorMaintenance);
    return GAME_VENDOR_GROUPS.map((category) => ({
      category,
      vendors: vendors
        .filter((v) => v.category === category)
        .map((v) => ({
          vassalage: v.code,
          name: v.name,
          category,
          page: v.page,
          status: closed.has(v.code) ? ('maintenance' as const) : ('normal' as const),
          gameCount: counts.get(v.code) ?? 0,
          showIcon: `/art/vendor/${v.code}.svg`,
          smallIcon: `/art/vendor/${v.code}.svg`,
          accountTypeName: v.accountTypeName,
          sort: v.sort,
        })),
    })).filter((group) => group.vendors.length > 0);
  }

  async menus(merchant: Merchant, language: string, cards: number) {
    const lang = language.toUpperCase();
    const { vendors } = await this.vendorsAndCounts();
    const version = await this.catalogueVersion();
    const closed = new Set(merchant.vendorMaintenance);
    const lanes = new Map<
      string,
      { vassalage: string; title: string; status: 'normal' | 'maintenance'; cards: Game[] }[]
    >();
    const rowsPerVendor = await Promise.all(
      vendors.map((vendor) =>
        cards === 0
          ? Promise.resolve([])
          : this.state.lanes.through(`${vendor.code}:${cards}`, version, () =>
              popular(this.db, { exclude: [], count: cards, vendor: vendor.code }),
            ),
      ),
    );
    vendors.forEach((vendor, i) => {
      const list = lanes.get(vendor.category) ?? [];
      list.push({
        vassalage: vendor.code,
        title: vendor.name,
        status: closed.has(vendor.code) ? 'maintenance' : 'normal',
        cards: (rowsPerVendor[i] ?? []).map((row) => toGame(row, lang)),
      });
      lanes.set(vendor.category, list);
    });
    return GAME_VENDOR_GROUPS.filter((g) => lanes.has(g)).map((gameType) => ({
      nameKey: `gameType.${gameType.toLowerCase()}`,
      gameType,
      page: GROUP_PAGES[gameType] ?? '/rng',
      enName: GROUP_NAMES[gameType] ?? gameType,
      pointRate: (CATEGORY_POINT_RATES as Record<string, number>)[gameType] ?? null,
      lanes: lanes.get(gameType) ?? [],
    }));
  }

  /** Hot games (about 40 KB, on every home visit): read and mapped once per vendor, language and catalogue version. */
  async hot(vendor: string | undefined, language: string) {
    const lang = language.toUpperCase();
    const list = await this.state.hot.through(`${vendor ?? ''}\n${lang}`, await this.catalogueVersion(), async () => {
      const rows = await this.db
        .select(gameColumns)
        .from(games)
        .where(and(eq(games.isHot, true), vendor ? eq(games.vendor, vendor) : undefined))
        .orderBy(asc(games.category), asc(games.sort), asc(games.id))
        .limit(120);
      return rows.map((row) => toGame(row, lang));
    });
    return { list };
  }

  async popular(
    merchant: Merchant,
    options: { count: number; vendor?: string | undefined; gameType?: string | undefined; language: string },
  ) {
    const rows = await popular(this.db, {
      exclude: merchant.vendorMaintenance,
      count: options.count,
      vendor: options.vendor,
      gameType: options.gameType,
    });
    return { list: rows.map((row) => toGame(row, options.language.toUpperCase())) };
  }

  async vendorGameTypes(vendor: string) {
    const rows = await this.db
      .select({ gameType: games.gameType, n: count() })
      .from(games)
      .where(eq(games.vendor, vendor))
      .groupBy(games.gameType)
      .orderBy(desc(count()), asc(games.gameType));
    return rows.map((row) => ({
      gameType: row.gameType,
      name: TYPE_NAMES[row.gameType] ?? row.gameType,
      count: Number(row.n),
    }));
  }

  async pvpRooms(options: { vendor?: string | undefined; gameId?: string | number | undefined; language: string }) {
    const lang = options.language.toUpperCase();
    const rows = await this.db
      .select(gameColumns)
      .from(games)
      .where(
        and(
          eq(games.category, 'PVP'),
          options.vendor ? eq(games.vendor, options.vendor) : undefined,
          options.gameId !== undefined && /^\d{1,9}$/.test(String(options.gameId))
            ? eq(games.id, Number(options.gameId))
            : undefined,
        ),
      )
      .orderBy(asc(games.vendor), asc(games.sort));
    const minute = Math.floor(this.ctx.now() / 60_000);
    return {
      list: rows.flatMap((row) =>
        ROOM_LEVELS.map((level) => {
          const roomId = `${row.id}-${level.key}`;
          const players = (Math.imul(row.id * 31 + level.capacity, 2654435761) + minute) % (level.capacity + 1);
          const game = toGame(row, lang);
          return {
            roomId,
            gameId: row.id,
            nodeId: row.id,
            vassalage: row.vendor,
            gameName: game.gameName ?? row.name,
            roomName: level.name,
            minBet: toMajor(level.min),
            maxBet: toMajor(level.max),
            players: Math.abs(players),
            capacity: level.capacity,
            showIcon: game.showIcon ?? '',
          };
        }),
      ),
    };
  }

  async favourites(member: Member, language: string) {
    const rows = await this.db
      .select(gameColumns)
      .from(favouriteGames)
      .innerJoin(games, eq(games.id, favouriteGames.gameId))
      .where(eq(favouriteGames.memberId, member.id))
      .orderBy(desc(favouriteGames.createdAt));
    return { list: rows.map((row) => toGame(row, language.toUpperCase())) };
  }

  async addFavourite(member: Member, gameId: string | number, vendor: string | undefined) {
    if (isTrialAccount(member.type)) throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
    const game = await findGame(this.db, gameId, vendor);
    if (!game) throw new ApiFailure('not_found', 'no such game');
    await this.db
      .insert(favouriteGames)
      .values({ memberId: member.id, gameId: game.id, createdAt: new Date(this.ctx.now()) })
      .onConflictDoNothing();
    return { gameId: game.id, favourite: true };
  }

  async removeFavourite(member: Member, gameId: string | number, vendor: string | undefined) {
    const game = await findGame(this.db, gameId, vendor);
    if (!game) throw new ApiFailure('not_found', 'no such game');
    await this.db
      .delete(favouriteGames)
      .where(and(eq(favouriteGames.memberId, member.id), eq(favouriteGames.gameId, game.id)));
    return { gameId: game.id, favourite: false };
  }

  async recent(member: Member, limit: number, language: string) {
    const rows = await this.db
      .select(gameColumns)
      .from(recentGames)
      .innerJoin(games, eq(games.id, recentGames.gameId))
      .where(eq(recentGames.memberId, member.id))
      .orderBy(desc(recentGames.playedAt))
      .limit(limit);
    return { list: rows.map((row) => toGame(row, language.toUpperCase())) };
  }

  // ---- launches (moved unchanged from routes/games.ts) -----------------------------------------------------------

  /** Throws `vendor_under_maintenance` with popular games of open vendors as alternatives. */
  private async checkVendorOpen(merchant: Merchant, game: LobbyGame, language: string): Promise<void> {
    if (!merchant.vendorMaintenance.includes(game.vendor)) return;
    const alternatives = await popular(this.ctx.db, {
      exclude: merchant.vendorMaintenance,
      count: 8,
      gameType: game.category,
    });
    const alternativeGames: Game[] = alternatives.map((row) => toGame(row, language));
    throw new ApiFailure('vendor_under_maintenance', `${game.vendor} is under maintenance`, {
      vassalage: game.vendor,
      alternativeGames,
    });
  }

  /** The launch: signed token, the demo page of the game, recorded as a recent game for members. */
  private async launch(
    merchant: Merchant,
    member: Member | null,
    game: LobbyGame,
    language: string,
    trial: boolean,
  ): Promise<{ game_url: string }> {
    // Lotteries are played on the site's lottery pages through the /lgw calls, not in a launched frame.
    if (game.demo === 'lottery') throw new ApiFailure('operation_not_allowed', 'lottery games are played on the lottery pages');
    const nowMs = this.ctx.now();
    const token = signLaunchToken(this.secret, {
      mid: member?.id ?? 0,
      mc: merchant.id,
      gid: game.id,
      v: game.vendor,
      d: game.demo,
      lang: demoLanguage(language),
      trial,
      exp: nowMs + LAUNCH_TOKEN_TTL_MS,
      n: newNonce(),
    });
    if (member && !trial) {
      await this.ctx.db
        .insert(recentGames)
        .values({ memberId: member.id, gameId: game.id, playedAt: new Date(nowMs) })
        .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { playedAt: new Date(nowMs) } });
    }
    const query = new URLSearchParams({ t: token, lang: demoLanguage(language) });
    return { game_url: launchUrl(merchant.launchCdns, this.ctx.gamesOrigin, `/games/demo/${game.demo}?${query}`) };
  }

  async memberLaunch(merchant: Merchant, member: Member, game: LobbyGame | undefined, language: string) {
    if (!game) throw new ApiFailure('not_found', 'no such game');
    const rule = launchRule(game, isTrialAccount(member.type) ? 'trial' : 'member');
    if (rule === 'vendorList') throw new ApiFailure('operation_not_allowed', 'a vendor lobby opens a game list, not a game');
    if (rule === 'needsRealAccount') throw new ApiFailure('trial_not_allowed', 'please register or log into a real account to play this game');
    if (rule === 'trial') {
      await this.checkVendorOpen(merchant, game, language);
      return this.launch(merchant, member, game, language, true);
    }
    await this.checkVendorOpen(merchant, game, language);
    const kind = await playWalletKind(this.ctx.db, merchant.id, game.vendor);
    const balance = await balanceOf(this.ctx.db, merchant.id, member.id, kind);
    if (balance < game.minBet) {
      throw new ApiFailure('launch_game_balance_not_enough', 'balance too low to launch the game; deposit first', {
        balance: toMajor(balance),
        minimum: toMajor(game.minBet),
      });
    }
    return this.launch(merchant, member, game, language, false);
  }

  async launchGame(
    merchant: Merchant,
    member: Member,
    gameId: string | number,
    vendor: string | undefined,
    language: string,
  ) {
    const game = await findGame(this.ctx.db, gameId, vendor);
    return this.memberLaunch(merchant, member, game, language);
  }

  async pvpLaunch(merchant: Merchant, member: Member, roomId: string, language: string) {
    const match = /^(\d{1,9})-(beginner|standard|advanced|vip)$/.exec(roomId);
    const game = match ? await findGame(this.ctx.db, match[1] ?? '') : undefined;
    if (!game || game.category !== 'PVP') throw new ApiFailure('not_found', 'no such room');
    return this.memberLaunch(merchant, member, game, language);
  }

  async trialLaunch(merchant: Merchant, gameId: string | number, vendor: string | undefined, language: string) {
    const game = await findGame(this.ctx.db, gameId, vendor);
    if (!game) throw new ApiFailure('not_found', 'no such game');
    if (launchRule(game, 'visitor', 'try') !== 'trial') throw new ApiFailure('trial_not_allowed', 'this game cannot be played in trial mode; please log in');
    await this.checkVendorOpen(merchant, game, language);
    return this.launch(merchant, null, game, language, true);
  }
}
