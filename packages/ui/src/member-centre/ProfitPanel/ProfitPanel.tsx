import { forwardRef, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyChart } from '../../feedback/Chart';
import { EmptyState } from '../../feedback/EmptyState';
import { StatCards, type StatCardItem } from '../../feedback/StatCards';
import { Table, type TableColumn } from '../../layout/Table';
import { sumMoney, useMoney } from '../shared/money';
import { PanelError, hasError } from '../shared/PanelError';
import { PanelShell } from '../shared/PanelShell';
import { PeriodFilter } from '../shared/PeriodFilter';
import { SignedAmount } from '../shared/SignedAmount';
import { ChartCard, EmptyBox, Section, SectionTitle, SummaryArea } from './ProfitPanel.styles';
import type { ProfitCategoryRow, ProfitPanelProps, ProfitSummary } from './ProfitPanel.types';

const summaryKeys = [
  'stake',
  'validBet',
  'payout',
  'profitLoss',
  'deposits',
  'withdrawals',
  'bonus',
] as const satisfies readonly (keyof ProfitSummary)[];
const summaryIcons = {
  stake: 'coins',
  validBet: 'verified',
  payout: 'reward',
  profitLoss: 'chart',
  deposits: 'deposit',
  withdrawals: 'withdraw',
  bonus: 'promo',
} as const satisfies Record<(typeof summaryKeys)[number], StatCardItem['icon']>;

/** The empty state's picture (kept out of JSX, where every literal reads as text). */
const emptyLook = { emptyIcon: 'chart' } as const;

/**
 * Personal profit and loss (member centre `personalProfit`): a period, the member's figures for it (stake, valid
 * bet, payout, profit/loss, deposits, withdrawals, bonus), the daily profit and loss as a chart (loaded on first
 * use) and the figures per game category with their totals. One empty state when the period has no activity.
 */
export const ProfitPanel = forwardRef<HTMLElement, ProfitPanelProps>(function ProfitPanel(
  {
    filters,
    onFiltersChange,
    summary,
    categories,
    series,
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
  const chartTitleId = useId();
  const tableTitleId = useId();
  const isFailed = hasError(error);
  const hasActivity =
    isLoading ||
    categories.length > 0 ||
    series.some((point) => point.value !== 0) ||
    (!!summary && summaryKeys.some((key) => summary[key] !== 0));

  const statItems = useMemo<StatCardItem[]>(
    () =>
      summaryKeys.map((key) => ({
        id: key,
        label: t(`profit.summary.${key}`),
        icon: summaryIcons[key],
        value: summary ? summary[key] : null,
        isSigned: key === 'profitLoss',
      })),
    [t, summary],
  );

  const columns = useMemo<TableColumn<ProfitCategoryRow>[]>(
    () => [
      { key: 'category', header: t('profit.columns.category'), cell: (r) => t(`categories.${r.category}`) },
      { key: 'betCount', header: t('profit.columns.betCount'), isNumeric: true, cell: (r) => count.format(r.betCount) },
      { key: 'stake', header: t('profit.columns.stake'), isNumeric: true, cell: (r) => money.format(r.stake) },
      {
        key: 'validBet',
        header: t('profit.columns.validBet'),
        isNumeric: true,
        hideOnPhone: true,
        cell: (r) => money.format(r.validBet),
      },
      { key: 'payout', header: t('profit.columns.payout'), isNumeric: true, cell: (r) => money.format(r.payout) },
      {
        key: 'profitLoss',
        header: t('profit.columns.profitLoss'),
        isNumeric: true,
        cell: (r) => <SignedAmount value={r.profitLoss} money={money} />,
      },
    ],
    [t, money, count],
  );

  const totals = useMemo(() => {
    if (categories.length === 0) return undefined;
    const sum = (pick: (row: ProfitCategoryRow) => number) => sumMoney(categories.map(pick));
    return {
      betCount: count.format(categories.reduce((n, row) => n + row.betCount, 0)),
      stake: money.format(sum((r) => r.stake)),
      validBet: money.format(sum((r) => r.validBet)),
      payout: money.format(sum((r) => r.payout)),
      profitLoss: <SignedAmount value={sum((r) => r.profitLoss)} money={money} />,
    };
  }, [categories, money, count]);

  let content;
  if (isFailed) content = <PanelError error={error} onRetry={onRetry} />;
  else if (!hasActivity)
    content = (
      <EmptyBox data-part="Empty">
        <EmptyState icon="chart" title={t('profit.empty.title')} description={t('profit.empty.description')} />
      </EmptyBox>
    );
  else
    content = (
      <>
        <SummaryArea data-part="Summary">
          <StatCards items={statItems} isLoading={isLoading} currencySymbol={money.symbol} />
        </SummaryArea>
        <Section aria-labelledby={chartTitleId} data-part="ChartSection">
          <SectionTitle id={chartTitleId}>{t('profit.chart.title')}</SectionTitle>
          <ChartCard>
            <LazyChart
              data={series}
              isLoading={isLoading}
              label={t('profit.chart.label')}
              currencySymbol={money.symbol}
            />
          </ChartCard>
        </Section>
        <Section aria-labelledby={tableTitleId} data-part="CategorySection">
          <SectionTitle id={tableTitleId}>{t('profit.categoriesTitle')}</SectionTitle>
          <Table<ProfitCategoryRow>
            data-part="Categories"
            columns={columns}
            rows={categories}
            getRowId={(r) => r.category}
            caption={t('profit.categoriesTitle')}
            isCaptionHidden
            isLoading={isLoading}
            loadingRowCount={4}
            totals={totals}
            {...emptyLook}
            emptyTitle={t('profit.categoriesEmpty')}
            emptyDescription={null}
          />
        </Section>
      </>
    );

  return (
    <PanelShell
      ref={ref}
      name="ProfitPanel"
      title={title ?? t('profit.title')}
      isTitleHidden={isTitleHidden}
      filtersLabel={t('common.filters')}
      filters={
        <PeriodFilter
          value={filters.range}
          onChange={(range) => onFiltersChange({ ...filters, range })}
          today={today}
          timeZone={timeZone}
          minDate={minDate}
        />
      }
      {...rest}
    >
      {content}
    </PanelShell>
  );
});
