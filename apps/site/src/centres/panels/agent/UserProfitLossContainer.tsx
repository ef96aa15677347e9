/** userProfitAndLoss: each downline's figures of a period, with the totals of every one (teamProfitLoss). */
import { UserProfitLossPanel, type UserProfitLossFilters } from '@croupier/ui';
import { useRecordPage } from '../useRecordPage';
import { pagingOf, toProfitLossRows, toProfitLossTotals } from './agentModel';
import type { AgentPanelProps } from './agentPanelProps';

export default function UserProfitLossContainer({ title }: AgentPanelProps) {
  const report = useRecordPage<'teamProfitLoss', UserProfitLossFilters>(
    'teamProfitLoss',
    { account: '' },
    ({ range, account }, pageNo) => ({
      from: range.from,
      to: range.to,
      ...(account.trim() ? { account: account.trim() } : {}),
      pageNo,
    }),
  );
  const data = report.data;
  return (
    <UserProfitLossPanel
      {...report.panel}
      title={title}
      filters={report.filters}
      onFiltersChange={report.onFiltersChange}
      rows={toProfitLossRows(data)}
      totals={data ? toProfitLossTotals(data) : null}
      page={report.page}
      onPageChange={report.onPageChange}
      {...pagingOf(data)}
    />
  );
}
