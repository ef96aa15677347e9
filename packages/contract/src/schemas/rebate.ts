/**
 * Cashback (manual rebate, MANPLAYREB3; member centre page manualRebate): the merchant's rate per product type, and what
 * the member can claim now: the valid bets settled since the last claim, per product type, times its rate. A claim
 * credits it once (a bonus of source `rebate`) and starts the next count. Rates are percentages; money in major units.
 */
import { z } from 'zod';
import { betRecordCategories } from './records';

const money = z.number();

export const rebateLineSchema = z.object({
  category: z.enum(betRecordCategories),
  /** Percent of the valid bet paid back (0.8 means 0.8 %). */
  rate: z.number(),
  /** Valid bets since the last claim. */
  validBet: money,
  amount: money,
});
export type RebateLine = z.infer<typeof rebateLineSchema>;

export const rebateClaimSchema = z.object({
  id: z.number().int(),
  time: z.number(),
  amount: money,
  validBet: money,
});

export const rebateSettingsResponseSchema = z.object({
  /** Every product type with its rate and what it holds now (rate 0: no cashback for that type). */
  list: z.array(rebateLineSchema),
  /** Claimable now (the sum of the lines). */
  total: money,
  /** Smallest claim. */
  minClaim: money,
  /** Turnover a claim adds, as a multiple of it. */
  turnoverMultiple: z.number(),
  lastClaimAt: z.number().nullable(),
  /** The last claims, newest first (at most 10). */
  recent: z.array(rebateClaimSchema),
});
export type RebateSettingsResponse = z.infer<typeof rebateSettingsResponseSchema>;

export const rebateClaimResponseSchema = z.object({
  id: z.number().int(),
  amount: money,
  validBet: money,
  list: z.array(rebateLineSchema),
  turnover: money,
  balance: money,
});
export type RebateClaimResponse = z.infer<typeof rebateClaimResponseSchema>;
