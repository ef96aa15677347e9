import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../feedback/StatusBadge';
import { Select } from '../../forms/Select';
import { Table, type TableColumn } from '../../layout/Table';
import { Pagination } from '../../navigation/Pagination';
import {
  bettingRecordCategories,
  type BettingRecordCategory,
} from '../../member-centre/BettingRecordPanel/BettingRecordPanel.types';
import { useMoney } from '../../member-centre/shared/money';
import { PanelError, hasError } from '../../member-centre/shared/PanelError';
import { PanelShell } from '../../member-centre/shared/PanelShell';
import { PeriodFilter } from '../../member-centre/shared/PeriodFilter';
import { SignedAmount } from '../../member-centre/shared/SignedAmount';
import { AccountSearch } from '../shared/AccountSearch';
import { AgentTime } from '../shared/AgentTime';
import type { TeamBetRecord, TeamBettingPanelProps } from './TeamBettingPanel.types';

const emptyLook = { emptyIcon: 'dice' } as const;
const isUnsettled = (record: TeamBetRecord) => record.status === 'pending' || record.status === 'cancelled';

/**
 * The team's bets (agent centre `teamBetting`): period, account and category filters (controlled, so the site
 * fetches), the downlines' rounds of one page with their account, game, category, stake, valid bet, payout, win/loss
 * (signed and coloured) and state, under a totals row of everything the filters match. Cards on a narrow panel.
 */
export const TeamBettingPanel = forwardRef<HTMLElement, TeamBettingPanelProps>(function TeamBettingPanel(
  {
    filters,
    onFiltersChange,
    records,
    summary,
    sort,
    onSortChange,
    page,
    pageCount,
    onPageChange,
    totalItems,
    today,
    minDate,
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
  const { t: tr } = useTranslation('records');
  const money = useMoney({ currency, currencySymbol });
  const count = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const isFailed = hasError(error);

  const columns = useMemo<TableColumn<TeamBetRecord>[]>(
    () => [
      { key: 'account', header: t('agent.betting.columns.account'), cell: (r) => r.account },
      { key: 'game', header: t('agent.betting.columns.game'), cell: (r) => r.game },
      {
        key: 'category',
        header: t('agent.betting.columns.category'),
        hideOnPhone: true,
        cell: (r) => tr(`categories.${r.category}`),
      },
      {
        key: 'stake',
        header: t('agent.betting.columns.stake'),
        isNumeric: true,
        sortable: true,
        cell: (r) => money.format(r.stake),
      },
      {
        key: 'validBet',
        header: t('agent.betting.columns.validBet'),
        isNumeric: true,
        sortable: true,
        hideOnPhone: true,
        cell: (r) => money.format(r.validBet),
      },
      {
        key: 'payout',
        header: t('agent.betting.columns.payout'),
        isNumeric: true,
        sortable: true,
        cell: (r) => money.format(r.payout),
      },
      {
        key: 'winLoss',
        header: t('agent.betting.columns.winLoss'),
        isNumeric: true,
        sortable: true,
        hideOnCardWhenEmpty: true,
        cell: (r) => (isUnsettled(r) ? null : <SignedAmount value={r.winLoss} money={money} />),
      },
      {
        key: 'status',
        header: t('agent.betting.columns.status'),
        cell: (r) => <StatusBadge kind="bet" status={r.status} />,
      },
      {
        key: 'time',
        header: t('agent.betting.columns.time'),
        sortable: true,
        cell: (r) => <AgentTime time={r.time} timeZone={timeZone} />,
      },
    ],
    [t, tr, money, timeZone],
  );

  const categoryOptions = useMemo(
    () => [
      { value: '', label: t('agent.betting.allCategories') },
      ...bettingRecordCategories.map((category) => ({ value: category, label: tr(`categories.${category}`) })),
    ],
    [t, tr],
  );

  const totals = summary
    ? {
        stake: money.format(summary.stake),
        validBet: money.format(summary.validBet),
        payout: money.format(summary.payout),
        winLoss: <SignedAmount value={summary.winLoss} money={money} />,
      }
    : undefined;
  const showPages = !isFailed && pageCount > 1 && (isLoading || records.length > 0);

  return (
    <PanelShell
      ref={ref}
      name="TeamBettingPanel"
      title={title ?? t('agent.betting.title')}
      isTitleHidden={isTitleHidden}
      filtersLabel={t('agent.common.filters')}
      filters={
        <>
          <AccountSearch value={filters.account} onSearch={(account) => onFiltersChange({ ...filters, account })} />
          <Select
            data-part="CategoryFilter"
            label={t('agent.betting.category')}
            placeholder={null}
            options={categoryOptions}
            value={filters.category ?? ''}
            onChange={(event) =>
              onFiltersChange({ ...filters, category: (event.target.value || null) as BettingRecordCategory | null })
            }
          />
          <PeriodFilter
            value={filters.range}
            onChange={(range) => onFiltersChange({ ...filters, range })}
            today={today}
            timeZone={timeZone}
            minDate={minDate}
          />
        </>
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
        <Table<TeamBetRecord>
          data-part="Records"
          columns={columns}
          rows={records}
          getRowId={(r) => r.id}
          caption={t('agent.betting.caption')}
          isCaptionHidden
          sort={sort}
          onSortChange={onSortChange}
          isLoading={isLoading}
          totals={totals}
          totalsLabel={
            summary ? t('agent.betting.summary.countOf', { formatted: count.format(summary.count) }) : undefined
          }
          {...emptyLook}
          emptyTitle={t('agent.betting.empty.title')}
          emptyDescription={t('agent.betting.empty.description')}
        />
      )}
    </PanelShell>
  );
});
