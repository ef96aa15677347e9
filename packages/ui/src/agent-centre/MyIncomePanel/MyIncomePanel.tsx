import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCards, type StatCardItem } from '../../feedback/StatCards';
import { Select } from '../../forms/Select';
import { Table, type TableColumn } from '../../layout/Table';
import { Pagination } from '../../navigation/Pagination';
import { RecordBadge } from '../../member-centre/shared/RecordBadge';
import { useMoney } from '../../member-centre/shared/money';
import { PanelError, hasError } from '../../member-centre/shared/PanelError';
import { PanelShell } from '../../member-centre/shared/PanelShell';
import { PeriodFilter } from '../../member-centre/shared/PeriodFilter';
import { AgentTime, agentDateTime, formatAgentDate } from '../shared/AgentTime';
import { PeriodText, SummaryArea } from './MyIncomePanel.styles';
import { incomeTypes, type IncomeRecord, type IncomeType, type MyIncomePanelProps } from './MyIncomePanel.types';

const typeLooks = {
  commission: { tone: 'accent', icon: 'percent' },
  dailySalary: { tone: 'info', icon: 'calendar' },
  hourlySalary: { tone: 'info', icon: 'clock' },
  realTimeSalary: { tone: 'info', icon: 'zap' },
  dividend: { tone: 'success', icon: 'diamond' },
} as const satisfies Record<IncomeType, { tone: 'accent' | 'info' | 'success'; icon: StatCardItem['icon'] }>;
const emptyLook = { emptyIcon: 'coins' } as const;
/** Between the two ends of a period (kept out of JSX, where every literal reads as text). */
const rangeDash = ' – ';

/**
 * The agent's income (agent centre `myIncome`): a period and a type, the period's total per type (commission,
 * daily, hourly and real-time salary, dividend) as figures, then the payments of one page with their type, the
 * period they pay for, the amount and when they were paid. Cards on a narrow panel.
 */
export const MyIncomePanel = forwardRef<HTMLElement, MyIncomePanelProps>(function MyIncomePanel(
  {
    filters,
    onFiltersChange,
    records,
    totals,
    types = incomeTypes,
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

  const statItems = useMemo<StatCardItem[]>(
    () =>
      types.map((type) => ({
        id: type,
        label: t(`agent.income.types.${type}`),
        icon: typeLooks[type].icon,
        value: totals?.[type] ?? null,
      })),
    [t, types, totals],
  );

  const columns = useMemo<TableColumn<IncomeRecord>[]>(() => {
    const period = (record: IncomeRecord) => {
      const from = formatAgentDate(record.period.from, timeZone);
      const end = formatAgentDate(record.period.to, timeZone);
      // An hour on one day: the day once ('2026-11-25 20:00 – 20:59').
      const to = end.length > 10 && end.slice(0, 10) === from.slice(0, 10) ? end.slice(11) : end;
      return (
        <PeriodText data-part="Period">
          <time dateTime={agentDateTime(record.period.from)}>{from}</time>
          {from === to ? null : (
            <>
              {rangeDash}
              <time dateTime={agentDateTime(record.period.to)}>{to}</time>
            </>
          )}
        </PeriodText>
      );
    };
    return [
      {
        key: 'type',
        header: t('agent.income.columns.type'),
        cell: (r) => <RecordBadge look={typeLooks[r.type]} label={t(`agent.income.types.${r.type}`)} />,
      },
      { key: 'period', header: t('agent.income.columns.period'), cell: period },
      { key: 'amount', header: t('agent.income.columns.amount'), isNumeric: true, cell: (r) => money.format(r.amount) },
      {
        key: 'time',
        header: t('agent.income.columns.time'),
        hideOnPhone: true,
        cell: (r) => <AgentTime time={r.time} timeZone={timeZone} />,
      },
    ];
  }, [t, money, timeZone]);

  const typeOptions = useMemo(
    () => [
      { value: '', label: t('agent.income.allTypes') },
      ...types.map((type) => ({ value: type, label: t(`agent.income.types.${type}`) })),
    ],
    [t, types],
  );
  const showSummary = !isFailed && (isLoading || !!totals);
  const showPages = !isFailed && pageCount > 1 && (isLoading || records.length > 0);

  return (
    <PanelShell
      ref={ref}
      name="MyIncomePanel"
      title={title ?? t('agent.income.title')}
      isTitleHidden={isTitleHidden}
      filtersLabel={t('agent.common.filters')}
      filters={
        <>
          <Select
            data-part="TypeFilter"
            label={t('agent.income.type')}
            placeholder={null}
            options={typeOptions}
            value={filters.type ?? ''}
            onChange={(event) =>
              onFiltersChange({ ...filters, type: (event.target.value || null) as IncomeType | null })
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
        showSummary ? (
          <SummaryArea role="group" aria-label={t('agent.income.summaryLabel')} data-part="Summary">
            <StatCards items={statItems} isLoading={isLoading} currencySymbol={money.symbol} maxColumns={3} />
          </SummaryArea>
        ) : null
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
        <Table<IncomeRecord>
          data-part="Records"
          columns={columns}
          rows={records}
          getRowId={(r) => r.id}
          caption={t('agent.income.caption')}
          isCaptionHidden
          isLoading={isLoading}
          {...emptyLook}
          emptyTitle={t('agent.income.empty.title')}
          emptyDescription={t('agent.income.empty.description')}
        />
      )}
    </PanelShell>
  );
});
