import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { last7, sampleTimeZone, sampleToday, tokyoIso } from '../shared/agent.fixtures';
import { TransactionDetailsPanel } from './TransactionDetailsPanel';
import type {
  TeamTransaction,
  TransactionDetailsFilters,
  TransactionDetailsPanelProps,
} from './TransactionDetailsPanel.types';

const sampleTransactions: TeamTransaction[] = [
  { id: 'x1', account: 'hana_k', type: 'deposit', amount: 20000, status: 'success', time: tokyoIso('22:10:45') },
  { id: 'x2', account: 'lucky88', type: 'withdrawal', amount: 15500, status: 'processing', time: tokyoIso('19:02:11') },
  { id: 'x3', account: 'mika_tan', type: 'transferIn', amount: 500, status: 'success', time: tokyoIso('14:30:00') },
  {
    id: 'x4',
    account: 'ryu2024',
    type: 'transferOut',
    amount: 1200.5,
    status: 'success',
    time: tokyoIso('09:12:09', 1),
  },
  { id: 'x5', account: 'sora77', type: 'deposit', amount: 300, status: 'failed', time: tokyoIso('23:59:01', 2) },
];

/** The site owns the filters and the page; this stand-in keeps them so the controls move. */
function TransactionsDemo(args: TransactionDetailsPanelProps) {
  const [filters, setFilters] = useState<TransactionDetailsFilters>(args.filters);
  const [page, setPage] = useState(args.page);
  return (
    <TransactionDetailsPanel
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
  title: 'Agent Centre/TransactionDetailsPanel',
  component: TransactionDetailsPanel,
  tags: ['!vrt'],
  args: {
    filters: { range: last7, type: null, account: '' },
    transactions: sampleTransactions,
    page: 1,
    pageCount: 4,
    totalItems: 19,
    today: sampleToday,
    timeZone: sampleTimeZone,
    currencySymbol: 'P',
    onFiltersChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  argTypes: { filters: { control: false }, transactions: { control: false }, error: { control: 'boolean' } },
  render: (args) => <TransactionsDemo {...args} />,
} satisfies Meta<typeof TransactionDetailsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

export const Playground: Story = {};

/** The team's deposits, withdrawals and transfers with their type and state. */
export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'チームの取引' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['アカウント', '種類', '金額', '状態', '日時']);
    const row = within(table).getByRole('cell', { name: 'lucky88' }).closest('tr')!;
    await expect(row).toHaveTextContent('出金');
    await expect(row).toHaveTextContent('P15,500.00');
    await expect(row).toHaveTextContent('処理中');
    await expect(within(table).getByText('振替入金')).toBeVisible();
  },
};

/** Type, account (on submit), period and pages: each calls back. */
export const FiltersAndPages: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '種類' }), 'withdrawal');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ range: last7, type: 'withdrawal', account: '' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'アカウント' }), 'lucky88');
    await userEvent.click(canvas.getByRole('button', { name: '検索' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      range: last7,
      type: 'withdrawal',
      account: 'lucky88',
    });
    await userEvent.click(canvas.getByRole('radio', { name: '今日' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      range: { from: sampleToday, to: sampleToday, preset: 'today' },
      type: 'withdrawal',
      account: 'lucky88',
    });
    const pages = canvas.getByRole('navigation', { name: 'ページ送り' });
    await userEvent.click(within(pages).getByRole('button', { name: '4ページ目' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const Empty: Story = {
  args: { transactions: [], pageCount: 0, totalItems: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'この期間の取引はありません' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, transactions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { error: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(within(canvasElement).getByRole('alert')).getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const Phone: Story = {
  globals: phone,
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <TransactionsDemo {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = await waitFor(() => within(canvasElement).getByRole('list', { name: 'チームの取引' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleTransactions.length);
  },
};
