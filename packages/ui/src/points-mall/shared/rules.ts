import type { PointReward, RedeemBlock } from './points.types';

export interface RedeemContext {
  isLoggedIn: boolean;
  /** The member's points; `null` for a guest. */
  balance: number | null;
  /** The member's amount that the amount requirement is checked against (valid bet in the period). */
  qualifyingAmount?: number;
}

/** The first reason a reward cannot be redeemed, or `null` when it can (one unit at least). */
export function redeemBlockOf(reward: PointReward, context: RedeemContext): RedeemBlock | null {
  if (!context.isLoggedIn || context.balance === null) return 'guest';
  if (reward.stock !== undefined && reward.stock !== null && reward.stock <= 0) return 'soldOut';
  if (context.balance < reward.points) return 'points';
  if (reward.amountRequired && (context.qualifyingAmount ?? 0) < reward.amountRequired) return 'amount';
  return null;
}

/** The most units one redemption may ask for: the points, the stock and the reward's own limit decide. */
export function maxQuantityOf(reward: PointReward, balance: number): number {
  if (reward.kind === 'cash') return balance >= reward.points ? 1 : 0;
  const byPoints = reward.points > 0 ? Math.floor(balance / reward.points) : Number.POSITIVE_INFINITY;
  const byStock = reward.stock ?? Number.POSITIVE_INFINITY;
  const byRule = reward.maxQuantity ?? 10;
  return Math.max(0, Math.min(byPoints, byStock, byRule));
}

/** Points times a quantity in whole hundredths (no binary drift). */
export function pointsFor(points: number, quantity: number): number {
  return Math.round(points * 100 * quantity) / 100;
}
