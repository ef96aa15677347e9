import type { StatusLook } from '../../feedback/StatusBadge';
import type { DateRangeValue } from '../../forms/DateRangePresets';
import type { TableSort } from '../../layout/Table';
import type { DatedProps, PagedProps, PanelBaseProps } from '../shared/panel.types';

/** Where a bonus came from. */
export const bonusSources = ['promotion', 'rebate', 'vip', 'mission', 'referral', 'adjustment'] as const;
export type BonusSource = (typeof bonusSources)[number];

/**
 * A bonus's state: paid in (a platform that does not follow each bonus's turnover says only this), its turnover
 * still to play, played, lapsed before it was, or withdrawn by the operator.
 */
export const bonusStatuses = ['credited', 'wagering', 'completed', 'expired', 'cancelled'] as const;
export type BonusStatus = (typeof bonusStatuses)[number];

export const bonusStatusLooks: Record<BonusStatus, StatusLook> = {
  credited: { tone: 'success', icon: 'coins' },
  wagering: { tone: 'info', icon: 'clock' },
  completed: { tone: 'success', icon: 'success' },
  expired: { tone: 'neutral', icon: 'history' },
  cancelled: { tone: 'danger', icon: 'close' },
};

/** The filters (controlled): the site fetches with them. `null` means every source. */
export interface BonusDetailsFilters {
  source: BonusSource | null;
  range: DateRangeValue;
}

/** One credited bonus. Money in major units. */
export interface BonusRecord {
  id: string;
  /** When it was credited, a millisecond timestamp. */
  time: number;
  source: BonusSource;
  /** The promotion's or mission's own name, when it has one (plain text). */
  name?: string;
  amount: number;
  /** The turnover (valid bets) it added to the member's requirement before a withdrawal. */
  turnover: number;
  status: BonusStatus;
}

/** Totals over every bonus the filters match. */
export interface BonusDetailsSummary {
  count: number;
  amount: number;
  turnover: number;
}

export interface BonusDetailsPanelProps extends PanelBaseProps, PagedProps, DatedProps {
  filters: BonusDetailsFilters;
  onFiltersChange: (filters: BonusDetailsFilters) => void;
  bonuses: readonly BonusRecord[];
  summary?: BonusDetailsSummary | null;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
}
