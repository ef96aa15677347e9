import type { HTMLAttributes } from 'react';

export const balanceDisplaySizes = ['sm', 'md', 'lg'] as const;
export type BalanceDisplaySize = (typeof balanceDisplaySizes)[number];

export interface BalanceDisplayProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The balance; `undefined` while it loads (a skeleton shows). Numeric strings are formatted exactly. */
  balance?: number | string;
  /** Currency symbol before the amount; pass the brand's `currencySymbol` (default 'P'). */
  currencySymbol?: string;
  /** Controlled: the amount shows as `***`. */
  isHidden?: boolean;
  /** Uncontrolled initial value of `isHidden`. */
  defaultHidden?: boolean;
  onHiddenChange?: (isHidden: boolean) => void;
  /** Shows a refresh button when given. */
  onRefresh?: () => void;
  /** The refresh icon spins and the button waits while true. */
  isRefreshing?: boolean;
  /** Shows the small "Balance" caption above the amount. */
  hasLabel?: boolean;
  size?: BalanceDisplaySize;
}
