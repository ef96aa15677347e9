import type { HTMLAttributes, ReactNode } from 'react';
import type { MoneyProps, PagedProps } from '../../member-centre/shared/panel.types';

/** What the points records (history, ledger) take besides their rows: heading, states, pages, time zone. */
export interface PointsRecordsBaseProps
  extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'onChange'>,
    MoneyProps,
    PagedProps {
  /** The heading (default: the localized name). */
  title?: ReactNode;
  isTitleHidden?: boolean;
  isLoading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** The member's IANA time zone; the browser's when left out. */
  timeZone?: string;
}
