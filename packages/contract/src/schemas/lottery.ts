/**
 * The lottery calls (`/lgw`, issue 16): the games with their play types, draws (periods) with their fairness proof,
 * opened numbers, the Vietnam boards by region, popular numbers, and the bet slip. Money is in major units; times are
 * ISO strings; a period's `seed` is present only once it is drawn (before, only `seedHash`).
 */
import { z } from 'zod';
import { LOTTERY_FORMATS, LOTTERY_KINDS, MAX_MULTIPLIER, MAX_SLIP_SELECTIONS, VN_REGIONS } from '../lottery';
import { requestIdSchema } from './cashier-deposit';
import { pageNoSchema } from './common';

export const LOTTERY_DRAW_STATUSES = ['open', 'closed', 'drawn', 'settled', 'cancelled'] as const;
export type LotteryDrawStatus = (typeof LOTTERY_DRAW_STATUSES)[number];
export const LOTTERY_BET_STATUSES = ['pending', 'won', 'lost', 'cancelled'] as const;
export type LotteryBetStatus = (typeof LOTTERY_BET_STATUSES)[number];
/** Largest page of draws and bets. */
export const LOTTERY_MAX_PAGE_SIZE = 50;

const gameCodeSchema = z.string().min(1).max(64);
const periodNoSchema = z.string().regex(/^[0-9]{8}(?:-[0-9]{4})?$/, 'a period number (yyyyMMdd or yyyyMMdd-nnnn)');

export const lotteryPlayTypeSchema = z.object({
  code: z.string(),
  /** How a selection is written (see the contract's lottery rules). */
  shape: z.enum(['ds', 'sum', 'position', 'digits2', 'digits3', 'digits4']),
  /** A selection's amount (unit stake x multiplier) bounds, major units. */
  minAmount: z.number(),
  maxAmount: z.number(),
});

export const lotteryGameSchema = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  /** Localized name. */
  name: z.string(),
  /** Vendor (ELOTT, LOTT, TCG_LOTTO_VN, TCG_SEA) and its account type (the lottery routing). */
  vendor: z.string(),
  accountTypeName: z.string(),
  kind: z.enum(LOTTERY_KINDS),
  family: z.string(),
  format: z.enum(LOTTERY_FORMATS),
  region: z.enum(VN_REGIONS).nullable(),
  intervalSeconds: z.number().int(),
  closeSeconds: z.number().int(),
  defaultPlayType: z.string(),
  playTypes: z.array(lotteryPlayTypeSchema),
  isHot: z.boolean(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const lotteryLobbyRequestSchema = z.object({ kind: z.enum(LOTTERY_KINDS).optional() });
export const lotteryLobbyResponseSchema = z.object({ games: z.array(lotteryGameSchema) });

export const lotteryMenusResponseSchema = z.object({
  menus: z.array(z.object({ group: z.string(), kind: z.enum(LOTTERY_KINDS), games: z.array(lotteryGameSchema) })),
});

/** A period: its times, the commitment, and once drawn the numbers and the revealed seed. */
export const lotteryDrawSchema = z.object({
  gameCode: z.string(),
  periodNo: z.string(),
  status: z.enum(LOTTERY_DRAW_STATUSES),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  /** SHA-256 (hex) of the server seed's text, published before betting opens. */
  seedHash: z.string(),
  /** The server seed (64 hex), revealed with the result. */
  seed: z.string().nullable(),
  numbers: z.array(z.string()).nullable(),
  drawnAt: z.string().nullable(),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

export const nearNumerosRequestSchema = z.object({ gameCode: gameCodeSchema });
export const nearNumerosResponseSchema = z.object({
  serverTime: z.string(),
  /** The period taking bets (null between a close and the next opening). */
  current: lotteryDrawSchema.nullable(),
  next: lotteryDrawSchema.nullable(),
  /** The latest drawn period. */
  last: lotteryDrawSchema.nullable(),
});

export const openedNumeroRequestSchema = z.object({ kind: z.enum(LOTTERY_KINDS).optional() });
export const openedNumeroResponseSchema = z.object({ draws: z.array(lotteryDrawSchema) });

export const lotteryDrawRequestSchema = z.object({ gameCode: gameCodeSchema, periodNo: periodNoSchema.optional() });
export const lotteryDrawResponseSchema = z.object({ draw: lotteryDrawSchema, messages: z.array(z.string()) });

/** The game code travels as the path's suffix (`/lgw/draw/code/<gameCode>`). */
export const lotteryDrawHistoryRequestSchema = z.object({
  pageNo: pageNoSchema.optional(),
  pageSize: z.number().int().min(1).max(LOTTERY_MAX_PAGE_SIZE).optional(),
});
export const lotteryDrawHistoryResponseSchema = z.object({
  list: z.array(lotteryDrawSchema),
  totalCount: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});

export const vnMenuResponseSchema = z.object({
  regions: z.array(z.object({ region: z.enum(VN_REGIONS), games: z.array(lotteryGameSchema) })),
});

export const vnOpenedRequestSchema = z.object({
  region: z.enum(VN_REGIONS).optional(),
  /** yyyy-MM-dd (UTC day of the draw); default the latest draw of each game. */
  date: z.string().regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, 'a date (yyyy-MM-dd)').optional(),
});
export const vnOpenedResponseSchema = z.object({
  boards: z.array(
    z.object({
      region: z.enum(VN_REGIONS),
      gameCode: z.string(),
      name: z.string(),
      periodNo: z.string(),
      drawnAt: z.string(),
      prizes: z.array(z.object({ tier: z.string(), numbers: z.array(z.string()) })),
    }),
  ),
});

export const popularNumbersResponseSchema = z.object({
  /** How many draws were counted. */
  draws: z.number().int(),
  numbers: z.array(z.object({ number: z.string(), hits: z.number().int() })),
});

// ---- bets --------------------------------------------------------------------------------------------------------
export const lotteryBetRequestSchema = z.object({
  /** The slip's idempotency key: a retry or a double click places it once. */
  requestId: requestIdSchema,
  gameCode: gameCodeSchema,
  periodNo: periodNoSchema,
  playType: z.string().min(1).max(32),
  selections: z.array(z.string().min(1).max(8)).min(1).max(MAX_SLIP_SELECTIONS),
  /** Per selection, major units (two decimals at most). */
  unitStake: z.number().positive().max(1_000_000),
  multiplier: z.number().int().min(1).max(MAX_MULTIPLIER),
});
export type LotteryBetRequest = z.infer<typeof lotteryBetRequestSchema>;

export const lotteryBetSchema = z.object({
  betId: z.number().int(),
  orderNo: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  periodNo: z.string(),
  playType: z.string(),
  selection: z.string(),
  amount: z.number(),
  /** Odds per hit (stake included). */
  odds: z.number(),
  status: z.enum(LOTTERY_BET_STATUSES),
  payout: z.number(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

export const lotteryBetResponseSchema = z.object({
  orderNo: z.string(),
  total: z.number(),
  balance: z.number(),
  bets: z.array(lotteryBetSchema),
});

export const lotteryOrdersRequestSchema = z.object({
  gameCode: gameCodeSchema.optional(),
  status: z.enum(LOTTERY_BET_STATUSES).optional(),
  pageNo: pageNoSchema.optional(),
  pageSize: z.number().int().min(1).max(LOTTERY_MAX_PAGE_SIZE).optional(),
});
export const lotteryOrdersResponseSchema = z.object({
  list: z.array(lotteryBetSchema),
  totalCount: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
