/** VIP: the merchant's levels and their benefits (/vip), and the member's progress to the next level (playerRank). */
import { z } from 'zod';

/** Money in these answers is in major units. */
export const vipLevelSchema = z.object({
  level: z.number().int().min(1),
  /** The level's name in the request's language. */
  name: z.string(),
  /** Valid bet over the period needed to reach the level. */
  minValidBet: z.number().min(0),
  /** Deposits over the period needed to reach the level. */
  minDeposit: z.number().min(0),
  /** Paid once, the first time the member reaches the level. */
  upgradeBonus: z.number().min(0),
  /** Paid once per calendar month to members at the level. */
  monthlyBonus: z.number().min(0),
  /** Turnover the bonuses ask for, as a multiple of the bonus. */
  bonusTurnoverMultiple: z.number().min(0),
  /** Cashback rate on valid bet (0.008 is 0.8 %). */
  cashbackRate: z.number().min(0).max(1),
  withdrawalDailyCount: z.number().int().min(0),
  withdrawalMaxAmount: z.number().min(0),
  /** The level is served by the VIP customer service (rank above 4 goes to the VIP chat). */
  vipService: z.boolean(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const vipLevelsResponseSchema = z.object({
  /** Days of valid bet and deposits a level is computed from (a rolling window ending today). */
  periodDays: z.number().int().min(1),
  levels: z.array(vipLevelSchema),
});
export type VipLevels = z.infer<typeof vipLevelsResponseSchema>;

export const vipNextLevelSchema = z.object({
  level: z.number().int().min(1),
  name: z.string(),
  minValidBet: z.number().min(0),
  minDeposit: z.number().min(0),
  /** What is still missing (0 when met). */
  validBetRemaining: z.number().min(0),
  depositRemaining: z.number().min(0),
  /** 0 to 1, for the progress bars. */
  validBetProgress: z.number().min(0).max(1),
  depositProgress: z.number().min(0).max(1),
});

export const playerRankProgressResponseSchema = z.object({
  /** The member's current level and its benefits (null: the merchant has no levels). */
  current: vipLevelSchema.nullable(),
  /** The next level and the progress towards it (null at the top level). */
  next: vipNextLevelSchema.nullable(),
  periodDays: z.number().int().min(1),
  /** Valid bet and deposits over the period, as the level was last computed. */
  validBet: z.number().min(0),
  deposit: z.number().min(0),
  /** When the level was last computed (ms), null before the first run for this member. */
  computedAt: z.number().nullable(),
});
export type PlayerRankProgress = z.infer<typeof playerRankProgressResponseSchema>;
