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
import { storyI18n, storyT } from '../../test/storyText';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';

/** Money as the panel writes it (symbol P; `isSigned` for gains shown with +), in the story's language. */
const storyMoney = (context: { loaded: Record<string, unknown> }) => {
  const lang = storyI18n(context).language;
  return (value: number, isSigned = false) => formatMoneyIn(lang, value, 'P', isSigned);
};

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
  tags: ['!vrt', 'any-locale'],
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
  play: async (context) => {
    const money = storyMoney(context);
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t('agent.transactions.caption') });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      t('agent.transactions.columns.account'),
      t('agent.transactions.columns.type'),
      t('agent.transactions.columns.amount'),
      t('agent.transactions.columns.status'),
      t('agent.transactions.columns.time'),
    ]);
    const row = within(table).getByRole('cell', { name: 'lucky88' }).closest('tr')!;
    await expect(row).toHaveTextContent(t('agent.transactions.types.withdrawal'));
    await expect(row).toHaveTextContent(money(15500));
    await expect(row).toHaveTextContent(t('ui:statusBadge.transaction.processing'));
    await expect(within(table).getByText(t('agent.transactions.types.transferIn'))).toBeVisible();
  },
};

/** Type, account (on submit), period and pages: each calls back. */
export const FiltersAndPages: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('agent.transactions.columns.type') }),
      'withdrawal',
    );
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ range: last7, type: 'withdrawal', account: '' });
    await userEvent.type(canvas.getByRole('searchbox', { name: t('agent.transactions.columns.account') }), 'lucky88');
    await userEvent.click(canvas.getByRole('button', { name: t('agent.common.search') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      range: last7,
      type: 'withdrawal',
      account: 'lucky88',
    });
    await userEvent.click(canvas.getByRole('radio', { name: t('ui:dateRangePresets.today') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      range: { from: sampleToday, to: sampleToday, preset: 'today' },
      type: 'withdrawal',
      account: 'lucky88',
    });
    const pages = canvas.getByRole('navigation', { name: t('ui:pagination.label') });
    await userEvent.click(within(pages).getByRole('button', { name: t('ui:pagination.page', { page: 4 }) }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const Empty: Story = {
  args: { transactions: [], pageCount: 0, totalItems: 0 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    await expect(
      within(canvasElement).getByRole('heading', { name: t('agent.transactions.empty.title') }),
    ).toBeVisible();
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
      <TransactionsDemo {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const list = await waitFor(() =>
      within(canvasElement).getByRole('list', { name: t('agent.transactions.caption') }),
    );
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleTransactions.length);
  },
};
