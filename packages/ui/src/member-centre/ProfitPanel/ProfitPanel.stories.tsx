import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  sampleProfitCategories,
  sampleProfitSeries,
  sampleProfitSummary,
  sampleTimeZone,
  sampleToday,
} from '../shared/records.fixtures';
import { ProfitPanel } from './ProfitPanel';
import type { ProfitFilters, ProfitPanelProps } from './ProfitPanel.types';
import { storyT } from '../../test/storyText';
import { storyMoney } from '../shared/storyFormat';

const last30 = { from: '2026-10-27', to: sampleToday, preset: 'last30' } as const;

function ProfitDemo(args: ProfitPanelProps) {
  const [filters, setFilters] = useState<ProfitFilters>(args.filters);
  return (
    <ProfitPanel
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
  title: 'Member Centre/ProfitPanel',
  component: ProfitPanel,
  tags: ['any-locale'],
  args: {
    filters: { range: last30 },
    summary: sampleProfitSummary,
    categories: sampleProfitCategories,
    series: sampleProfitSeries,
    today: sampleToday,
    timeZone: sampleTimeZone,
    currencySymbol: 'P',
    onFiltersChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    filters: { control: false },
    summary: { control: false },
    categories: { control: false },
    series: { control: false },
    error: { control: 'boolean' },
  },
  render: (args) => <ProfitDemo {...args} />,
} satisfies Meta<typeof ProfitPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chart arrives in its own chunk: wait for its bars before looking (and before the screenshot). */
const chartDrawn = (canvasElement: HTMLElement, bars = 30) =>
  waitFor(() => expect(canvasElement.querySelectorAll('[data-part="Bar"]')).toHaveLength(bars), { timeout: 5000 });

export const Playground: Story = { tags: ['!vrt'] };

/** The period's figures, the daily profit and loss, and the figures per category with their totals. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    const tu = storyT(context, 'ui');
    const money = storyMoney(context);
    const canvas = within(canvasElement);
    await chartDrawn(canvasElement);
    const terms = canvas.getAllByRole('term').map((dt) => dt.textContent);
    await expect(terms).toEqual(
      ['stake', 'validBet', 'payout', 'profitLoss', 'deposits', 'withdrawals', 'bonus'].map((key) =>
        t(`profit.summary.${key}`),
      ),
    );
    const profit = canvasElement.querySelector('[data-stat="profitLoss"] [data-part="Value"]')!;
    await expect(profit).toHaveTextContent(money(-3309.25));
    await expect(profit).toHaveAttribute('data-tone', 'negative');
    await expect(canvas.getByRole('group', { name: t('profit.chart.label') })).toBeVisible();
    const table = canvas.getByRole('table', { name: t('profit.categoriesTitle') });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleProfitCategories.length + 2);
    await expect(
      within(table)
        .getByRole('cell', { name: t('categories.SPORTS') })
        .closest('tr'),
    ).toHaveTextContent(money(1215.5, true));
    // The totals row adds the categories up (in cents: no floating-point drift).
    const totals = canvasElement.querySelector('[data-part="TotalsRow"]') as HTMLElement;
    await expect(within(totals).getByRole('rowheader', { name: tu('table.totals') })).toBeVisible();
    await expect(totals).toHaveTextContent('128');
    await expect(totals).toHaveTextContent(money(48_520));
    await expect(totals).toHaveTextContent(money(-3309.25));
  },
};

/** The period presets call back with the new range. */
export const PeriodChange: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const tu = storyT(context, 'ui');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: tu('dateRangePresets.last30') })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: tu('dateRangePresets.last7') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      range: { from: '2026-11-19', to: sampleToday, preset: 'last7' },
    });
    await userEvent.click(canvas.getByRole('radio', { name: tu('dateRangePresets.today') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      range: { from: sampleToday, to: sampleToday, preset: 'today' },
    });
  },
};

export const Loading: Story = {
  tags: ['vrt'],
  args: { isLoading: true, summary: null, categories: [], series: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('status', { name: storyT(context, 'feedback')('stats.loading') }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('status', { name: storyT(context, 'feedback')('chart.loading') }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No bets, deposits, withdrawals or bonuses in the period: one empty state, not three empty parts. */
export const NoActivity: Story = {
  tags: ['vrt'],
  args: {
    summary: { stake: 0, validBet: 0, payout: 0, profitLoss: 0, deposits: 0, withdrawals: 0, bonus: 0 },
    categories: [],
    series: [],
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('profit.empty.title') })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelector('[data-component="StatCards"]')).toBeNull();
  },
};

/** Deposits without bets are activity: the figures show, the category table says it has no bets. */
export const DepositsOnly: Story = {
  tags: ['!vrt'],
  args: {
    summary: { stake: 0, validBet: 0, payout: 0, profitLoss: 0, deposits: 5000, withdrawals: 0, bonus: 0 },
    categories: [],
    series: [],
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    const money = storyMoney(context);
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-stat="deposits"]')).toHaveTextContent(money(5000));
    await expect(canvas.getByRole('heading', { name: t('profit.categoriesEmpty') })).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['!vrt'],
  args: { error: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'records');
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a 360 px phone: one figure per row, the chart at full width, the categories as cards. */
export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ProfitDemo {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    await chartDrawn(canvasElement);
    const list = within(canvasElement).getByRole('list', { name: t('profit.categoriesTitle') });
    // Four categories and the totals card.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};
