/** agentTeamOverview: the team's figures of a period and its days (teamOverview). */
import { TeamOverviewPanel, type TeamOverviewFilters } from '@croupier/ui';
import { useRecordPage } from '../useRecordPage';
import { toTeamOverviewSeries, toTeamOverviewSummary } from './agentModel';
import type { AgentPanelProps } from './agentPanelProps';

export default function TeamOverviewContainer({ title }: AgentPanelProps) {
  const report = useRecordPage<'teamOverview', TeamOverviewFilters>('teamOverview', {}, ({ range }) => ({
    from: range.from,
    to: range.to,
  }));
  const data = report.data;
  return (
    <TeamOverviewPanel
      {...report.panel}
      title={title}
      filters={report.filters}
      onFiltersChange={report.onFiltersChange}
      summary={data ? toTeamOverviewSummary(data) : null}
      series={toTeamOverviewSeries(data)}
    />
  );
}
