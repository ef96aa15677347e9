import type { HTMLAttributes, ReactNode } from 'react';

/** One day's result: `date` as an ISO day (`2026-11-03`, read as a calendar day, no time zone), `value` in money. */
export interface ChartPoint {
  date: string;
  value: number;
}

export interface ChartProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Daily values, oldest first. */
  data: readonly ChartPoint[];
  /** A skeleton instead of the chart. */
  isLoading?: boolean;
  /** The brand's currency symbol (default 'P'). */
  currencySymbol?: string;
  /** The chart's accessible name and the fallback table's caption (default "Daily profit and loss"). */
  label?: string;
  /** Height in px of the plot with its date axis (default 240). */
  height?: number;
  /** Replaces the empty state's title. */
  emptyTitle?: ReactNode;
  /** Replaces the empty state's description. */
  emptyDescription?: ReactNode;
}
