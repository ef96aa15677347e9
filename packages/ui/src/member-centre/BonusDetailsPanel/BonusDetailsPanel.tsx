import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../forms/Select';
import { Table, type TableColumn } from '../../layout/Table';
import { Pagination } from '../../navigation/Pagination';
import { useMoney } from '../shared/money';
import { Muted, Note } from '../shared/panel.styles';
import { PanelError, hasError } from '../shared/PanelError';
import { PanelShell } from '../shared/PanelShell';
import { PeriodFilter } from '../shared/PeriodFilter';
import { RecordBadge } from '../shared/RecordBadge';
import { RecordTime } from '../shared/RecordTime';
import { SignedAmount } from '../shared/SignedAmount';
import { SummaryStrip, type SummaryItem } from '../shared/SummaryStrip';
import {
  bonusSources,
  bonusStatusLooks,
  type BonusDetailsPanelProps,
  type BonusRecord,
  type BonusSource,
} from './BonusDetailsPanel.types';

/** The empty state's picture (kept out of JSX, where every literal reads as text). */
const emptyLook = { emptyIcon: 'promo' } as const;

/**
 * Bonus details (member centre `bonusDetails`): every bonus credited to the member, filtered by source and period,
 * with the total and the turnover they added; per bonus its time, source (and promotion name), amount, the
 * turnover it added and its state.
 */
export const BonusDetailsPanel = forwardRef<HTMLElement, BonusDetailsPanelProps>(function BonusDetailsPanel(
  {
    filters,
    onFiltersChange,
    bonuses,
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

  const columns = useMemo<TableColumn<BonusRecord>[]>(
    () => [
      {
        key: 'time',
        header: t('bonus.columns.time'),
        sortable: true,
        cell: (b) => <RecordTime time={b.time} timeZone={timeZone} />,
      },
      {
        key: 'source',
        header: t('bonus.columns.source'),
        cell: (b) => (
          <Note>
            <span>{t(`bonus.sources.${b.source}`)}</span>
            {b.name ? <Muted>{b.name}</Muted> : null}
          </Note>
        ),
      },
      {
        key: 'amount',
        header: t('bonus.columns.amount'),
        isNumeric: true,
        sortable: true,
        cell: (b) => <SignedAmount value={b.amount} money={money} />,
      },
      {
        key: 'turnover',
        header: t('bonus.columns.turnover'),
        isNumeric: true,
        sortable: true,
        cell: (b) => money.format(b.turnover),
      },
      {
        key: 'status',
        header: t('bonus.columns.status'),
        align: 'center',
        cell: (b) => (
          <RecordBadge
            look={bonusStatusLooks[b.status]}
            label={t(`bonus.statuses.${b.status}`)}
            data-status={b.status}
          />
        ),
      },
    ],
    [t, money, timeZone],
  );

  const sourceOptions = useMemo(
    () => [
      { value: '', label: t('bonus.filters.allSources') },
      ...bonusSources.map((source) => ({ value: source, label: t(`bonus.sources.${source}`) })),
    ],
    [t],
  );

  const showSummary = !isFailed && (isLoading || !!summary);
  const showPages = !isFailed && pageCount > 1 && (isLoading || bonuses.length > 0);

  const summaryItems: SummaryItem[] = [
    {
      id: 'amount',
      label: t('bonus.summary.amount'),
      value: summary ? <SignedAmount value={summary.amount} money={money} /> : null,
      isEmphasized: true,
    },
    { id: 'turnover', label: t('bonus.summary.turnover'), value: summary ? money.format(summary.turnover) : null },
    { id: 'count', label: t('bonus.summary.count'), value: summary ? count.format(summary.count) : null },
  ];

  return (
    <PanelShell
      ref={ref}
      name="BonusDetailsPanel"
      title={title ?? t('bonus.title')}
      isTitleHidden={isTitleHidden}
      filtersLabel={t('common.filters')}
      filters={
        <>
          <Select
            data-part="SourceFilter"
            label={t('bonus.filters.source')}
            placeholder={null}
            options={sourceOptions}
            value={filters.source ?? ''}
            onChange={(event) =>
              onFiltersChange({ ...filters, source: (event.target.value || null) as BonusSource | null })
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
        <Table<BonusRecord>
          data-part="Records"
          columns={columns}
          rows={bonuses}
          getRowId={(b) => b.id}
          caption={t('bonus.caption')}
          isCaptionHidden
          sort={sort}
          onSortChange={onSortChange}
          isLoading={isLoading}
          {...emptyLook}
          emptyTitle={t('bonus.empty.title')}
          emptyDescription={t('bonus.empty.description')}
        />
      )}
    </PanelShell>
  );
});
