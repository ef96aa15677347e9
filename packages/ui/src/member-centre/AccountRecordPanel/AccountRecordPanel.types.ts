import type { StatusLook } from '../../feedback/StatusBadge';
import type { DateRangeValue } from '../../forms/DateRangePresets';
import type { TableSort } from '../../layout/Table';
import type { DatedProps, PagedProps, PanelBaseProps } from '../shared/panel.types';

/** Every kind of movement in the member's ledger. */
export const ledgerEntryTypes = [
  'deposit',
  'withdrawal',
  'hold',
  'release',
  'bet',
  'payout',
  'transfer',
  'bonus',
  'adjustment',
  'refund',
  'income',
] as const;
export type LedgerEntryType = (typeof ledgerEntryTypes)[number];

/** Each type's badge: a tone and a decorative icon (the localized name carries the meaning). */
export const ledgerEntryLooks: Record<LedgerEntryType, StatusLook> = {
  deposit: { tone: 'success', icon: 'deposit' },
  withdrawal: { tone: 'info', icon: 'withdraw' },
  hold: { tone: 'warning', icon: 'lock' },
  release: { tone: 'neutral', icon: 'shieldCheck' },
  bet: { tone: 'neutral', icon: 'dice' },
  payout: { tone: 'success', icon: 'coins' },
  transfer: { tone: 'info', icon: 'wallet' },
  bonus: { tone: 'accent', icon: 'promo' },
  income: { tone: 'success', icon: 'coins' },
  adjustment: { tone: 'neutral', icon: 'settings' },
  refund: { tone: 'info', icon: 'history' },
};

/** The filters (controlled): the site fetches with them. `null` means every type. */
export interface AccountRecordFilters {
  type: LedgerEntryType | null;
  range: DateRangeValue;
}

/** One ledger movement. Money in major units. */
export interface LedgerEntry {
  id: string;
  /** A millisecond timestamp. */
  time: number;
  type: LedgerEntryType;
  /** Signed: money in is positive, money out negative. */
  amount: number;
  /** The wallet balance right after this movement. */
  balanceAfter: number;
  /** The order, round or transfer it belongs to. */
  reference?: string;
  /** A note from the platform or an operator (plain text). */
  remark?: string;
}

/** Totals over every entry the filters match. */
export interface AccountRecordSummary {
  /** Money in, a positive sum. */
  totalIn: number;
  /** Money out, a positive sum (shown with a minus). */
  totalOut: number;
}

export interface AccountRecordPanelProps extends PanelBaseProps, PagedProps, DatedProps {
  filters: AccountRecordFilters;
  onFiltersChange: (filters: AccountRecordFilters) => void;
  entries: readonly LedgerEntry[];
  summary?: AccountRecordSummary | null;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
}
