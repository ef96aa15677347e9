import type { GameCategory } from '@croupier/contract';
import type { BetStatus } from '../../feedback/StatusBadge';
import type { SelectOption } from '../../forms/Select';
import type { DateRangeValue } from '../../forms/DateRangePresets';
import type { TableSort } from '../../layout/Table';
import type { DatedProps, PagedProps, PanelBaseProps } from '../shared/panel.types';

/** The categories the betting record filters by, in menu order (SPEC §3 vendor groups). */
export const bettingRecordCategories = [
  'LIVE',
  'SPORTS',
  'RNG',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
] as const satisfies readonly GameCategory[];
export type BettingRecordCategory = (typeof bettingRecordCategories)[number];

/** The filters (controlled): the site fetches with them. `null` means "all". */
export interface BettingRecordFilters {
  category: BettingRecordCategory | null;
  /** One of `vendors`' values. */
  vendor: string | null;
  range: DateRangeValue;
}

/** One round. Money in major units of the member's currency. */
export interface BetRecord {
  id: string;
  /** When the bet was placed, a millisecond timestamp. */
  time: number;
  /** The game's display name. */
  game: string;
  /** The vendor's display name. */
  vendor: string;
  roundId: string;
  stake: number;
  validBet: number;
  payout: number;
  /** Payout minus stake once settled. */
  winLoss: number;
  /** 'pending' (not settled) and 'cancelled' (void) show their badge instead of a win/loss figure. */
  status?: BetStatus;
}

/** Totals over every record the filters match (the server's sums, not the page's). */
export interface BettingRecordSummary {
  count: number;
  stake: number;
  validBet: number;
  payout: number;
  winLoss: number;
}

export interface BettingRecordPanelProps extends PanelBaseProps, PagedProps, DatedProps {
  filters: BettingRecordFilters;
  onFiltersChange: (filters: BettingRecordFilters) => void;
  /** The vendor select's options (the site may narrow them to the chosen category). */
  vendors: readonly SelectOption[];
  records: readonly BetRecord[];
  summary?: BettingRecordSummary | null;
  /** Sorting by a column (server side); without `onSortChange` the headers do not sort. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
}
