import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../forms/Select';
import { Table, type TableColumn } from '../../layout/Table';
import { Pagination } from '../../navigation/Pagination';
import { sumMoney, useMoney } from '../shared/money';
import { Mono, Muted, Note } from '../shared/panel.styles';
import { PanelError, hasError } from '../shared/PanelError';
import { PanelShell } from '../shared/PanelShell';
import { PeriodFilter } from '../shared/PeriodFilter';
import { RecordBadge } from '../shared/RecordBadge';
import { RecordTime } from '../shared/RecordTime';
import { SignedAmount } from '../shared/SignedAmount';
import { SummaryStrip, type SummaryItem } from '../shared/SummaryStrip';
import {
  ledgerEntryLooks,
  ledgerEntryTypes,
  type AccountRecordPanelProps,
  type LedgerEntry,
  type LedgerEntryType,
} from './AccountRecordPanel.types';

/** The empty state's picture (kept out of JSX, where every literal reads as text). */
const emptyLook = { emptyIcon: 'receipt' } as const;

/**
 * The account record (member centre `transactionHistory`): every movement of the member's money (deposits,
 * withdrawals, holds and releases, bets and payouts, transfers, bonuses, adjustments, refunds) filtered by type and
 * period, with the money in and out over the whole filter, and per movement its time, type, signed amount, the
 * balance after it and its reference or remark.
 */
export const AccountRecordPanel = forwardRef<HTMLElement, AccountRecordPanelProps>(function AccountRecordPanel(
  {
    filters,
    onFiltersChange,
    entries,
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
  const { t } = useTranslation('records');
  const money = useMoney({ currency, currencySymbol });
  const isFailed = hasError(error);

  const columns = useMemo<TableColumn<LedgerEntry>[]>(
    () => [
      {
        key: 'time',
        header: t('account.columns.time'),
        sortable: true,
        cell: (e) => <RecordTime time={e.time} timeZone={timeZone} />,
      },
      {
        key: 'type',
        header: t('account.columns.type'),
        cell: (e) => (
          <RecordBadge look={ledgerEntryLooks[e.type]} label={t(`account.types.${e.type}`)} data-type={e.type} />
        ),
      },
      {
        key: 'amount',
        header: t('account.columns.amount'),
        isNumeric: true,
        sortable: true,
        cell: (e) => <SignedAmount value={e.amount} money={money} />,
      },
      {
        key: 'balanceAfter',
        header: t('account.columns.balanceAfter'),
        isNumeric: true,
        cell: (e) => money.format(e.balanceAfter),
      },
      {
        key: 'reference',
        header: t('account.columns.reference'),
        cell: (e) =>
          e.reference || e.remark ? (
            <Note>
              {e.reference ? <Mono>{e.reference}</Mono> : null}
              {e.remark ? <Muted>{e.remark}</Muted> : null}
            </Note>
          ) : (
            <Muted>{t('common.none')}</Muted>
          ),
      },
    ],
    [t, money, timeZone],
  );

  const typeOptions = useMemo(
    () => [
      { value: '', label: t('account.filters.allTypes') },
      ...ledgerEntryTypes.map((type) => ({ value: type, label: t(`account.types.${type}`) })),
    ],
    [t],
  );

  const showSummary = !isFailed && (isLoading || !!summary);
  const showPages = !isFailed && pageCount > 1 && (isLoading || entries.length > 0);

  const summaryItems: SummaryItem[] = [
    {
      id: 'in',
      label: t('account.summary.in'),
      value: summary ? <SignedAmount value={summary.totalIn} money={money} /> : null,
    },
    {
      id: 'out',
      label: t('account.summary.out'),
      value: summary ? <SignedAmount value={-summary.totalOut} money={money} /> : null,
    },
    {
      id: 'net',
      label: t('account.summary.net'),
      value: summary ? <SignedAmount value={sumMoney([summary.totalIn, -summary.totalOut])} money={money} /> : null,
      isEmphasized: true,
    },
  ];

  return (
    <PanelShell
      ref={ref}
      name="AccountRecordPanel"
      title={title ?? t('account.title')}
      isTitleHidden={isTitleHidden}
      filtersLabel={t('common.filters')}
      filters={
        <>
          <Select
            data-part="TypeFilter"
            label={t('account.filters.type')}
            placeholder={null}
            options={typeOptions}
            value={filters.type ?? ''}
            onChange={(event) =>
              onFiltersChange({ ...filters, type: (event.target.value || null) as LedgerEntryType | null })
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
      summary={
        showSummary ? <SummaryStrip label={t('common.totals')} isLoading={isLoading} items={summaryItems} /> : null
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
        <Table<LedgerEntry>
          data-part="Records"
          columns={columns}
          rows={entries}
          getRowId={(e) => e.id}
          caption={t('account.caption')}
          isCaptionHidden
          sort={sort}
          onSortChange={onSortChange}
          isLoading={isLoading}
          {...emptyLook}
          emptyTitle={t('account.empty.title')}
          emptyDescription={t('account.empty.description')}
        />
      )}
    </PanelShell>
  );
});
