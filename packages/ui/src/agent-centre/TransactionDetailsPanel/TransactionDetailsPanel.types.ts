import type { TransactionStatus } from '../../feedback/StatusBadge';
import type { DateRangeValue } from '../../forms/DateRangePresets';
import type { DatedProps, PagedProps, PanelBaseProps } from '../shared/agent.types';

/** The money movements of a downline the agent sees. */
export const teamTransactionTypes = ['deposit', 'withdrawal', 'transferIn', 'transferOut'] as const;
export type TeamTransactionType = (typeof teamTransactionTypes)[number];

/** The filters (controlled): the site fetches with them. `''` / `null` mean "all". */
export interface TransactionDetailsFilters {
  range: DateRangeValue;
  type: TeamTransactionType | null;
  /** A downline's account ('' for the whole team). */
  account: string;
}

/** One movement. `amount` in major units, positive (the type says the direction); `time` an ISO instant. */
export interface TeamTransaction {
  id: string;
  account: string;
  type: TeamTransactionType;
  amount: number;
  status: TransactionStatus;
  time: string;
}

export interface TransactionDetailsPanelProps extends PanelBaseProps, PagedProps, DatedProps {
  filters: TransactionDetailsFilters;
  onFiltersChange: (filters: TransactionDetailsFilters) => void;
  transactions: readonly TeamTransaction[];
}
