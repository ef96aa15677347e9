/**
 * downlineManagement: the agent's direct downlines or whole team, searched by account (downlineList), with a
 * drill-down into a member's team: the opened member is the list's `root` (the platform lists its downlines, depth
 * relative to it, and refuses a root outside the agent's team), paged by the platform like the agent's own list.
 */
import { DownlineManagementPanel, type DateRangeValue, type DownlineFilters } from '@croupier/ui';
import { useState } from 'react';
import { useRecordPage } from '../useRecordPage';
import { downlineScopeOf, pagingOf, toDownlineMember } from './agentModel';
import type { AgentPanelProps } from './agentPanelProps';

export default function DownlineManagementContainer({ title }: AgentPanelProps) {
  const [path, setPath] = useState<readonly string[]>([]);
  const root = path.at(-1);
  const list = useRecordPage<'downlineList', DownlineFilters & { range: DateRangeValue }>(
    'downlineList',
    { account: '', scope: 'direct' },
    ({ range, account, scope }, pageNo) => ({
      from: range.from,
      to: range.to,
      scope: downlineScopeOf(scope),
      ...(account.trim() ? { account: account.trim() } : {}),
      ...(root === undefined ? {} : { root }),
      pageNo,
    }),
  );
  const data = list.data;
  const { range, ...filters } = list.filters;
  const goTo = (next: readonly string[]) => {
    setPath(next);
    list.onPageChange(1);
  };
  return (
    <DownlineManagementPanel
      {...list.panel}
      title={title}
      filters={filters}
      onFiltersChange={(next) => list.onFiltersChange({ ...next, range })}
      members={(data?.list ?? []).map(toDownlineMember)}
      path={path}
      onOpen={(account) => goTo([...path, account])}
      onBreadcrumb={(index) => goTo(path.slice(0, index))}
      page={list.page}
      onPageChange={list.onPageChange}
      {...pagingOf(data)}
    />
  );
}
