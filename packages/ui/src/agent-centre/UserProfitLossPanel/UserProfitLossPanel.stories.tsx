import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TableSort } from '../../layout/Table';
import { last7, sampleTimeZone, sampleToday } from '../shared/agent.fixtures';
import { UserProfitLossPanel } from './UserProfitLossPanel';
import type { UserProfitLossFilters, UserProfitLossPanelProps, UserProfitLossRow } from './UserProfitLossPanel.types';
import { storyI18n, storyT } from '../../test/storyText';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';

/** Money as the panel writes it (symbol P; `isSigned` for gains shown with +), in the story's language. */
const storyMoney = (context: { loaded: Record<string, unknown> }) => {
  const lang = storyI18n(context).language;
  return (value: number, isSigned = false) => formatMoneyIn(lang, value, 'P', isSigned);
};

const sampleRows: UserProfitLossRow[] = [
  {
    account: 'hana_k',
    deposits: 50000,
    withdrawals: 32000,
    validBet: 102300.5,
    winLoss: -8420.25,
    bonus: 1200,
    net: -7220.25,
  },
  {
    account: 'lucky88',
    deposits: 12000,
    withdrawals: 15500,
    validBet: 58240,
    winLoss: 3810.4,
    bonus: 300,
    net: 4110.4,
  },
  { account: 'ryu2024', deposits: 5000, withdrawals: 0, validBet: 15880, winLoss: -1240, bonus: 0, net: -1240 },
  { account: 'mika_tan', deposits: 1000, withdrawals: 0, validBet: 4120.75, winLoss: 0, bonus: 88, net: 88 },
];

/** The site owns the filters, the page and the sort; this stand-in keeps them (and sorts the page) so the controls move. */
function ProfitLossDemo(args: UserProfitLossPanelProps) {
  const [filters, setFilters] = useState<UserProfitLossFilters>(args.filters);
  const [page, setPage] = useState(args.page);
  const [sort, setSort] = useState<TableSort | null>(args.sort ?? null);
  const rows = sort
    ? [...args.rows].sort((a, b) => {
        const key = sort.key as keyof UserProfitLossRow;
        const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
        return sort.direction === 'ascending' ? order : -order;
      })
    : args.rows;
  return (
    <UserProfitLossPanel
      {...args}
      rows={rows}
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
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        args.onSortChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Agent Centre/UserProfitLossPanel',
  component: UserProfitLossPanel,
  tags: ['!vrt', 'any-locale'],
  args: {
    filters: { range: last7, account: '' },
    rows: sampleRows,
    page: 1,
    pageCount: 3,
    totalItems: 12,
    today: sampleToday,
    timeZone: sampleTimeZone,
    currencySymbol: 'P',
    onFiltersChange: fn(),
    onPageChange: fn(),
    onSortChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    filters: { control: false },
    rows: { control: false },
    totals: { control: false },
    error: { control: 'boolean' },
  },
  render: (args) => <ProfitLossDemo {...args} />,
} satisfies Meta<typeof UserProfitLossPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

export const Playground: Story = {};

/** Each member's period: win/loss and net signed and coloured, the totals row adds the page up. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const money = storyMoney(context);
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t('agent.profitLoss.caption') });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      t('agent.profitLoss.columns.account'),
      t('agent.profitLoss.columns.deposits'),
      t('agent.profitLoss.columns.withdrawals'),
      t('agent.profitLoss.columns.validBet'),
      t('agent.profitLoss.columns.winLoss'),
      t('agent.profitLoss.columns.bonus'),
      t('agent.profitLoss.columns.net'),
    ]);
    await expect(within(table).getByText(money(4110.4, true))).toHaveAttribute('data-tone', 'positive');
    const totals = canvasElement.querySelector('[data-part="TotalsRow"]') as HTMLElement;
    await expect(totals).toHaveTextContent(money(68000));
    await expect(totals).toHaveTextContent(money(-5849.85));
    await expect(totals).toHaveTextContent(money(-4261.85));
  },
};

/** Server totals win over the page's sums. */
export const ServerTotals: Story = {
  args: {
    totals: { deposits: 240000, withdrawals: 180000, validBet: 910000, winLoss: -25000, bonus: 4000, net: -21000 },
  },
  play: async (context) => {
    const { canvasElement } = context;
    const money = storyMoney(context);
    const totals = canvasElement.querySelector('[data-part="TotalsRow"]') as HTMLElement;
    await expect(totals).toHaveTextContent(money(240000));
    await expect(totals).toHaveTextContent(money(-21000));
  },
};

/** Sorting by a column, the period, an account and the pages: each calls back. */
export const SortFilterPage: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('agent.profitLoss.columns.net') }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'net', direction: 'ascending' });
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('hana_k'));
    await userEvent.click(canvas.getByRole('button', { name: t('agent.profitLoss.columns.net') }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'net', direction: 'descending' });
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('lucky88'));

    await userEvent.click(canvas.getByRole('radio', { name: t('ui:dateRangePresets.today') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      range: { from: sampleToday, to: sampleToday, preset: 'today' },
      account: '',
    });
    await userEvent.type(
      canvas.getByRole('searchbox', { name: t('agent.profitLoss.columns.account') }),
      'hana_k{Enter}',
    );
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ account: 'hana_k' }));
    const pages = canvas.getByRole('navigation', { name: t('ui:pagination.label') });
    await userEvent.click(within(pages).getByRole('button', { name: t('ui:pagination.page', { page: 3 }) }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const Empty: Story = {
  args: { rows: [], pageCount: 0, totalItems: 0 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    await expect(within(canvasElement).getByRole('heading', { name: t('agent.profitLoss.empty.title') })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, rows: [] },
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
      <ProfitLossDemo {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    await waitFor(() => within(canvasElement).getByRole('list', { name: t('agent.profitLoss.caption') }));
  },
};
