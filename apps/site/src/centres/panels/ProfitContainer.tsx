/** personalProfit: the member's profit and loss of a period, by category and by day (settled rounds only). */
import type { ResponseOf } from '@croupier/contract';
import { ProfitPanel, type ProfitCategoryRow, type ProfitFilters, type ProfitSummary } from '@croupier/ui';
import { useRecordPage } from './useRecordPage';

type ProfitReport = ResponseOf<'profitReport'>;

export function toProfitSummary(report: ProfitReport): ProfitSummary {
  return {
    stake: report.totals.stake,
    validBet: report.totals.validBet,
    payout: report.totals.payout,
    profitLoss: report.totals.profit,
    deposits: report.deposits,
    withdrawals: report.withdrawals,
    bonus: report.bonuses,
  };
}

/** The categories played in the period (the answer lists every one; an idle period shows the panel's empty state). */
export function toProfitRows(report: ProfitReport): ProfitCategoryRow[] {
  return report.categories
    .filter((row) => row.rounds > 0)
    .map((row) => ({
      category: row.category,
      betCount: row.rounds,
      stake: row.stake,
      validBet: row.validBet,
      payout: row.payout,
      profitLoss: row.profit,
    }));
}

export default function ProfitContainer() {
  const report = useRecordPage<'profitReport', ProfitFilters>('profitReport', {}, ({ range }) => ({
    from: range.from,
    to: range.to,
  }));
  const data = report.data;
  return (
    <ProfitPanel
      {...report.panel}
      filters={report.filters}
      onFiltersChange={report.onFiltersChange}
      summary={data ? toProfitSummary(data) : null}
      categories={data ? toProfitRows(data) : []}
      series={(data?.daily ?? []).map((day) => ({ date: day.date, value: day.profit }))}
    />
  );
}
