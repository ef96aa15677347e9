import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../feedback/StatusBadge';
import { Select } from '../../forms/Select';
import { Table, type TableColumn } from '../../layout/Table';
import { Pagination } from '../../navigation/Pagination';
import { useMoney } from '../shared/money';
import { Mono } from '../shared/panel.styles';
import { PanelError, hasError } from '../shared/PanelError';
import { PanelShell } from '../shared/PanelShell';
import { PeriodFilter } from '../shared/PeriodFilter';
import { RecordTime } from '../shared/RecordTime';
import { SignedAmount } from '../shared/SignedAmount';
import { SummaryStrip, type SummaryItem } from '../shared/SummaryStrip';
import {
  bettingRecordCategories,
  type BetRecord,
  type BettingRecordCategory,
  type BettingRecordPanelProps,
} from './BettingRecordPanel.types';

const isUnsettled = (record: BetRecord) => record.status === 'pending' || record.status === 'cancelled';

/** The empty state's picture (kept out of JSX, where every literal reads as text). */
const emptyLook = { emptyIcon: 'history' } as const;

/**
 * The betting record (member centre `personalHistoryCopy`): filters by category, vendor and period (controlled,
 * so the site fetches), the totals of everything they match, and the rounds of one page with their time, game,
 * vendor, round id, stake, valid bet, payout and win/loss (signed, and coloured). Cards on a narrow panel.
 */
export const BettingRecordPanel = forwardRef<HTMLElement, BettingRecordPanelProps>(function BettingRecordPanel(
  {
    filters,
    onFiltersChange,
    vendors,
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
  const { t, i18n } = useTranslation('records');
  const money = useMoney({ currency, currencySymbol });
  const count = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const isFailed = hasError(error);

  const columns = useMemo<TableColumn<BetRecord>[]>(
    () => [
      {
        key: 'time',
        header: t('betting.columns.time'),
        sortable: true,
        cell: (r) => <RecordTime time={r.time} timeZone={timeZone} />,
      },
      { key: 'game', header: t('betting.columns.game'), cell: (r) => r.game },
      { key: 'vendor', header: t('betting.columns.vendor'), cell: (r) => r.vendor, hideOnPhone: true },
      { key: 'roundId', header: t('betting.columns.roundId'), cell: (r) => <Mono>{r.roundId}</Mono> },
      {
        key: 'stake',
        header: t('betting.columns.stake'),
        isNumeric: true,
        sortable: true,
        cell: (r) => money.format(r.stake),
      },
      {
        key: 'validBet',
        header: t('betting.columns.validBet'),
        isNumeric: true,
        sortable: true,
        hideOnPhone: true,
        cell: (r) => money.format(r.validBet),
      },
      {
        key: 'payout',
        header: t('betting.columns.payout'),
        isNumeric: true,
        sortable: true,
        cell: (r) => money.format(r.payout),
      },
      {
        key: 'winLoss',
        header: t('betting.columns.winLoss'),
        isNumeric: true,
        sortable: true,
        cell: (r) =>
          isUnsettled(r) && r.status ? (
            <StatusBadge kind="bet" status={r.status} />
          ) : (
            <SignedAmount value={r.winLoss} money={money} />
          ),
      },
    ],
    [t, money, timeZone],
  );

  const categoryOptions = useMemo(
    () => [
      { value: '', label: t('betting.filters.allCategories') },
      ...bettingRecordCategories.map((category) => ({ value: category, label: t(`categories.${category}`) })),
    ],
    [t],
  );
  const vendorOptions = useMemo(
    () => [{ value: '', label: t('betting.filters.allVendors') }, ...vendors],
    [t, vendors],
  );

  const showSummary = !isFailed && (isLoading || !!summary);
  const showPages = !isFailed && pageCount > 1 && (isLoading || records.length > 0);

  const summaryItems: SummaryItem[] = [
    { id: 'count', label: t('betting.summary.count'), value: summary ? count.format(summary.count) : null },
    { id: 'stake', label: t('betting.summary.stake'), value: summary ? money.format(summary.stake) : null },
    { id: 'validBet', label: t('betting.summary.validBet'), value: summary ? money.format(summary.validBet) : null },
    { id: 'payout', label: t('betting.summary.payout'), value: summary ? money.format(summary.payout) : null },
    {
      id: 'winLoss',
      label: t('betting.summary.winLoss'),
      value: summary ? <SignedAmount value={summary.winLoss} money={money} /> : null,
      isEmphasized: true,
    },
  ];

  return (
    <PanelShell
      ref={ref}
      name="BettingRecordPanel"
      title={title ?? t('betting.title')}
      isTitleHidden={isTitleHidden}
      filtersLabel={t('common.filters')}
      filters={
        <>
          <Select
            data-part="CategoryFilter"
            label={t('betting.filters.category')}
            placeholder={null}
            options={categoryOptions}
            value={filters.category ?? ''}
            onChange={(event) =>
              onFiltersChange({ ...filters, category: (event.target.value || null) as BettingRecordCategory | null })
            }
          />
          <Select
            data-part="VendorFilter"
            label={t('betting.filters.vendor')}
            placeholder={null}
            options={vendorOptions}
            value={filters.vendor ?? ''}
            onChange={(event) => onFiltersChange({ ...filters, vendor: event.target.value || null })}
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
        <Table<BetRecord>
          data-part="Records"
          columns={columns}
          rows={records}
          getRowId={(r) => r.id}
          caption={t('betting.caption')}
          isCaptionHidden
          sort={sort}
          onSortChange={onSortChange}
          isLoading={isLoading}
          {...emptyLook}
          emptyTitle={t('betting.empty.title')}
          emptyDescription={t('betting.empty.description')}
        />
      )}
    </PanelShell>
  );
});
