import type { DateRangeValue } from '../../forms/DateRangePresets';
import type { DatedProps, PagedProps, PanelBaseProps } from '../shared/agent.types';

/** What an agent earns (SPEC §2 agent centre: commission, salaries, dividend). */
export const incomeTypes = ['commission', 'dailySalary', 'hourlySalary', 'realTimeSalary', 'dividend'] as const;
export type IncomeType = (typeof incomeTypes)[number];

/** The filters (controlled): the site fetches with them. `null` means every type. */
export interface MyIncomeFilters {
  range: DateRangeValue;
  type: IncomeType | null;
}

/** One payment to the agent. Money in major units. */
export interface IncomeRecord {
  id: string;
  type: IncomeType;
  /** What it pays for: days 'yyyy-MM-dd', or ISO instants for hourly and real-time salaries. */
  period: { from: string; to: string };
  amount: number;
  /** When it was paid, an ISO instant. */
  time: string;
}

export interface MyIncomePanelProps extends PanelBaseProps, PagedProps, DatedProps {
  filters: MyIncomeFilters;
  onFiltersChange: (filters: MyIncomeFilters) => void;
  records: readonly IncomeRecord[];
  /** The period's total per type (over every page); a type left out shows a dash. */
  totals?: Partial<Record<IncomeType, number>> | null;
  /** The types this merchant pays, in order (default all): the cards and the type filter show these. */
  types?: readonly IncomeType[];
}
