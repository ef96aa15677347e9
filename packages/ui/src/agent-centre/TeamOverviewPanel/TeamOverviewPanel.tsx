import { forwardRef, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyChart } from '../../feedback/Chart';
import { EmptyState } from '../../feedback/EmptyState';
import { StatCards, type StatCardItem } from '../../feedback/StatCards';
import { useMoney } from '../../member-centre/shared/money';
import { PanelError, hasError } from '../../member-centre/shared/PanelError';
import { PanelShell } from '../../member-centre/shared/PanelShell';
import { PeriodFilter } from '../../member-centre/shared/PeriodFilter';
import { EmptyBox } from '../shared/agent.styles';
import { ChartCard, ChartTitle, Charts, Section, SectionTitle, SummaryArea } from './TeamOverviewPanel.styles';
import type { TeamOverviewPanelProps, TeamOverviewSummary } from './TeamOverviewPanel.types';

const summaryKeys = [
  'teamSize',
  'newMembers',
  'activeMembers',
  'deposits',
  'withdrawals',
  'validBet',
  'profitLoss',
] as const satisfies readonly (keyof TeamOverviewSummary)[];
const countKeys: ReadonlySet<string> = new Set(['teamSize', 'newMembers', 'activeMembers']);
const summaryIcons = {
  teamSize: 'users',
  newMembers: 'user',
  activeMembers: 'zap',
  deposits: 'deposit',
  withdrawals: 'withdraw',
  validBet: 'verified',
  profitLoss: 'chart',
} as const satisfies Record<(typeof summaryKeys)[number], StatCardItem['icon']>;
const seriesKeys = ['validBet', 'profitLoss'] as const;

/**
 * The team at a glance (agent centre `agentTeamOverview`): a period, the team's size and new and active members,
 * its deposits, withdrawals, valid bet and profit and loss (signed and coloured), and the valid bet and the profit
 * and loss day by day as two charts (loaded on first use). One empty state when the period has no activity.
 */
export const TeamOverviewPanel = forwardRef<HTMLElement, TeamOverviewPanelProps>(function TeamOverviewPanel(
  {
    filters,
    onFiltersChange,
    summary,
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
  const { t } = useTranslation('centre');
  const money = useMoney({ currency, currencySymbol });
  const chartsTitleId = useId();
  const isFailed = hasError(error);
  // Team size alone is not activity: a team with no deposits, bets or joiners had a quiet period.
  const hasActivity =
    isLoading ||
    series.some((day) => day.validBet !== 0 || day.profitLoss !== 0) ||
    (!!summary && summaryKeys.some((key) => key !== 'teamSize' && summary[key] !== 0));

  const statItems = useMemo<StatCardItem[]>(
    () =>
      summaryKeys.map((key) => ({
        id: key,
        label: t(`agent.overview.summary.${key}`),
        icon: summaryIcons[key],
        value: summary ? summary[key] : null,
        format: countKeys.has(key) ? 'count' : 'money',
        isSigned: key === 'profitLoss',
      })),
    [t, summary],
  );
  const chartData = useMemo(
    () =>
      Object.fromEntries(
        seriesKeys.map((key) => [key, series.map((day) => ({ date: day.date, value: day[key] }))]),
      ) as Record<(typeof seriesKeys)[number], { date: string; value: number }[]>,
    [series],
  );

  let content;
  if (isFailed) content = <PanelError error={error} onRetry={onRetry} />;
  else if (!hasActivity)
    content = (
      <EmptyBox data-part="Empty">
        <EmptyState
          size="sm"
          icon="users"
          title={t('agent.overview.empty.title')}
          description={t('agent.overview.empty.description')}
        />
      </EmptyBox>
    );
  else
    content = (
      <>
        <SummaryArea role="group" aria-label={t('agent.overview.summaryLabel')} data-part="Summary">
          <StatCards items={statItems} isLoading={isLoading} currencySymbol={money.symbol} />
        </SummaryArea>
        <Section aria-labelledby={chartsTitleId} data-part="ChartSection">
          <SectionTitle id={chartsTitleId}>{t('agent.overview.chart.title')}</SectionTitle>
          <Charts>
            {seriesKeys.map((key) => (
              <ChartCard key={key} data-part={`Chart-${key}`}>
                <ChartTitle aria-hidden="true">{t(`agent.overview.chart.${key}`)}</ChartTitle>
                <LazyChart
                  data={chartData[key]}
                  isLoading={isLoading}
                  label={t(`agent.overview.chart.${key}`)}
                  currencySymbol={money.symbol}
                />
              </ChartCard>
            ))}
          </Charts>
        </Section>
      </>
    );

  return (
    <PanelShell
      ref={ref}
      name="TeamOverviewPanel"
      title={title ?? t('agent.overview.title')}
      isTitleHidden={isTitleHidden}
      filtersLabel={t('agent.common.filters')}
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
