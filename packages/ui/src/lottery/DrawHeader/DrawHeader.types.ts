import type { LotteryDraw, LotteryFormat } from '@croupier/contract';
import type { HTMLAttributes, ReactNode } from 'react';

/** What the status chip says: betting open, closed while the draw runs, drawn, cancelled, or no period yet. */
export const drawHeaderStatuses = ['open', 'closed', 'drawn', 'cancelled', 'waiting'] as const;
export type DrawHeaderStatus = (typeof drawHeaderStatuses)[number];

export interface DrawHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The game's localized name. */
  gameName: ReactNode;
  /** The period taking bets (`nearNumeros.current`); null between a close and the next opening. */
  draw: LotteryDraw | null;
  /** The latest drawn period (`nearNumeros.last`). */
  last: LotteryDraw | null;
  format: LotteryFormat;
  /** Server time minus this device's time (ms): the countdown follows the server's clock. */
  serverTimeOffsetMs?: number;
  /** The clock (ms since the epoch); `Date.now` unless given (stories and tests pass a fixed one). */
  now?: () => number;
  /** Called once per period when betting on it closes (the countdown reaches zero). */
  onClose?: () => void;
  /** Called once per period when its draw time passes. */
  onDraw?: () => void;
  headingLevel?: 2 | 3;
}
