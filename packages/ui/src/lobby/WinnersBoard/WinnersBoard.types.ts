import type { HTMLAttributes, ReactNode } from 'react';

export interface Winner {
  id: string;
  /** The account; masked for display unless it already contains '*'. */
  account: string;
  gameName: string;
  amount: number | string;
}

export interface WinnersBoardProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  winners: readonly Winner[];
  isLoading?: boolean;
  /** The heading; "Recent winners" unless told. */
  title?: ReactNode;
  currencySymbol?: string;
  /** Skeleton rows while loading (default 5). */
  skeletonRows?: number;
}
