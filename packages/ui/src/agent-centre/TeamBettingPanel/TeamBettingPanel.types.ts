import type { BetStatus } from '../../feedback/StatusBadge';
import type { DateRangeValue } from '../../forms/DateRangePresets';
import type { TableSort } from '../../layout/Table';
import type { BettingRecordCategory } from '../../member-centre/BettingRecordPanel';
import type { DatedProps, PagedProps, PanelBaseProps } from '../shared/agent.types';

/** The filters (controlled): the site fetches with them. `''` / `null` mean "all". */
export interface TeamBettingFilters {
  range: DateRangeValue;
  /** A downline's account ('' for the whole team). */
  account: string;
  category: BettingRecordCategory | null;
}

/** One downline round. Money in major units; `time` an ISO instant. */
export interface TeamBetRecord {
  id: string;
  account: string;
  game: string;
  category: BettingRecordCategory;
  stake: number;
  validBet: number;
  payout: number;
  /** Payout minus stake once settled. */
  winLoss: number;
  status: BetStatus;
  time: string;
}

/** Totals over every record the filters match (the server's sums, not the page's). */
export interface TeamBettingSummary {
  count: number;
  stake: number;
  validBet: number;
  payout: number;
  winLoss: number;
}

export interface TeamBettingPanelProps extends PanelBaseProps, PagedProps, DatedProps {
  filters: TeamBettingFilters;
  onFiltersChange: (filters: TeamBettingFilters) => void;
  records: readonly TeamBetRecord[];
  summary?: TeamBettingSummary | null;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
}
