import type { HTMLAttributes, ReactNode } from 'react';
import type { IconName } from '../../primitives/Icon';

export const tableAligns = ['start', 'center', 'end'] as const;
export type TableAlign = (typeof tableAligns)[number];

export const tableSortDirections = ['ascending', 'descending'] as const;
export type TableSortDirection = (typeof tableSortDirections)[number];

export const tableLayouts = ['auto', 'table', 'cards'] as const;
export type TableLayout = (typeof tableLayouts)[number];

export interface TableSort {
  key: string;
  direction: TableSortDirection;
}

export interface TableColumn<Row> {
  /** Stable id of the column: the sort key and the totals key. */
  key: string;
  /** The column heading (and the label beside each value in the phone cards). */
  header: ReactNode;
  /** Plain-text name for the phone sort select, when `header` is not a string. */
  headerText?: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Money and counts: right-aligned in tabular figures. */
  isNumeric?: boolean;
  /** Defaults to 'end' for numeric columns, 'start' otherwise. */
  align?: TableAlign;
  sortable?: boolean;
  /** CSS width of the column (px for a number). */
  width?: number | string;
  /** Left out of the phone cards (a detail that the card does not need). */
  hideOnPhone?: boolean;
  /** In the phone cards, leaves the label out too when the cell is empty (`null`): for optional details. */
  hideOnCardWhenEmpty?: boolean;
}

export interface TableProps<Row> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** What the table lists: its caption (the accessible name of the table or card list). */
  caption: ReactNode;
  /** Keeps the caption for screen readers only (default: shown). */
  isCaptionHidden?: boolean;
  /** The current sort (controlled); `null` for the rows' own order. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  /** Skeleton rows in place of the rows; the table is marked busy. */
  isLoading?: boolean;
  /** How many skeleton rows (default 5). */
  loadingRowCount?: number;
  /** The empty state, when not loading and there are no rows (defaults: a localized "No records"). */
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  emptyIcon?: IconName;
  /** A totals row, by column key. The first column shows "Total" unless it has a value of its own. */
  totals?: Readonly<Record<string, ReactNode>>;
  /** The totals row's label (default: the localized "Total"). */
  totalsLabel?: ReactNode;
  /** Makes each row activatable by click, Enter or Space (e.g. to open its details). */
  onRowActivate?: (row: Row) => void;
  /** 'auto' (default): cards when the table's own width is under `cardsBelow`; or force one layout. */
  layout?: TableLayout;
  /** Width in px under which 'auto' shows cards (default 600). */
  cardsBelow?: number;
  /** With a height limit the table scrolls inside itself and its header sticks (e.g. '60vh', 400). */
  maxHeight?: number | string;
}
