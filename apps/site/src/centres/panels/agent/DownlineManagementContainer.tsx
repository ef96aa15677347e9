/**
 * downlineManagement: the agent's direct downlines or whole team, searched by account (downlineList), with a
 * drill-down into a member's team: the opened member is the list's `root` (the platform lists its downlines, depth
 * relative to it, and refuses a root outside the agent's team), paged by the platform like the agent's own list.
 */
import { DownlineManagementPanel, type DateRangeValue, type DownlineFilters } from '@croupier/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordPage } from '../useRecordPage';
import { downlineScopeOf, pagingOf, toDownlineMember } from './agentModel';
import type { AgentPanelProps } from './agentPanelProps';

export default function DownlineManagementContainer({ title }: AgentPanelProps) {
  const { t, i18n } = useTranslation('centre');
  // A contract in force as the contract column names it: its type and rate ("Daily salary 1.5%").
  const contractLabel = useMemo(() => {
    const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
    return (c: { type: string; rate: number }) => t('agent.contracts.card.kind', { type: t(`agent.contracts.titles.${c.type}`), side: percent.format(c.rate / 100) });
  }, [i18n.language, t]);
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
      members={(data?.list ?? []).map((row) => toDownlineMember(row, contractLabel))}
      path={path}
      onOpen={(account) => goTo([...path, account])}
      onBreadcrumb={(index) => goTo(path.slice(0, index))}
      page={list.page}
      onPageChange={list.onPageChange}
      {...pagingOf(data)}
    />
  );
}
