/** teamBetting: the downlines' rounds of a period, by account and category, with the period's totals (teamBetting). */
import { TeamBettingPanel, type TeamBettingFilters } from '@croupier/ui';
import { useRecordPage } from '../useRecordPage';
import { pagingOf, toTeamBets, toTeamBettingSummary } from './agentModel';
import type { AgentPanelProps } from './agentPanelProps';

export default function TeamBettingContainer({ title }: AgentPanelProps) {
  const records = useRecordPage<'teamBetting', TeamBettingFilters>(
    'teamBetting',
    { account: '', category: null },
    ({ range, account, category }, pageNo) => ({
      from: range.from,
      to: range.to,
      ...(account.trim() ? { account: account.trim() } : {}),
      ...(category ? { category } : {}),
      pageNo,
    }),
  );
  const data = records.data;
  return (
    <TeamBettingPanel
      {...records.panel}
      title={title}
      filters={records.filters}
      onFiltersChange={records.onFiltersChange}
      records={toTeamBets(data)}
      summary={data ? toTeamBettingSummary(data) : null}
      page={records.page}
      onPageChange={records.onPageChange}
      {...pagingOf(data)}
    />
  );
}
