import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { last7, sampleDays, sampleTimeZone, sampleToday } from '../shared/agent.fixtures';
import { TeamOverviewPanel } from './TeamOverviewPanel';
import type {
  TeamOverviewDay,
  TeamOverviewFilters,
  TeamOverviewPanelProps,
  TeamOverviewSummary,
} from './TeamOverviewPanel.types';
import { storyI18n, storyT } from '../../test/storyText';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';

/** Money as the panel writes it (symbol P; `isSigned` for gains shown with +), in the story's language. */
const storyMoney = (context: { loaded: Record<string, unknown> }) => {
  const lang = storyI18n(context).language;
  return (value: number, isSigned = false) => formatMoneyIn(lang, value, 'P', isSigned);
};

const validBets = [18250, 22410.5, 15980, 30120.75, 26400, 19875.25, 24630];
const profits = [1250.5, -3420, 860.25, -5120.75, 2310, -980.5, 1745];
const sampleSeries: TeamOverviewDay[] = sampleDays.map((date, i) => ({
  date,
  validBet: validBets[i]!,
  profitLoss: profits[i]!,
}));
const sampleSummary: TeamOverviewSummary = {
  teamSize: 248,
  newMembers: 17,
  activeMembers: 96,
  deposits: 184500,
  withdrawals: 121340.5,
  validBet: 157666.5,
  profitLoss: -3355.5,
};

/** The site owns the period; this stand-in keeps it so the presets move. */
function OverviewDemo(args: TeamOverviewPanelProps) {
  const [filters, setFilters] = useState<TeamOverviewFilters>(args.filters);
  return (
    <TeamOverviewPanel
      {...args}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        args.onFiltersChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Agent Centre/TeamOverviewPanel',
  component: TeamOverviewPanel,
  tags: ['!vrt', 'any-locale'],
  args: {
    filters: { range: last7 },
    summary: sampleSummary,
    series: sampleSeries,
    today: sampleToday,
    timeZone: sampleTimeZone,
    currencySymbol: 'P',
    onFiltersChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    filters: { control: false },
    summary: { control: false },
    series: { control: false },
    error: { control: 'boolean' },
  },
  render: (args) => <OverviewDemo {...args} />,
} satisfies Meta<typeof TeamOverviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };
/** The charts arrive in their own chunk: wait for their bars (7 days, two charts). */
const chartsDrawn = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelectorAll('[data-part="Bar"]')).toHaveLength(14), { timeout: 5000 });

export const Playground: Story = {};

/** The team's seven figures (profit and loss signed and coloured) and the two daily charts. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const money = storyMoney(context);
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await chartsDrawn(canvasElement);
    const figures = canvas.getByRole('group', { name: t('agent.overview.summaryLabel') });
    await expect(
      within(figures)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual([
      t('agent.overview.summary.teamSize'),
      t('agent.overview.summary.newMembers'),
      t('agent.overview.summary.activeMembers'),
      t('agent.overview.summary.deposits'),
      t('agent.overview.summary.withdrawals'),
      t('agent.overview.summary.validBet'),
      t('agent.overview.summary.profitLoss'),
    ]);
    await expect(canvasElement.querySelector('[data-stat="teamSize"] [data-part="Value"]')).toHaveTextContent(
      new Intl.NumberFormat(storyI18n(context).language, { maximumFractionDigits: 0 }).format(248),
    );
    const profit = canvasElement.querySelector('[data-stat="profitLoss"] [data-part="Value"]')!;
    await expect(profit).toHaveTextContent(money(-3355.5));
    await expect(profit).toHaveAttribute('data-tone', 'negative');
    await expect(canvas.getByRole('group', { name: t('agent.overview.chart.validBet') })).toBeVisible();
    await expect(canvas.getByRole('group', { name: t('agent.overview.chart.profitLoss') })).toBeVisible();
  },
};

/** The period presets call back with the new range. */
export const PeriodChange: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('ui:dateRangePresets.today') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      range: { from: sampleToday, to: sampleToday, preset: 'today' },
    });
    await expect(canvas.getByRole('radio', { name: t('ui:dateRangePresets.today') })).toBeChecked();
  },
};

export const Loading: Story = {
  args: { isLoading: true, summary: null, series: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: t('feedback:stats.loading') })).toBeInTheDocument();
  },
};

/** A team that did nothing in the period: one empty state. */
export const Empty: Story = {
  args: {
    summary: {
      teamSize: 248,
      newMembers: 0,
      activeMembers: 0,
      deposits: 0,
      withdrawals: 0,
      validBet: 0,
      profitLoss: 0,
    },
    series: [],
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('agent.overview.empty.title') })).toBeVisible();
    await expect(canvasElement.querySelector('[data-component="StatCards"]')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { error: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: t('records:common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('radio', { name: t('ui:dateRangePresets.today') })).toBeEnabled();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => chartsDrawn(canvasElement),
};

/** On a 360 px phone: the figures in two columns, the charts one under the other. */
export const Phone: Story = {
  globals: phone,
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <OverviewDemo {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => chartsDrawn(canvasElement),
};
