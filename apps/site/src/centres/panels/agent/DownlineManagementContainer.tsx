/**
 * downlineManagement: the agent's direct downlines or whole team, searched by account (downlineList), with a
 * drill-down into a member's team. The platform's list has no "root account": an opened member's downlines are read
 * from the agent's whole team (one page of RECORD_MAX_PAGE_SIZE members) by their uplines, paged here.
 */
import { RECORD_MAX_PAGE_SIZE } from '@croupier/contract';
import { DownlineManagementPanel, type DateRangeValue, type DownlineFilters } from '@croupier/ui';
import { useState } from 'react';
import { useRecordPage } from '../useRecordPage';
import { downlineScopeOf, membersUnder, pagingOf, toDownlineMember } from './agentModel';
import type { AgentPanelProps } from './agentPanelProps';

/** Members per page of a drill-down (paged here). */
const DRILL_PAGE_SIZE = 20;

export default function DownlineManagementContainer({ title }: AgentPanelProps) {
  const [path, setPath] = useState<readonly string[]>([]);
  const root = path.at(-1);
  const list = useRecordPage<'downlineList', DownlineFilters & { range: DateRangeValue }>(
    'downlineList',
    { account: '', scope: 'direct' },
    ({ range, account, scope }, pageNo) =>
      root === undefined
        ? {
            from: range.from,
            to: range.to,
            scope: downlineScopeOf(scope),
            ...(account.trim() ? { account: account.trim() } : {}),
            pageNo,
          }
        : { from: range.from, to: range.to, scope: 'all', pageNo: 1, pageSize: RECORD_MAX_PAGE_SIZE },
  );
  const data = list.data;
  const { range, ...filters } = list.filters;
  const drilled = root === undefined ? undefined : membersUnder(data?.list ?? [], root, filters.scope, filters.account);
  const shown = drilled
    ? drilled.slice((list.page - 1) * DRILL_PAGE_SIZE, list.page * DRILL_PAGE_SIZE)
    : (data?.list ?? []);
  const paging = drilled
    ? { pageCount: Math.max(1, Math.ceil(drilled.length / DRILL_PAGE_SIZE)), totalItems: drilled.length }
    : pagingOf(data);
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
      members={shown.map(toDownlineMember)}
      path={path}
      onOpen={(account) => goTo([...path, account])}
      onBreadcrumb={(index) => goTo(path.slice(0, index))}
      page={list.page}
      onPageChange={list.onPageChange}
      {...paging}
    />
  );
}
