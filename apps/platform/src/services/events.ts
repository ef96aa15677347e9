/**
 * Domain events that other services react to inside the transaction that caused them, so a reaction (a deposit
 * bonus, a referrer's reward, points for a deposit...) commits or rolls back with its cause and happens exactly once.
 *
 * Each engagement module exports its reaction and is listed here, in the order they run. A reaction must be
 * idempotent by its own key (a bonus reference...), take row locks in the ledger's order (member wallets before
 * system accounts), and throw only for a bug: throwing rolls the cause back.
 */
import { promotionDepositReaction } from './promotions';
import { pointsForDeposit } from './points';
import { rewardReferrerOnDeposit } from './referral';
import type { Tx } from './wallet';

/** A deposit order was just credited to the member's main wallet (inside the crediting transaction). */
export interface DepositCredited {
  merchantId: number;
  memberId: number;
  orderNo: string;
  /** What the member paid, minor units. */
  amount: number;
  /** What the wallet received, minor units. */
  creditAmount: number;
  /** The member's paid deposits so far, this one included (1: the first deposit). */
  depositNumber: number;
  at: Date;
}

export type DepositReaction = (tx: Tx, event: DepositCredited) => Promise<void>;

/** The reactions to a credited deposit (engagement modules add theirs). */
const depositReactions: readonly DepositReaction[] = [
  // Deposit-bonus promotions (first or any deposit), once per member and promotion.
  promotionDepositReaction,
  // The referrer's reward when a referee deposits (first deposit), once per referee.
  rewardReferrerOnDeposit,
  // Points for the deposit, once per order.
  pointsForDeposit,
];

export async function depositCredited(tx: Tx, event: DepositCredited): Promise<void> {
  for (const react of depositReactions) await react(tx, event);
}
