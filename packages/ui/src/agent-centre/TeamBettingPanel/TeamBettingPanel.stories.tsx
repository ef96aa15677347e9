import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TableSort } from '../../layout/Table';
import { last7, sampleTimeZone, sampleToday, tokyoIso } from '../shared/agent.fixtures';
import { TeamBettingPanel } from './TeamBettingPanel';
import type {
  TeamBetRecord,
  TeamBettingFilters,
  TeamBettingPanelProps,
  TeamBettingSummary,
} from './TeamBettingPanel.types';

const sampleRecords: TeamBetRecord[] = [
  {
    id: 't1',
    account: 'lucky88',
    game: 'Fortune Tiger',
    category: 'RNG',
    stake: 200,
    validBet: 200,
    payout: 512.4,
    winLoss: 312.4,
    status: 'won',
    time: tokyoIso('21:42:13'),
  },
  {
    id: 't2',
    account: 'hana_k',
    game: 'Lightning Roulette',
    category: 'LIVE',
    stake: 1500,
    validBet: 1500,
    payout: 0,
    winLoss: -1500,
    status: 'lost',
    time: tokyoIso('20:15:02'),
  },
  {
    id: 't3',
    account: 'mika_tan',
    game: 'Premier League: ARS v CHE',
    category: 'SPORTS',
    stake: 300,
    validBet: 0,
    payout: 0,
    winLoss: 0,
    status: 'pending',
    time: tokyoIso('19:58:40'),
  },
  {
    id: 't4',
    account: 'kenji01',
    game: 'Jackpot Fishing',
    category: 'FISH',
    stake: 80,
    validBet: 80,
    payout: 96,
    winLoss: 16,
    status: 'won',
    time: tokyoIso('17:30:00', 1),
  },
  {
    id: 't5',
    account: 'ryu2024',
    game: 'Baccarat A',
    category: 'LIVE',
    stake: 1000,
    validBet: 0,
    payout: 1000,
    winLoss: 0,
    status: 'cancelled',
    time: tokyoIso('12:04:55', 2),
  },
];
const sampleSummary: TeamBettingSummary = {
  count: 342,
  stake: 84210,
  validBet: 79880.5,
  payout: 80950.25,
  winLoss: -3259.75,
};

/** The site owns the filters, the page and the sort; this stand-in keeps them so the controls move. */
function TeamBettingDemo(args: TeamBettingPanelProps) {
  const [filters, setFilters] = useState<TeamBettingFilters>(args.filters);
  const [page, setPage] = useState(args.page);
  const [sort, setSort] = useState<TableSort | null>(args.sort ?? null);
  return (
    <TeamBettingPanel
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
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        args.onSortChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Agent Centre/TeamBettingPanel',
  component: TeamBettingPanel,
  tags: ['!vrt'],
  args: {
    filters: { range: last7, account: '', category: null },
    records: sampleRecords,
    summary: sampleSummary,
    page: 1,
    pageCount: 69,
    totalItems: 342,
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
    records: { control: false },
    summary: { control: false },
    error: { control: 'boolean' },
  },
  render: (args) => <TeamBettingDemo {...args} />,
} satisfies Meta<typeof TeamBettingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

export const Playground: Story = {};

/** A page of the team's rounds over the totals of all 342: win/loss signed and coloured, open and void rounds show their state only. */
export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'チームのベット一覧' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['アカウント', 'ゲーム', 'カテゴリー', '賭け金', '有効ベット', '配当', '勝敗', '状態', '日時']);
    await expect(within(table).getByText('+P312.40')).toHaveAttribute('data-tone', 'positive');
    await expect(within(table).getByText('-P1,500.00')).toHaveAttribute('data-tone', 'negative');
    await expect(within(table).getByText('未確定')).toBeVisible();
    const totals = canvasElement.querySelector('[data-part="TotalsRow"]') as HTMLElement;
    await expect(totals).toHaveTextContent('合計（342 件）');
    await expect(totals).toHaveTextContent('-P3,259.75');
    await expect(within(table).getAllByRole('row')[1]!.querySelector('time')).toHaveTextContent('2026-11-25 21:42:13');
  },
};

/** Account (on submit), category and period are controlled: each change calls back with the whole new filter. */
export const Filters: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'アカウント' }), 'lucky88{Enter}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ range: last7, account: 'lucky88', category: null });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'カテゴリー' }), 'LIVE');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ range: last7, account: 'lucky88', category: 'LIVE' });
    await userEvent.click(canvas.getByRole('radio', { name: '昨日' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      range: { from: '2026-11-24', to: '2026-11-24', preset: 'yesterday' },
      account: 'lucky88',
      category: 'LIVE',
    });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'カテゴリー' }), '');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ category: null }));
  },
};

export const PagesAndSort: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', { name: 'ページ送り' });
    await userEvent.click(within(pages).getByRole('button', { name: '次のページ' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: '賭け金' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'stake', direction: 'ascending' });
  },
};

export const Empty: Story = {
  args: { records: [], summary: null, pageCount: 0, totalItems: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'この期間のチームベットはありません' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, records: [], summary: null },
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
      <TeamBettingDemo {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = await waitFor(() => within(canvasElement).getByRole('list', { name: 'チームのベット一覧' }));
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(sampleRecords.length);
  },
};
