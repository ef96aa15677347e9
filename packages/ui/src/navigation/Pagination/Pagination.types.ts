import type { HTMLAttributes } from 'react';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The current page, 1-based. */
  page: number;
  /** Number of pages (at least 1). */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one (default 1). */
  siblingCount?: number;
  /** Pages always shown at each end (default 1). */
  boundaryCount?: number;
  /** With `pageSizeOptions` and `onPageSizeChange`: a page-size select. */
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** Shows "N items" (formatted in the interface language). */
  totalItems?: number;
  /** Accessible name of the navigation landmark (default: the localized "Pagination"). */
  'aria-label'?: string;
}

/** A page number, or a gap between numbers. */
export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';
