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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartDrawn(canvasElement);
    const terms = canvas.getAllByRole('term').map((dt) => dt.textContent);
    await expect(terms).toEqual(['賭け金', '有効ベット', '配当', '損益', '入金額', '出金額', 'ボーナス']);
    const profit = canvasElement.querySelector('[data-stat="profitLoss"] [data-part="Value"]')!;
    await expect(profit).toHaveTextContent('-P3,309.25');
    await expect(profit).toHaveAttribute('data-tone', 'negative');
    await expect(canvas.getByRole('group', { name: '日別の損益' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'カテゴリー別' });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleProfitCategories.length + 2);
    await expect(within(table).getByRole('cell', { name: 'スポーツ' }).closest('tr')).toHaveTextContent('+P1,215.50');
    // The totals row adds the categories up (in cents: no floating-point drift).
    const totals = canvasElement.querySelector('[data-part="TotalsRow"]') as HTMLElement;
    await expect(within(totals).getByRole('rowheader', { name: '合計' })).toBeVisible();
    await expect(totals).toHaveTextContent('128');
    await expect(totals).toHaveTextContent('P48,520.00');
    await expect(totals).toHaveTextContent('-P3,309.25');
  },
};

/** The period presets call back with the new range. */
export const PeriodChange: Story = {
  tags: ['!vrt'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '過去30日間' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '過去7日間' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      range: { from: '2026-11-19', to: sampleToday, preset: 'last7' },
    });
    await userEvent.click(canvas.getByRole('radio', { name: '今日' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      range: { from: sampleToday, to: sampleToday, preset: 'today' },
    });
  },
};

export const Loading: Story = {
  tags: ['vrt'],
  args: { isLoading: true, summary: null, categories: [], series: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: '集計を読み込み中' })).toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: 'グラフを読み込み中' })).toBeInTheDocument();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'この期間の取引はありません' })).toBeVisible();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-stat="deposits"]')).toHaveTextContent('P5,000.00');
    await expect(canvas.getByRole('heading', { name: 'カテゴリー別のベットはありません' })).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['!vrt'],
  args: { error: true },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '再試行' }));
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
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    const list = within(canvasElement).getByRole('list', { name: 'カテゴリー別' });
    // Four categories and the totals card.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};
