import type { DateRangeValue } from '../../forms/DateRangePresets';
import type { TableSort } from '../../layout/Table';
import type { DatedProps, PagedProps, PanelBaseProps } from '../shared/agent.types';

/** The period and an account (controlled): the site fetches with them. */
export interface UserProfitLossFilters {
  range: DateRangeValue;
  /** A downline's account ('' for every member). */
  account: string;
}

/** One member's figures for the period, money in major units. `winLoss` is the member's game result; `net` the site's. */
export interface UserProfitLossRow {
  account: string;
  deposits: number;
  withdrawals: number;
  validBet: number;
  winLoss: number;
  bonus: number;
  net: number;
}

export type UserProfitLossTotals = Omit<UserProfitLossRow, 'account'>;

export const userProfitLossColumns = ['deposits', 'withdrawals', 'validBet', 'winLoss', 'bonus', 'net'] as const;

export interface UserProfitLossPanelProps extends PanelBaseProps, PagedProps, DatedProps {
  filters: UserProfitLossFilters;
  onFiltersChange: (filters: UserProfitLossFilters) => void;
  /** The members of the page shown. */
  rows: readonly UserProfitLossRow[];
  /** The totals of every member the filters match (default: the page's rows added up). */
  totals?: UserProfitLossTotals | null;
  /** Sorting by a column (server side): `account` or one of `userProfitLossColumns`. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
}
