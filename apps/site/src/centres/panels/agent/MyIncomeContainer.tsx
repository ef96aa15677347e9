/** myIncome: the agent's commissions, salaries and dividends of a period, with the totals per type (myIncome). */
import { MyIncomePanel, type MyIncomeFilters } from '@croupier/ui';
import { useRecordPage } from '../useRecordPage';
import { incomeRequestTypeOf, pagingOf, platformIncomeTypes, toIncomeRecords, toIncomeTotals } from './agentModel';
import type { AgentPanelProps } from './agentPanelProps';

export default function MyIncomeContainer({ title }: AgentPanelProps) {
  const income = useRecordPage<'myIncome', MyIncomeFilters>('myIncome', { type: null }, ({ range, type }, pageNo) => {
    const asked = incomeRequestTypeOf(type);
    return { from: range.from, to: range.to, ...(asked ? { type: asked } : {}), pageNo };
  });
  const data = income.data;
  return (
    <MyIncomePanel
      {...income.panel}
      title={title}
      filters={income.filters}
      onFiltersChange={income.onFiltersChange}
      records={toIncomeRecords(data)}
      totals={data ? toIncomeTotals(data) : null}
      types={platformIncomeTypes}
      page={income.page}
      onPageChange={income.onPageChange}
      {...pagingOf(data)}
    />
  );
}
