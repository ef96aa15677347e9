import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { Table, type TableColumn } from '../../layout/Table';
import { Pagination } from '../../navigation/Pagination';
import { Icon } from '../../primitives/Icon';
import { useMoney } from '../../member-centre/shared/money';
import { PanelError, hasError } from '../../member-centre/shared/PanelError';
import { PanelShell } from '../../member-centre/shared/PanelShell';
import { RecordBadge } from '../../member-centre/shared/RecordBadge';
import { AccountSearch } from '../shared/AccountSearch';
import type { DownlineType } from '../shared/agent.types';
import { AgentTime } from '../shared/AgentTime';
import { ChoiceChips } from '../shared/ChoiceChips';
import { AccountCell, ContractText, CrumbButton, Crumbs, DepthText } from './DownlineManagementPanel.styles';
import {
  downlineScopes,
  type DownlineManagementPanelProps,
  type DownlineMember,
} from './DownlineManagementPanel.types';

/** The type badges: players neutral-cool, agents in the accent (they have teams of their own). */
const typeLooks = {
  member: { tone: 'info', icon: 'user' },
  agent: { tone: 'accent', icon: 'users' },
} as const satisfies Record<DownlineType, { tone: 'info' | 'accent'; icon: 'user' | 'users' }>;
const emptyLook = { emptyIcon: 'users' } as const;
/** Always a table (scrolling sideways on a phone), never cards. */
const tableLook = { layout: 'table' } as const;
const chevron = { name: 'chevronRight', size: 'sm' } as const;

/**
 * The team (agent centre `downlineManagement`): members under the current root as a table with their type, level,
 * team size, balance, last login, joining time, the period's valid bet and, when the merchant gives one, their
 * contract; search by account, direct downlines or the whole team, pages, and a drill-down: "View team" (next to the
 * account) opens a member's own downlines under a breadcrumb that leads back. The table stays a table on a phone and
 * scrolls sideways (a focusable, labelled region): a team is compared across columns, which cards would pull apart;
 * accounts, levels and times keep to one line.
 */
export const DownlineManagementPanel = forwardRef<HTMLElement, DownlineManagementPanelProps>(
  function DownlineManagementPanel(
    {
      filters,
      onFiltersChange,
      members,
      path,
      onOpen,
      onBreadcrumb,
      sort,
      onSortChange,
      page,
      pageCount,
      onPageChange,
      totalItems,
      timeZone,
      currency,
      currencySymbol,
      title,
      isTitleHidden,
      isLoading = false,
      error,
      onRetry,
      ...rest
    },
    ref,
  ) {
    const { t, i18n } = useTranslation('centre');
    const money = useMoney({ currency, currencySymbol });
    const count = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
    const percent = useMemo(
      () => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }),
      [i18n.language],
    );
    const isFailed = hasError(error);
    const hasContracts = members.some((m) => !!m.contract);

    const columns = useMemo<TableColumn<DownlineMember>[]>(() => {
      const list: TableColumn<DownlineMember>[] = [
        {
          key: 'account',
          header: t('agent.downline.columns.account'),
          cell: (m) => <AccountCell>{m.account}</AccountCell>,
        },
        // Opening a member's team is the page's main action: next to the name, in view before any sideways scroll.
        {
          key: 'actions',
          header: t('agent.downline.columns.actions'),
          hideOnCardWhenEmpty: true,
          cell: (m) =>
            m.type === 'agent' || m.teamSize > 0 ? (
              <Button
                variant="secondary"
                size="sm"
                endIcon={<Icon {...chevron} />}
                aria-label={t('agent.downline.viewTeamOf', { account: m.account })}
                onClick={() => onOpen(m.account)}
                data-part="ViewTeam"
              >
                {t('agent.downline.viewTeam')}
              </Button>
            ) : null,
        },
        {
          key: 'type',
          header: t('agent.downline.columns.type'),
          cell: (m) => <RecordBadge look={typeLooks[m.type]} label={t(`agent.types.${m.type}`)} />,
        },
        {
          key: 'depth',
          header: t('agent.downline.columns.depth'),
          cell: (m) => <DepthText>{t('agent.downline.depth', { depth: m.depth })}</DepthText>,
        },
        {
          key: 'teamSize',
          header: t('agent.downline.columns.teamSize'),
          isNumeric: true,
          sortable: true,
          cell: (m) => count.format(m.teamSize),
        },
        {
          key: 'balance',
          header: t('agent.downline.columns.balance'),
          isNumeric: true,
          sortable: true,
          cell: (m) => money.format(m.balance),
        },
        {
          key: 'validBet',
          header: t('agent.downline.columns.validBet'),
          isNumeric: true,
          sortable: true,
          cell: (m) => money.format(m.validBet),
        },
        {
          key: 'lastLogin',
          header: t('agent.downline.columns.lastLogin'),
          sortable: true,
          hideOnPhone: true,
          cell: (m) => <AgentTime time={m.lastLoginAt} timeZone={timeZone} emptyText={t('agent.common.never')} />,
        },
        {
          key: 'joined',
          header: t('agent.downline.columns.joined'),
          sortable: true,
          hideOnPhone: true,
          cell: (m) => <AgentTime time={m.joinedAt} timeZone={timeZone} />,
        },
      ];
      if (hasContracts)
        list.push({
          key: 'contract',
          header: t('agent.downline.columns.contract'),
          hideOnCardWhenEmpty: true,
          cell: (m) =>
            m.contract ? (
              <ContractText data-part="Contract">
                {m.contract.rate !== undefined
                  ? `${m.contract.type} · ${percent.format(m.contract.rate)}`
                  : m.contract.type}
              </ContractText>
            ) : null,
        });
      return list;
    }, [t, money, count, percent, timeZone, hasContracts, onOpen]);

    const crumbs = [t('agent.downline.root'), ...path];
    const showPages = !isFailed && pageCount > 1 && (isLoading || members.length > 0);

    return (
      <PanelShell
        ref={ref}
        name="DownlineManagementPanel"
        title={title ?? t('agent.downline.title')}
        isTitleHidden={isTitleHidden}
        filtersLabel={t('agent.common.filters')}
        filters={
          <>
            <AccountSearch value={filters.account} onSearch={(account) => onFiltersChange({ ...filters, account })} />
            <ChoiceChips
              data-part="ScopeChoice"
              label={t('agent.downline.scope.label')}
              value={filters.scope}
              options={downlineScopes.map((scope) => ({ value: scope, label: t(`agent.downline.scope.${scope}`) }))}
              onValueChange={(scope) => onFiltersChange({ ...filters, scope })}
            />
          </>
        }
        summary={
          <Crumbs aria-label={t('agent.downline.breadcrumb')} data-part="Breadcrumb">
            <ol>
              {crumbs.map((crumb, index) => (
                <li key={`${index}-${crumb}`}>
                  {index === crumbs.length - 1 ? (
                    <span aria-current="page">{crumb}</span>
                  ) : (
                    <CrumbButton type="button" onClick={() => onBreadcrumb(index)}>
                      {crumb}
                    </CrumbButton>
                  )}
                </li>
              ))}
            </ol>
          </Crumbs>
        }
        footer={
          showPages ? (
            <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} totalItems={totalItems} />
          ) : null
        }
        {...rest}
      >
        {isFailed ? (
          <PanelError error={error} onRetry={onRetry} />
        ) : (
          <Table<DownlineMember>
            data-part="Members"
            columns={columns}
            rows={members}
            getRowId={(m) => m.account}
            caption={t('agent.downline.caption')}
            isCaptionHidden
            {...tableLook}
            sort={sort}
            onSortChange={onSortChange}
            isLoading={isLoading}
            {...emptyLook}
            emptyTitle={t('agent.downline.empty.title')}
            emptyDescription={t('agent.downline.empty.description')}
          />
        )}
      </PanelShell>
    );
  },
);
