import type { DateRangeValue } from '../../forms/DateRangePresets';
import type { DatedProps, PanelBaseProps } from '../shared/agent.types';

/** The period (controlled): the site fetches the figures and the series for it. */
export interface TeamOverviewFilters {
  range: DateRangeValue;
}

/** The team's figures for the period. Counts are people; money in major units; `profitLoss` is the team's win/loss. */
export interface TeamOverviewSummary {
  teamSize: number;
  newMembers: number;
  activeMembers: number;
  deposits: number;
  withdrawals: number;
  validBet: number;
  profitLoss: number;
}

/** One day of the team: `date` as 'yyyy-MM-dd'; money in major units. */
export interface TeamOverviewDay {
  date: string;
  validBet: number;
  profitLoss: number;
}

export interface TeamOverviewPanelProps extends PanelBaseProps, DatedProps {
  filters: TeamOverviewFilters;
  onFiltersChange: (filters: TeamOverviewFilters) => void;
  summary?: TeamOverviewSummary | null;
  /** The period's days, oldest first. */
  series: readonly TeamOverviewDay[];
}
