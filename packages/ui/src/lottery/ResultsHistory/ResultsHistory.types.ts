import type { HTMLAttributes, ReactNode } from 'react';
import type { LotteryDraw, LotteryFormat } from '@croupier/contract';
import type { FairnessCheck } from '../FairnessProof';

export interface ResultsHistoryProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** One page of periods (`/lgw/draw/code/<gameCode>`), newest first. */
  draws: readonly LotteryDraw[];
  format: LotteryFormat;
  /** The game's localized name (in the heading and the table's caption). */
  gameName: string;
  /** The current page, 1-based. */
  pageNo: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (pageNo: number) => void;
  isLoading?: boolean;
  /** Checks a draw in the browser (see FairnessProof). */
  onVerify: (draw: LotteryDraw) => Promise<FairnessCheck>;
  /** A draw's HMAC messages when the site has them from the platform; the contract's `drawMessages` otherwise. */
  messagesOf?: (draw: LotteryDraw) => readonly string[] | undefined;
  /** IANA zone of the draw times (default: the browser's). */
  timeZone?: string;
  /** The heading (default: the localized "Results"). */
  title?: ReactNode;
  headingLevel?: 2 | 3;
}
