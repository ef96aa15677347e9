import type { LotteryFormat } from '@croupier/contract';
import type { HTMLAttributes } from 'react';

export const lotteryBallSizes = ['sm', 'md', 'lg'] as const;
export type LotteryBallSize = (typeof lotteryBallSizes)[number];

export interface LotteryBallsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The drawn numbers in the contract's text ('7', '07', '0427'), in draw order. */
  numbers: readonly string[];
  format: LotteryFormat;
  size?: LotteryBallSize;
  /** Indices of `numbers` to mark (e.g. the balls a selection hit). */
  highlight?: readonly number[];
  /** The draw is under way: one shimmering "?" per slot of a ball format (still under reduced motion). */
  pending?: boolean;
}
