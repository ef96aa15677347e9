import type { ChartPoint } from '../../feedback/Chart';
import type { DateRangeValue } from '../../forms/DateRangePresets';
import type { BettingRecordCategory } from '../BettingRecordPanel';
import type { DatedProps, PanelBaseProps } from '../shared/panel.types';

/** The period (controlled): the site fetches the summary, the categories and the series for it. */
export interface ProfitFilters {
  range: DateRangeValue;
}

/** The member's figures for the period. Money in major units; `profitLoss` is payout minus stake. */
export interface ProfitSummary {
  stake: number;
  validBet: number;
  payout: number;
  profitLoss: number;
  deposits: number;
  withdrawals: number;
  bonus: number;
}

/** One game category's figures for the period. */
export interface ProfitCategoryRow {
  category: BettingRecordCategory;
  /** Rounds played. */
  betCount: number;
  stake: number;
  validBet: number;
  payout: number;
  profitLoss: number;
}

export interface ProfitPanelProps extends PanelBaseProps, DatedProps {
  filters: ProfitFilters;
  onFiltersChange: (filters: ProfitFilters) => void;
  summary?: ProfitSummary | null;
  categories: readonly ProfitCategoryRow[];
  /** Profit and loss per day, oldest first. */
  series: readonly ChartPoint[];
}
