import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../feedback/StatusBadge';
import { Select } from '../../forms/Select';
import { Table, type TableColumn } from '../../layout/Table';
import { Pagination } from '../../navigation/Pagination';
import { RecordBadge } from '../../member-centre/shared/RecordBadge';
import { useMoney } from '../../member-centre/shared/money';
import { PanelError, hasError } from '../../member-centre/shared/PanelError';
import { PanelShell } from '../../member-centre/shared/PanelShell';
import { PeriodFilter } from '../../member-centre/shared/PeriodFilter';
import { AccountSearch } from '../shared/AccountSearch';
import { AgentTime } from '../shared/AgentTime';
import {
  teamTransactionTypes,
  type TeamTransaction,
  type TeamTransactionType,
  type TransactionDetailsPanelProps,
} from './TransactionDetailsPanel.types';

/** Money in is green-toned, money out neutral; the icon repeats the direction. */
const typeLooks = {
  deposit: { tone: 'success', icon: 'deposit' },
  withdrawal: { tone: 'warning', icon: 'withdraw' },
  transferIn: { tone: 'info', icon: 'chevronLeft' },
  transferOut: { tone: 'neutral', icon: 'chevronRight' },
} as const satisfies Record<
  TeamTransactionType,
  { tone: 'success' | 'warning' | 'info' | 'neutral'; icon: 'deposit' | 'withdraw' | 'chevronLeft' | 'chevronRight' }
>;
const emptyLook = { emptyIcon: 'receipt' } as const;

/**
 * The team's money movements (agent centre `transactionDetails`): deposits, withdrawals and transfers of the
 * downlines with their account, type, amount, state and time; filters by type, account and period (controlled, so
 * the site fetches), paged by the site. Cards on a narrow panel.
 */
export const TransactionDetailsPanel = forwardRef<HTMLElement, TransactionDetailsPanelProps>(
  function TransactionDetailsPanel(
    {
      filters,
      onFiltersChange,
      transactions,
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
    const { t } = useTranslation('centre');
    const money = useMoney({ currency, currencySymbol });
    const isFailed = hasError(error);

    const columns = useMemo<TableColumn<TeamTransaction>[]>(
      () => [
        { key: 'account', header: t('agent.transactions.columns.account'), cell: (r) => r.account },
        {
          key: 'type',
          header: t('agent.transactions.columns.type'),
          cell: (r) => <RecordBadge look={typeLooks[r.type]} label={t(`agent.transactions.types.${r.type}`)} />,
        },
        {
          key: 'amount',
          header: t('agent.transactions.columns.amount'),
          isNumeric: true,
          cell: (r) => money.format(r.amount),
        },
        {
          key: 'status',
          header: t('agent.transactions.columns.status'),
          cell: (r) => <StatusBadge kind="transaction" status={r.status} />,
        },
        {
          key: 'time',
          header: t('agent.transactions.columns.time'),
          cell: (r) => <AgentTime time={r.time} timeZone={timeZone} />,
        },
      ],
      [t, money, timeZone],
    );

    const typeOptions = useMemo(
      () => [
        { value: '', label: t('agent.transactions.allTypes') },
        ...teamTransactionTypes.map((type) => ({ value: type, label: t(`agent.transactions.types.${type}`) })),
      ],
      [t],
    );
    const showPages = !isFailed && pageCount > 1 && (isLoading || transactions.length > 0);

    return (
      <PanelShell
        ref={ref}
        name="TransactionDetailsPanel"
        title={title ?? t('agent.transactions.title')}
        isTitleHidden={isTitleHidden}
        filtersLabel={t('agent.common.filters')}
        filters={
          <>
            <AccountSearch value={filters.account} onSearch={(account) => onFiltersChange({ ...filters, account })} />
            <Select
              data-part="TypeFilter"
              label={t('agent.transactions.type')}
              placeholder={null}
              options={typeOptions}
              value={filters.type ?? ''}
              onChange={(event) =>
                onFiltersChange({ ...filters, type: (event.target.value || null) as TeamTransactionType | null })
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
          <Table<TeamTransaction>
            data-part="Transactions"
            columns={columns}
            rows={transactions}
            getRowId={(r) => r.id}
            caption={t('agent.transactions.caption')}
            isCaptionHidden
            isLoading={isLoading}
            {...emptyLook}
            emptyTitle={t('agent.transactions.empty.title')}
            emptyDescription={t('agent.transactions.empty.description')}
          />
        )}
      </PanelShell>
    );
  },
);
