/** Game calls described by SPEC §3: game list, hot games, launch, popular lottery numbers. */
import { z } from 'zod';
import { LOTTERY_PRIZE_MODES } from '../constants';
import { INT4_MAX, int4IdSchema, pageNoSchema, pageSizeSchema, smallIntSchema } from './common';

/** A game or node id as a client sends it: digits as text, or the number (an int4 row id). */
const gameIdSchema = z.union([z.string().min(1).max(64), int4IdSchema]);

export const gameSchema = z.looseObject({
  gameId: z.union([z.string(), z.number()]).optional(),
  roomId: z.union([z.string(), z.number()]).optional(),
  nodeId: z.union([z.string(), z.number()]).optional(),
  vassalage: z.string(),
  accountTypeName: z.string().optional(),
  displayName: z.string().optional(),
  gameName: z.string().optional(),
  nodeName: z.string().optional(),
  showIcon: z.string().optional(),
  smallIcon: z.string().optional(),
  /** 0: playable in trial mode. */
  supportPlay: z.number().int().optional(),
  isHot: z.boolean().optional(),
  gameType: z.string().optional(),
  /** "VASSALAGE" opens a popup list. */
  isGame: z.string().optional(),
  code: z.string().optional(),
  defaultPlayType: z.string().optional(),
});
export type Game = z.infer<typeof gameSchema>;

export const gameListRequestSchema = z.object({
  clientType: smallIntSchema,
  platform: z.string(),
  channel: z.string().optional(),
  merchant: z.string(),
  gameName: z.string().optional(),
  /** Major units; the catalogue keeps minor units in an int4 column. */
  minBet: z.number().min(0).max(Math.floor(INT4_MAX / 100)).optional(),
  minLineNum: z.number().int().min(0).max(INT4_MAX).optional(),
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema,
  vassalage: z.string().optional(),
  language: z.string(),
  gameType: z.string().optional(),
});
export const gameListResponseSchema = z.object({
  games: z.array(gameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  /** Games matching the filters across every page (a lobby's "N games"). */
  totalCount: z.number().int().min(0),
});

export const hotGamesRequestSchema = z.object({
  merchantCode: z.string(),
  isPlatform: z.boolean().optional(),
  vassalage: z.string().optional(),
  platform: z.string(),
  language: z.string(),
});
export const hotGamesResponseSchema = z.object({ list: z.array(gameSchema) });

export const launchGameRequestSchema = z.object({
  gameId: gameIdSchema,
  nodeId: gameIdSchema.optional(),
  accountType: z.literal(1),
  confirmTrans: z.literal(0),
  vassalage: z.string(),
  launchMode: z.literal('GLS'),
  platform: z.string(),
  clientType: smallIntSchema,
  username: z.string(),
  token: z.string(),
  merchantCode: z.string(),
  language: z.string(),
});
export const launchGameResponseSchema = z
  .object({ game_url: z.string().optional(), game_url2: z.string().optional() })
  .refine((v) => Boolean(v.game_url || v.game_url2), 'game_url or game_url2 is required');

export const popularLotteryRequestSchema = z.object({
  count: z.number().int().min(1).max(100),
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  device: z.string(),
  language: z.string(),
});

// ---- lobby: vendors, menus, game types -------------------------------------------------------------------------
/** Vendor groups of the lobby (SPEC §3 categories, plus the kit's cockfight and blockchain sections). */
export const GAME_VENDOR_GROUPS = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'RNG', 'PVP', 'COCKFIGHT', 'BLOCKCHAIN'] as const;
export type GameVendorGroup = (typeof GAME_VENDOR_GROUPS)[number];

export const gameVendorSchema = z.looseObject({
  /** Vendor code (the game calls' `vassalage`), e.g. PNG, PP, TCG_SEA. */
  vassalage: z.string(),
  name: z.string(),
  /** The group it is listed in (see GAME_VENDOR_GROUPS). */
  category: z.string(),
  /** Site route of the vendor's game list, when it has one (e.g. /png). */
  page: z.string().nullable().optional(),
  /** 'normal' or 'maintenance'. */
  status: z.enum(['normal', 'maintenance']),
  /** Number of games (tables, rooms) the vendor offers. */
  gameCount: z.number().int(),
  showIcon: z.string().optional(),
  smallIcon: z.string().optional(),
  accountTypeName: z.string().nullable().optional(),
  sort: z.number().int().optional(),
});
export type GameVendor = z.infer<typeof gameVendorSchema>;

export const gameVendorsRequestSchema = z.object({
  language: z.string().optional(),
  platform: z.string().optional(),
  clientType: smallIntSchema.optional(),
});
export const gameVendorGroupSchema = z.object({ category: z.string(), vendors: z.array(gameVendorSchema) });
export const gameVendorsResponseSchema = z.array(gameVendorGroupSchema);

export const gameMenusRequestSchema = z.object({
  language: z.string().optional(),
  platform: z.string().optional(),
  /** Cards per vendor lane (default 6). */
  cards: z.number().int().min(0).max(30).optional(),
});
/** A game category nav item (SPEC §3): name key, gameType, page, enName, point rate; with its vendor lanes. */
export const gameMenuSchema = z.object({
  nameKey: z.string(),
  gameType: z.string(),
  page: z.string(),
  enName: z.string(),
  pointRate: z.number().nullable(),
  lanes: z.array(z.object({ vassalage: z.string(), title: z.string(), status: z.enum(['normal', 'maintenance']), cards: z.array(gameSchema) })),
});
export const gameMenusResponseSchema = z.array(gameMenuSchema);

export const vassGameTypeRequestSchema = z.object({ vassalage: z.string().min(1).max(40), language: z.string().optional() });
export const vassGameTypeResponseSchema = z.array(z.object({ gameType: z.string(), name: z.string(), count: z.number().int() }));

export const popularGamesRequestSchema = z.object({
  vassalage: z.string().optional(),
  gameType: z.string().optional(),
  language: z.string().optional(),
  count: z.number().int().min(1).max(100).optional(),
});
export const popularGamesResponseSchema = z.object({ list: z.array(gameSchema) });

// ---- favourites and recent games ------------------------------------------------------------------------------
export const favouriteListRequestSchema = z.object({ language: z.string().optional() });
export const favouriteListResponseSchema = z.object({ list: z.array(gameSchema) });
export const favouriteChangeRequestSchema = z.object({
  gameId: gameIdSchema,
  vassalage: z.string().max(40).optional(),
});
export const favouriteChangeResponseSchema = z.object({ gameId: z.union([z.string(), z.number()]), favourite: z.boolean() });
export const recentGamesRequestSchema = z.object({ language: z.string().optional(), count: z.number().int().min(1).max(50).optional() });
export const recentGamesResponseSchema = z.object({ list: z.array(gameSchema) });

// ---- PVP rooms ------------------------------------------------------------------------------------------------
export const pvpRoomListRequestSchema = z.object({
  vassalage: z.string().max(40).optional(),
  gameId: z.union([z.string().max(64), int4IdSchema]).optional(),
  language: z.string().optional(),
});
export const pvpRoomSchema = z.object({
  roomId: z.string(),
  gameId: z.union([z.string(), z.number()]),
  nodeId: z.union([z.string(), z.number()]).optional(),
  vassalage: z.string(),
  gameName: z.string(),
  roomName: z.string(),
  /** Minor units of the merchant currency are not exposed: major units, two decimals. */
  minBet: z.number(),
  maxBet: z.number(),
  players: z.number().int(),
  capacity: z.number().int(),
  showIcon: z.string().optional(),
});
export const pvpRoomListResponseSchema = z.object({ list: z.array(pvpRoomSchema) });
export const pvpLaunchRequestSchema = z.object({
  roomId: z.string().min(1).max(64),
  language: z.string().optional(),
  platform: z.string().optional(),
});

// ---- trial launch and failures ------------------------------------------------------------------------------------
/** Trial (demo) launch: no token; only games with supportPlay 0; plays with play money. */
export const trialLaunchRequestSchema = z.object({
  gameId: gameIdSchema,
  nodeId: gameIdSchema.optional(),
  vassalage: z.string().max(40).optional(),
  platform: z.string().optional(),
  clientType: smallIntSchema.optional(),
  merchantCode: z.string().optional(),
  language: z.string().optional(),
});
export const trialLaunchResponseSchema = launchGameResponseSchema;

/** `value` of a `vendor_under_maintenance` failure: the vendor and popular games of other vendors. */
export const vendorMaintenanceValueSchema = z.object({ vassalage: z.string(), alternativeGames: z.array(gameSchema) });
/** `value` of a `launch_game_balance_not_enough` failure (major units). */
export const balanceTooLowValueSchema = z.object({ balance: z.number(), minimum: z.number() });

// ---- winner board ---------------------------------------------------------------------------------------------------
/** Winner board query of the conventions: an optional game category, `limitNum` 100 by default. */
export const winnerBoardRequestSchema = z.object({
  /** A lobby group (RNG, LIVE, FISH...) or a game type (SLOT, BAC...); all games when absent. */
  gameCategory: z.string().trim().min(1).max(40).optional(),
  limitNum: z.number().int().min(1).max(100).default(100),
});
/** A public list never carries a full account name: the platform masks it (e.g. "de****01"). */
export const maskedAccountSchema = z.string().regex(/\*{3,}/, 'expected a masked account');
/** A recent win (a round that paid more than its stake). */
export const winnerSchema = z.object({
  account: maskedAccountSchema,
  gameName: z.string(),
  vassalage: z.string(),
  /** The lobby group of the game (RNG, LIVE...). */
  category: z.string(),
  /** What the round paid, major units, two decimals. */
  amount: z.number().nonnegative().multipleOf(0.01),
  /** When the round was settled, ms. */
  time: z.number().int(),
});
export type WinnerBoardEntry = z.infer<typeof winnerSchema>;
export const winnerBoardResponseSchema = z.object({ list: z.array(winnerSchema) });

// ---- lobby announcements (GAMELO3) ----------------------------------------------------------------------------------

/** `newGame`: a game added to the lobby; `maintenance`: a vendor's maintenance (scheduled, or under way now); `promotion`: a promotion shown in the lobby. */
export const gameAnnouncementKinds = ['newGame', 'maintenance', 'promotion'] as const;
export type GameAnnouncementKind = (typeof gameAnnouncementKinds)[number];

/**
 * The announcements of a lobby (`category`: RNG, LIVE, FISH...) and optionally of one vendor, current ones only (the
 * window holds now), highest priority first, then newest first; titles and texts in the request's content language.
 */
export const gameAnnouncementsRequestSchema = z.object({
  category: z.string().trim().min(1).max(20),
  vassalage: z.string().trim().min(1).max(40).optional(),
});
export const gameAnnouncementSchema = z.object({
  /** Stable per announcement; a maintenance under way with no scheduled window is `maintenance:<vendor>`. */
  id: z.string(),
  kind: z.enum(gameAnnouncementKinds),
  category: z.string(),
  vassalage: z.string().nullable(),
  title: z.string(),
  text: z.string(),
  priority: z.number().int(),
  /** The window (epoch ms); null for a maintenance under way that has no scheduled window. */
  startTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
  /** A new game's id (opens it). */
  gameId: z.number().int().nullable(),
  /** A promotion's id (opens its page). */
  promotionId: z.number().int().nullable(),
});
export type GameAnnouncement = z.infer<typeof gameAnnouncementSchema>;
export const gameAnnouncementsResponseSchema = z.object({ list: z.array(gameAnnouncementSchema).max(50) });
