import type { HTMLAttributes, ReactNode } from 'react';

/** How money shows: two decimals in the member's language, a currency symbol before the digits. */
export interface MoneyProps {
  /**
   * ISO 4217 code ('PHP', 'JPY', 'VND'): its narrow symbol in the member's language ('₱', '¥', '₫') is used,
   * unless `currencySymbol` is given.
   */
  currency?: string;
  /** The brand's currency symbol; wins over `currency`. Default: the platform's ('P'). */
  currencySymbol?: string;
}

/** What every member-centre panel takes: a title, the loading and error states, money and time settings. */
export interface PanelBaseProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'onChange'>, MoneyProps {
  /** The panel's heading (default: the localized section name). */
  title?: ReactNode;
  /** Keeps the heading for screen readers only (when the member centre's frame already shows it). */
  isTitleHidden?: boolean;
  /** Skeletons in place of the figures and rows. */
  isLoading?: boolean;
  /** The content could not be loaded: `true` for the localized message, or the message to show. */
  error?: ReactNode;
  /** With `error`: a "Try again" button calls it. */
  onRetry?: () => void;
  /** The member's IANA time zone for times and "today"; the browser's when left out. */
  timeZone?: string;
}

/** Server-side pages: the panel shows the kit's Pagination when there is more than one. */
export interface PagedProps {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Number of records over every page (shown beside the pages). */
  totalItems?: number;
}

/** Panels with a date range filter: "today" decides what the presets mean. */
export interface DatedProps {
  /** Today in the member's time zone, 'YYYY-MM-DD' (pass it for deterministic presets); from the clock otherwise. */
  today?: string;
  /** Earliest day a custom range may start, 'YYYY-MM-DD' (how far back the platform keeps records). */
  minDate?: string;
}
