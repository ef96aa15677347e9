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
import { storyI18n, storyT } from '../../test/storyText';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';

/** Money as the panel writes it (symbol P; `isSigned` for gains shown with +), in the story's language. */
const storyMoney = (context: { loaded: Record<string, unknown> }) => {
  const lang = storyI18n(context).language;
  return (value: number, isSigned = false) => formatMoneyIn(lang, value, 'P', isSigned);
};

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
  tags: ['!vrt', 'any-locale'],
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
  play: async (context) => {
    const money = storyMoney(context);
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t('agent.betting.caption') });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      t('agent.betting.columns.account'),
      t('agent.betting.columns.game'),
      t('agent.betting.columns.category'),
      t('agent.betting.columns.stake'),
      t('agent.betting.columns.validBet'),
      t('agent.betting.columns.payout'),
      t('agent.betting.columns.winLoss'),
      t('agent.betting.columns.status'),
      t('agent.betting.columns.time'),
    ]);
    await expect(within(table).getByText(money(312.4, true))).toHaveAttribute('data-tone', 'positive');
    await expect(within(table).getByText(money(-1500))).toHaveAttribute('data-tone', 'negative');
    await expect(within(table).getByText(t('ui:statusBadge.bet.pending'))).toBeVisible();
    const totals = canvasElement.querySelector('[data-part="TotalsRow"]') as HTMLElement;
    await expect(totals).toHaveTextContent(
      t('agent.betting.summary.countOf', { formatted: new Intl.NumberFormat(storyI18n(context).language).format(342) }),
    );
    await expect(totals).toHaveTextContent(money(-3259.75));
    await expect(within(table).getAllByRole('row')[1]!.querySelector('time')).toHaveTextContent('2026-11-25 21:42:13');
  },
};

/** Account (on submit), category and period are controlled: each change calls back with the whole new filter. */
export const Filters: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: t('agent.betting.columns.account') }), 'lucky88{Enter}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ range: last7, account: 'lucky88', category: null });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('agent.betting.columns.category') }), 'LIVE');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ range: last7, account: 'lucky88', category: 'LIVE' });
    await userEvent.click(canvas.getByRole('radio', { name: t('ui:dateRangePresets.yesterday') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      range: { from: '2026-11-24', to: '2026-11-24', preset: 'yesterday' },
      account: 'lucky88',
      category: 'LIVE',
    });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('agent.betting.columns.category') }), '');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ category: null }));
  },
};

export const PagesAndSort: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', { name: t('ui:pagination.label') });
    await userEvent.click(within(pages).getByRole('button', { name: t('ui:pagination.next') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: t('agent.betting.columns.stake') }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'stake', direction: 'ascending' });
  },
};

export const Empty: Story = {
  args: { records: [], summary: null, pageCount: 0, totalItems: 0 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    await expect(within(canvasElement).getByRole('heading', { name: t('agent.betting.empty.title') })).toBeVisible();
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
      <TeamBettingDemo {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const list = await waitFor(() => within(canvasElement).getByRole('list', { name: t('agent.betting.caption') }));
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(sampleRecords.length);
  },
};
