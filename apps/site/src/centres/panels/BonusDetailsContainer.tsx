/** bonusDetails: the bonuses credited in a period, with the turnover each added and the totals. */
import type { BonusDetail } from '@croupier/contract';
import { BonusDetailsPanel, type BonusDetailsFilters, type BonusRecord } from '@croupier/ui';
import { useRecordPage } from './useRecordPage';

export function toBonusRecord(bonus: BonusDetail): BonusRecord {
  return {
    id: String(bonus.id),
    time: bonus.time,
    source: bonus.source,
    // The operator's or promotion's note is the bonus's own name where it has one.
    ...(bonus.remark ? { name: bonus.remark } : {}),
    amount: bonus.amount,
    turnover: bonus.turnover,
    status: bonus.status,
  };
}

export default function BonusDetailsContainer() {
  const bonuses = useRecordPage<'bonusDetails', BonusDetailsFilters>(
    'bonusDetails',
    { source: null },
    ({ range, source }, pageNo) => ({ from: range.from, to: range.to, ...(source ? { source } : {}), pageNo }),
  );
  const data = bonuses.data;
  return (
    <BonusDetailsPanel
      {...bonuses.panel}
      filters={bonuses.filters}
      onFiltersChange={bonuses.onFiltersChange}
      bonuses={(data?.list ?? []).map(toBonusRecord)}
      summary={data?.totals}
      page={data?.pageNum ?? bonuses.page}
      pageCount={data?.totalPages ?? 1}
      totalItems={data?.total}
      onPageChange={bonuses.onPageChange}
    />
  );
}
