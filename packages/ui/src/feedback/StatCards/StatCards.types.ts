import type { HTMLAttributes, ReactNode } from 'react';
import type { IconName } from '../../primitives/Icon';
import type { StatFormat } from './formatStat';

export { statFormats, type StatFormat } from './formatStat';

/** Whether a rise is good news (deposits), bad news (losses) or neither (withdrawals). */
export const statDeltaIntents = ['higherIsBetter', 'lowerIsBetter', 'neutral'] as const;
export type StatDeltaIntent = (typeof statDeltaIntents)[number];

export interface StatCardItem {
  /** Stable key. */
  id: string;
  /** What the figure is ("Deposits"); the consumer's words. */
  label: ReactNode;
  /** The figure; `null` when unknown (a dash shows). */
  value: number | null;
  /** 'money' (default: two decimals and the currency symbol), 'count', or 'percent' (a ratio: 0.125 = 12.5%). */
  format?: StatFormat;
  /** Shows `+` on gains and colours the figure by its sign (profit and loss). */
  isSigned?: boolean;
  /** Change against the previous period as a ratio (0.125 = +12.5%); omitted: no delta line. */
  delta?: number;
  /** Which direction of `delta` is good (default 'higherIsBetter'): it picks the success or danger tone. */
  deltaIntent?: StatDeltaIntent;
  /** A short note under the figure ("12 orders"). */
  hint?: ReactNode;
  /** A small decorative icon beside the label. */
  icon?: IconName;
}

export interface StatCardsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  items: readonly StatCardItem[];
  /** Skeleton cards instead of figures. */
  isLoading?: boolean;
  /** How many skeleton cards show while loading (default: the number of items, or 4). */
  loadingCount?: number;
  /** The brand's currency symbol for money figures (default 'P'). */
  currencySymbol?: string;
  /** Words after a delta (default "vs previous period" in the UI language). */
  comparisonLabel?: ReactNode;
  /** At most this many columns on wide containers (default 4). */
  maxColumns?: 2 | 3 | 4;
}
