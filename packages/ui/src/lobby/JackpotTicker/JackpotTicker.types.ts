import type { HTMLAttributes, ReactNode } from 'react';
import type { MoneyProps } from '../../member-centre/shared/panel.types';

/** 'compact': a pill for the home page's rail; 'wide': the slot hall's banner with big odometer digits. */
export const jackpotTickerVariants = ['compact', 'wide'] as const;
export type JackpotTickerVariant = (typeof jackpotTickerVariants)[number];

export interface JackpotTickerProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, MoneyProps {
  /** The pool (`VIS_getJackpot`), major units; each new value counts up from the one shown. */
  amount: number | null;
  variant?: JackpotTickerVariant;
  /** The heading (default: the localized "Jackpot"). */
  title?: ReactNode;
  /** The count-up's length in ms (default 1600); none under `prefers-reduced-motion`. */
  countDurationMs?: number;
  /** Skeleton digits before the first amount. */
  isLoading?: boolean;
  /** "Play now" (the wide variant): the site opens the slot hall's jackpot games. */
  onPlay?: () => void;
}
