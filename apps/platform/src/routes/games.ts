/**
 * Game calls: vendors, menus, the game list (search, filters, pages), hot and popular games, a vendor's game types,
 * PVP rooms, favourites, recent games, and the launches (member, PVP room, trial). A launch answers `game_url`, the
 * address of the demo game that plays it, with a signed launch token (see games/launchToken.ts).
 */
import { CATEGORY_POINT_RATES, GAME_VENDOR_GROUPS, type Game } from '@croupier/contract';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { favouriteGames, gameVendors, games, recentGames } from '../db/schema';
import { demoLanguage, findGame, gameColumns, launchUrl, popular, toGame, type LobbyGame } from '../games/catalogue';
import { LAUNCH_TOKEN_TTL_MS, newNonce, signLaunchToken } from '../games/launchToken';
import { playWalletKind } from '../games/seamless';
import { ApiFailure } from '../http/failure';
import { defineRoute, type Merchant, type Member, type RouteSettings } from '../http/route';
import { balanceOf, toMajor } from '../services/wallet';

const GROUP_NAMES: Record<string, string> = {
  ELOTT: 'E-Lottery', LOTT: 'Lottery', LIVE: 'Live Casino', SPORTS: 'Sports', ESPORTS: 'E-Sports', FISH: 'Fishing',
  RNG: 'Slots', PVP: 'Card Games', COCKFIGHT: 'Cockfight', BLOCKCHAIN: 'Blockchain',
};
const GROUP_PAGES: Record<string, string> = {
  ELOTT: '/elott', LOTT: '/lottery', LIVE: '/live', SPORTS: '/sports', ESPORTS: '/sports', FISH: '/fish', RNG: '/rng',
  PVP: '/pvp', COCKFIGHT: '/sports', BLOCKCHAIN: '/rng',
};
const TYPE_NAMES: Record<string, string> = { SLOT: 'Slots', TABLE: 'Table games', ARCADE: 'Arcade', JACKPOT: 'Jackpots', LIVE: 'Lobby', FISH: 'Fishing', PVP: 'Card games' };

const ROOM_LEVELS = [
  { key: 'beginner', name: 'Beginner', min: 100, max: 10_000, capacity: 6 },
  { key: 'standard', name: 'Standard', min: 500, max: 50_000, capacity: 6 },
  { key: 'advanced', name: 'Advanced', min: 2_000, max: 200_000, capacity: 6 },
  { key: 'vip', name: 'VIP', min: 10_000, max: 1_000_000, capacity: 4 },
] as const;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const typeMatches = (gameType: string): SQL => sql`(${games.gameType} = ${gameType} or ${games.category} = ${gameType})`;
const TRIAL_TYPE = 4;

export function registerGameRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings, secret: string): void {
  const maintenanceOf = (merchant: Merchant) => new Set(merchant.vendorMaintenance);
  const langOf = (input: { language?: string | undefined } | undefined, header: string) => (input?.language ?? header).toUpperCase();

  /** Throws `vendor_under_maintenance` with popular games of open vendors as alternatives. */
  async function checkVendorOpen(merchant: Merchant, game: LobbyGame, language: string): Promise<void> {
    if (!merchant.vendorMaintenance.includes(game.vendor)) return;
    const alternatives = await popular(ctx.db, { exclude: merchant.vendorMaintenance, count: 8, gameType: game.category });
    const alternativeGames: Game[] = alternatives.map((row) => toGame(row, language));
    throw new ApiFailure('vendor_under_maintenance', `${game.vendor} is under maintenance`, { vassalage: game.vendor, alternativeGames });
  }

  /** The launch: signed token, the demo page of the game, recorded as a recent game for members. */
  async function launch(merchant: Merchant, member: Member | null, game: LobbyGame, language: string, trial: boolean): Promise<{ game_url: string }> {
    const nowMs = ctx.now();
    const token = signLaunchToken(secret, {
      mid: member?.id ?? 0, mc: merchant.id, gid: game.id, v: game.vendor, d: game.demo, lang: demoLanguage(language), trial, exp: nowMs + LAUNCH_TOKEN_TTL_MS, n: newNonce(),
    });
    if (member && !trial) {
      await ctx.db
        .insert(recentGames)
        .values({ memberId: member.id, gameId: game.id, playedAt: new Date(nowMs) })
        .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { playedAt: new Date(nowMs) } });
    }
    const query = new URLSearchParams({ t: token, lang: demoLanguage(language) });
    return { game_url: launchUrl(merchant.launchCdns, `/games/demo/${game.demo}?${query}`) };
  }

  async function memberLaunch(merchant: Merchant, member: Member, game: LobbyGame | undefined, language: string) {
    if (!game) throw new ApiFailure('not_found', 'no such game');
    if (game.isGame === 'VASSALAGE') throw new ApiFailure('operation_not_allowed', 'a vendor lobby opens a game list, not a game');
    if (member.type === TRIAL_TYPE) {
      if (game.supportPlay !== 0) throw new ApiFailure('trial_not_allowed', 'please register or log into a real account to play this game');
      await checkVendorOpen(merchant, game, language);
      return launch(merchant, member, game, language, true);
    }
    await checkVendorOpen(merchant, game, language);
    const kind = await playWalletKind(ctx.db, merchant.id, game.vendor);
    const balance = await balanceOf(ctx.db, merchant.id, member.id, kind);
    if (balance < game.minBet) {
      throw new ApiFailure('launch_game_balance_not_enough', 'balance too low to launch the game; deposit first', { balance: toMajor(balance), minimum: toMajor(game.minBet) });
    }
    return launch(merchant, member, game, language, false);
  }

  defineRoute(app, ctx, settings, 'gameVendors', {}, async ({ merchant }) => {
    const [vendors, counts] = await Promise.all([
      ctx.db.select().from(gameVendors).orderBy(asc(gameVendors.sort)),
      ctx.db.select({ vendor: games.vendor, n: count() }).from(games).where(sql`${games.isGame} is null`).groupBy(games.vendor),
    ]);
    const closed = maintenanceOf(merchant);
    const byVendor = new Map(counts.map((c) => [c.vendor, Number(c.n)]));
    return GAME_VENDOR_GROUPS.map((category) => ({
      category,
      vendors: vendors
        .filter((v) => v.category === category)
        .map((v) => ({
          vassalage: v.code, name: v.name, category, page: v.page, status: closed.has(v.code) ? ('maintenance' as const) : ('normal' as const),
          gameCount: byVendor.get(v.code) ?? 0, showIcon: `/art/vendor/${v.code}.svg`, smallIcon: `/art/vendor/${v.code}.svg`,
          accountTypeName: v.accountTypeName, sort: v.sort,
        })),
    })).filter((group) => group.vendors.length > 0);
  });

  defineRoute(app, ctx, settings, 'gameMenus', {}, async ({ input, merchant, language }) => {
    const lang = langOf(input, language);
    const cards = input.cards ?? 6;
    const vendors = await ctx.db.select().from(gameVendors).orderBy(asc(gameVendors.sort));
    const closed = maintenanceOf(merchant);
    const lanes = new Map<string, { vassalage: string; title: string; status: 'normal' | 'maintenance'; cards: Game[] }[]>();
    for (const vendor of vendors) {
      const rows = cards === 0 ? [] : await popular(ctx.db, { exclude: [], count: cards, vendor: vendor.code });
      const list = lanes.get(vendor.category) ?? [];
      list.push({ vassalage: vendor.code, title: vendor.name, status: closed.has(vendor.code) ? 'maintenance' : 'normal', cards: rows.map((row) => toGame(row, lang)) });
      lanes.set(vendor.category, list);
    }
    return GAME_VENDOR_GROUPS.filter((g) => lanes.has(g)).map((gameType) => ({
      nameKey: `gameType.${gameType.toLowerCase()}`,
      gameType,
      page: GROUP_PAGES[gameType] ?? '/rng',
      enName: GROUP_NAMES[gameType] ?? gameType,
      pointRate: (CATEGORY_POINT_RATES as Record<string, number>)[gameType] ?? null,
      lanes: lanes.get(gameType) ?? [],
    }));
  });

  defineRoute(app, ctx, settings, 'gameList', {}, async ({ input, language }) => {
    const lang = langOf(input, language);
    const where = and(
      input.vassalage ? eq(games.vendor, input.vassalage) : undefined,
      input.gameType ? typeMatches(input.gameType) : undefined,
      input.gameName?.trim() ? sql`${games.searchText} like ${likePattern(input.gameName.trim())}` : undefined,
      input.minBet !== undefined ? sql`${games.minBet} >= ${Math.round(input.minBet * 100)}` : undefined,
      input.minLineNum !== undefined ? sql`${games.lineNum} >= ${Math.round(input.minLineNum)}` : undefined,
    );
    // One query: the page and, by a window function, the number of matches (a second query only past the end).
    const rows = await ctx.db
      .select({ ...gameColumns, total: sql<number>`count(*) over ()` })
      .from(games)
      .where(where)
      .orderBy(asc(games.sort), asc(games.id))
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize);
    let n = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && input.pageNo > 1) n = Number((await ctx.db.select({ n: count() }).from(games).where(where))[0]?.n ?? 0);
    return { games: rows.map(({ total: _total, ...row }) => toGame(row, lang)), pageNum: input.pageNo, totalPages: Math.ceil(n / input.pageSize), totalCount: n };
  });

  defineRoute(app, ctx, settings, 'hotGames', {}, async ({ input, language }) => {
    const rows = await ctx.db
      .select(gameColumns)
      .from(games)
      .where(and(eq(games.isHot, true), input.vassalage ? eq(games.vendor, input.vassalage) : undefined))
      .orderBy(asc(games.category), asc(games.sort), asc(games.id))
      .limit(120);
    return { list: rows.map((row) => toGame(row, langOf(input, language))) };
  });

  defineRoute(app, ctx, settings, 'popularGames', {}, async ({ input, merchant, language }) => {
    const rows = await popular(ctx.db, { exclude: merchant.vendorMaintenance, count: input.count ?? 12, vendor: input.vassalage, gameType: input.gameType });
    return { list: rows.map((row) => toGame(row, langOf(input, language))) };
  });

  defineRoute(app, ctx, settings, 'vassGameType', {}, async ({ input }) => {
    const rows = await ctx.db
      .select({ gameType: games.gameType, n: count() })
      .from(games)
      .where(eq(games.vendor, input.vassalage))
      .groupBy(games.gameType)
      .orderBy(desc(count()), asc(games.gameType));
    return rows.map((row) => ({ gameType: row.gameType, name: TYPE_NAMES[row.gameType] ?? row.gameType, count: Number(row.n) }));
  });

  defineRoute(app, ctx, settings, 'pvpRoomList', {}, async ({ input, language }) => {
    const lang = langOf(input, language);
    const rows = await ctx.db
      .select(gameColumns)
      .from(games)
      .where(and(eq(games.category, 'PVP'), input.vassalage ? eq(games.vendor, input.vassalage) : undefined, input.gameId !== undefined && /^\d{1,9}$/.test(String(input.gameId)) ? eq(games.id, Number(input.gameId)) : undefined))
      .orderBy(asc(games.vendor), asc(games.sort));
    const minute = Math.floor(ctx.now() / 60_000);
    return {
      list: rows.flatMap((row) =>
        ROOM_LEVELS.map((level) => {
          const roomId = `${row.id}-${level.key}`;
          const players = (Math.imul(row.id * 31 + level.capacity, 2654435761) + minute) % (level.capacity + 1);
          const game = toGame(row, lang);
          return {
            roomId, gameId: row.id, nodeId: row.id, vassalage: row.vendor, gameName: game.gameName ?? row.name, roomName: level.name,
            minBet: toMajor(level.min), maxBet: toMajor(level.max), players: Math.abs(players), capacity: level.capacity, showIcon: game.showIcon ?? '',
          };
        }),
      ),
    };
  });

  defineRoute(app, ctx, settings, 'pvpLaunch', {}, async ({ input, auth, merchant, language }) => {
    const match = /^(\d{1,9})-(beginner|standard|advanced|vip)$/.exec(input.roomId);
    const game = match ? await findGame(ctx.db, match[1] ?? '') : undefined;
    if (!game || game.category !== 'PVP') throw new ApiFailure('not_found', 'no such room');
    return memberLaunch(merchant, auth.member, game, langOf(input, language));
  });

  defineRoute(app, ctx, settings, 'favouriteList', {}, async ({ input, auth, language }) => {
    const rows = await ctx.db
      .select(gameColumns)
      .from(favouriteGames)
      .innerJoin(games, eq(games.id, favouriteGames.gameId))
      .where(eq(favouriteGames.memberId, auth.member.id))
      .orderBy(desc(favouriteGames.createdAt));
    return { list: rows.map((row) => toGame(row, langOf(input, language))) };
  });

  defineRoute(app, ctx, settings, 'favouriteAdd', {}, async ({ input, auth }) => {
    if (auth.member.type === TRIAL_TYPE) throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
    const game = await findGame(ctx.db, input.gameId, input.vassalage);
    if (!game) throw new ApiFailure('not_found', 'no such game');
    await ctx.db.insert(favouriteGames).values({ memberId: auth.member.id, gameId: game.id, createdAt: new Date(ctx.now()) }).onConflictDoNothing();
    return { gameId: game.id, favourite: true };
  });

  defineRoute(app, ctx, settings, 'favouriteRemove', {}, async ({ input, auth }) => {
    const game = await findGame(ctx.db, input.gameId, input.vassalage);
    if (!game) throw new ApiFailure('not_found', 'no such game');
    await ctx.db.delete(favouriteGames).where(and(eq(favouriteGames.memberId, auth.member.id), eq(favouriteGames.gameId, game.id)));
    return { gameId: game.id, favourite: false };
  });

  defineRoute(app, ctx, settings, 'recentGames', {}, async ({ input, auth, language }) => {
    const rows = await ctx.db
      .select(gameColumns)
      .from(recentGames)
      .innerJoin(games, eq(games.id, recentGames.gameId))
      .where(eq(recentGames.memberId, auth.member.id))
      .orderBy(desc(recentGames.playedAt))
      .limit(input.count ?? 20);
    return { list: rows.map((row) => toGame(row, langOf(input, language))) };
  });

  defineRoute(app, ctx, settings, 'launchGame', {}, async ({ input, auth, merchant, language }) => {
    const game = await findGame(ctx.db, input.gameId, input.vassalage);
    return memberLaunch(merchant, auth.member, game, langOf(input, language));
  });

  defineRoute(app, ctx, settings, 'trialLaunch', {}, async ({ input, merchant, language }) => {
    const game = await findGame(ctx.db, input.gameId, input.vassalage);
    if (!game) throw new ApiFailure('not_found', 'no such game');
    if (game.supportPlay !== 0 || game.isGame === 'VASSALAGE') throw new ApiFailure('trial_not_allowed', 'this game cannot be played in trial mode; please log in');
    const lang = langOf(input, language);
    await checkVendorOpen(merchant, game, lang);
    return launch(merchant, null, game, lang, true);
  });
}
