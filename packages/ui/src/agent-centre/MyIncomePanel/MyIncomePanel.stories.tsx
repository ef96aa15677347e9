import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { last7, sampleTimeZone, sampleToday, tokyoIso } from '../shared/agent.fixtures';
import { MyIncomePanel } from './MyIncomePanel';
import type { IncomeRecord, MyIncomeFilters, MyIncomePanelProps } from './MyIncomePanel.types';
import { storyI18n, storyT } from '../../test/storyText';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';

/** Money as the panel writes it (symbol P; `isSigned` for gains shown with +), in the story's language. */
const storyMoney = (context: { loaded: Record<string, unknown> }) => {
  const lang = storyI18n(context).language;
  return (value: number, isSigned = false) => formatMoneyIn(lang, value, 'P', isSigned);
};

const sampleRecords: IncomeRecord[] = [
  {
    id: 'i1',
    type: 'realTimeSalary',
    period: { from: tokyoIso('21:00:00'), to: tokyoIso('21:59:59') },
    amount: 12.45,
    time: tokyoIso('22:00:05'),
  },
  {
    id: 'i2',
    type: 'hourlySalary',
    period: { from: tokyoIso('20:00:00'), to: tokyoIso('20:59:59') },
    amount: 38.2,
    time: tokyoIso('21:00:10'),
  },
  {
    id: 'i3',
    type: 'dailySalary',
    period: { from: '2026-11-24', to: '2026-11-24' },
    amount: 465.8,
    time: tokyoIso('02:00:00'),
  },
  {
    id: 'i4',
    type: 'commission',
    period: { from: '2026-11-17', to: '2026-11-23' },
    amount: 3820.5,
    time: tokyoIso('03:00:00', 1),
  },
  {
    id: 'i5',
    type: 'dividend',
    period: { from: '2026-11-01', to: '2026-11-15' },
    amount: 12500,
    time: tokyoIso('10:00:00', 9),
  },
];
const sampleTotals = {
  commission: 3820.5,
  dailySalary: 2980.4,
  hourlySalary: 611.2,
  realTimeSalary: 254.75,
  dividend: 12500,
};

/** The site owns the filters and the page; this stand-in keeps them so the controls move. */
function IncomeDemo(args: MyIncomePanelProps) {
  const [filters, setFilters] = useState<MyIncomeFilters>(args.filters);
  const [page, setPage] = useState(args.page);
  return (
    <MyIncomePanel
      {...args}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        args.onFiltersChange(next);
      }}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Agent Centre/MyIncomePanel',
  component: MyIncomePanel,
  tags: ['!vrt', 'any-locale'],
  args: {
    filters: { range: last7, type: null },
    records: sampleRecords,
    totals: sampleTotals,
    page: 1,
    pageCount: 8,
    totalItems: 38,
    today: sampleToday,
    timeZone: sampleTimeZone,
    currencySymbol: 'P',
    onFiltersChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    filters: { control: false },
    records: { control: false },
    totals: { control: false },
    error: { control: 'boolean' },
  },
  render: (args) => <IncomeDemo {...args} />,
} satisfies Meta<typeof MyIncomePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

export const Playground: Story = {};

/** The period's totals per type, then the payments with the period each pays for. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const money = storyMoney(context);
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    const figures = canvas.getByRole('group', { name: t('agent.income.summaryLabel') });
    await expect(
      within(figures)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual([
      t('agent.income.types.commission'),
      t('agent.income.types.dailySalary'),
      t('agent.income.types.hourlySalary'),
      t('agent.income.types.realTimeSalary'),
      t('agent.income.types.dividend'),
    ]);
    await expect(canvasElement.querySelector('[data-stat="dividend"] [data-part="Value"]')).toHaveTextContent(
      money(12500),
    );
    const table = canvas.getByRole('table', { name: t('agent.income.caption') });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleRecords.length + 1);
    // A week as two days, an hour as two times, a single day once.
    await expect(within(table).getByText('2026-11-17')).toBeVisible();
    await expect(within(table).getByText('2026-11-25 20:00')).toBeVisible();
    await expect(within(table).getByText('20:59')).toHaveAttribute('dateTime', '2026-11-25T11:59:59.000Z');
    const daily = within(table).getAllByRole('row')[3]!;
    await expect(daily).toHaveTextContent(t('agent.income.types.dailySalary'));
    await expect(daily.querySelectorAll('[data-part="Period"] time')).toHaveLength(1);
  },
};

/** The type and the period call back; so do the pages. */
export const FiltersAndPages: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('agent.income.type') }), 'dividend');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ range: last7, type: 'dividend' });
    await userEvent.click(canvas.getByRole('radio', { name: t('ui:dateRangePresets.yesterday') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      range: { from: '2026-11-24', to: '2026-11-24', preset: 'yesterday' },
      type: 'dividend',
    });
    const pages = canvas.getByRole('navigation', { name: t('ui:pagination.label') });
    await userEvent.click(within(pages).getByRole('button', { name: t('ui:pagination.next') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** A merchant that pays only commission and dividends: two cards, two types to filter by. */
export const SomeTypes: Story = {
  args: {
    types: ['commission', 'dividend'],
    records: sampleRecords.filter((r) => r.type === 'commission' || r.type === 'dividend'),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('group', { name: t('agent.income.summaryLabel') })).getAllByRole('term'),
    ).toHaveLength(2);
    await expect(
      within(canvas.getByRole('combobox', { name: t('agent.income.type') })).getAllByRole('option'),
    ).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { records: [], totals: null, pageCount: 0, totalItems: 0 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    await expect(within(canvasElement).getByRole('heading', { name: t('agent.income.empty.title') })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, records: [], totals: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { error: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    await userEvent.click(
      within(within(canvasElement).getByRole('alert')).getByRole('button', { name: t('records:common.retry') }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const Phone: Story = {
  globals: phone,
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <IncomeDemo {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const list = await waitFor(() => within(canvasElement).getByRole('list', { name: t('agent.income.caption') }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleRecords.length);
  },
};
