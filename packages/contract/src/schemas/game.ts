/** Game calls described by SPEC §3: game list, hot games, launch, popular lottery numbers. */
import { z } from 'zod';
import { LOTTERY_PRIZE_MODES } from '../constants';

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
  clientType: z.number().int(),
  platform: z.string(),
  channel: z.string().optional(),
  merchant: z.string(),
  gameName: z.string().optional(),
  minBet: z.number().optional(),
  minLineNum: z.number().optional(),
  pageNo: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(200),
  vassalage: z.string().optional(),
  language: z.string(),
  gameType: z.string().optional(),
});
export const gameListResponseSchema = z.object({
  games: z.array(gameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
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
  gameId: z.union([z.string(), z.number()]),
  nodeId: z.union([z.string(), z.number()]).optional(),
  accountType: z.literal(1),
  confirmTrans: z.literal(0),
  vassalage: z.string(),
  launchMode: z.literal('GLS'),
  platform: z.string(),
  clientType: z.number().int(),
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
