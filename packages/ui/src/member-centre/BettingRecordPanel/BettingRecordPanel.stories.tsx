import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TableSort } from '../../layout/Table';
import {
  last7,
  sampleBets,
  sampleBetSummary,
  sampleTimeZone,
  sampleToday,
  sampleVendors,
} from '../shared/records.fixtures';
import { BettingRecordPanel } from './BettingRecordPanel';
import type { BettingRecordFilters, BettingRecordPanelProps } from './BettingRecordPanel.types';
import { storyT } from '../../test/storyText';
import { storyMoney } from '../shared/storyFormat';

/** The site owns the filters, the page and the sort; this stand-in keeps them so the controls move. */
function BettingRecordDemo(args: BettingRecordPanelProps) {
  const [filters, setFilters] = useState<BettingRecordFilters>(args.filters);
  const [page, setPage] = useState(args.page);
  const [sort, setSort] = useState<TableSort | null>(args.sort ?? null);
  return (
    <BettingRecordPanel
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
  title: 'Member Centre/BettingRecordPanel',
  component: BettingRecordPanel,
  tags: ['any-locale'],
  args: {
    filters: { category: null, vendor: null, range: last7 },
    vendors: sampleVendors,
    records: sampleBets,
    summary: sampleBetSummary,
    page: 1,
    pageCount: 16,
    totalItems: 128,
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
    vendors: { control: false },
    records: { control: false },
    summary: { control: false },
    sort: { control: false },
    error: { control: 'boolean' },
  },
  render: (args) => <BettingRecordDemo {...args} />,
} satisfies Meta<typeof BettingRecordPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

export const Playground: Story = { tags: ['!vrt'] };

/** A page of rounds under the totals of all 128: win/loss signed and coloured; open and void rounds show a badge. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    const tu = storyT(context, 'ui');
    const money = storyMoney(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t('betting.title') })).toBeVisible();
    const table = canvas.getByRole('table', { name: t('betting.caption') });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      t('betting.columns.time'),
      t('betting.columns.game'),
      t('betting.filters.vendor'),
      t('betting.columns.roundId'),
      t('betting.columns.stake'),
      t('betting.columns.validBet'),
      t('betting.columns.payout'),
      t('betting.columns.winLoss'),
    ]);
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleBets.length + 1);
    // Times in the member's zone, as yyyy-MM-dd HH:mm:ss.
    const time = within(table).getAllByRole('row')[1]!.querySelector('time')!;
    await expect(time).toHaveTextContent('2026-11-25 21:42:13');
    await expect(time).toHaveAttribute('dateTime', '2026-11-25T12:42:13.000Z');
    // A win and a loss: the sign tells, the colour repeats it.
    const win = within(table).getByText(money(1440.4, true));
    await expect(win).toHaveAttribute('data-tone', 'positive');
    await expect(within(table).getByText(money(-1200))).toHaveAttribute('data-tone', 'negative');
    // Unsettled and void rounds: their status, not a figure.
    await expect(within(table).getByText(tu('statusBadge.bet.pending'))).toBeVisible();
    await expect(within(table).getByText(tu('statusBadge.bet.cancelled'))).toBeVisible();
    // The totals of everything the filters match.
    const totals = canvas.getByRole('group', { name: t('common.totals') });
    await expect(
      within(totals)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual([
      t('betting.summary.count'),
      t('betting.columns.stake'),
      t('betting.columns.validBet'),
      t('betting.columns.payout'),
      t('betting.columns.winLoss'),
    ]);
    await expect(totals).toHaveTextContent('128');
    await expect(totals).toHaveTextContent(money(-3309.25));
    await expect(canvas.getByRole('navigation', { name: tu('pagination.label') })).toBeVisible();
  },
};

/** Category, vendor and period are controlled: each change calls onFiltersChange with the whole new filter. */
export const FilterChange: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'records');
    const tu = storyT(context, 'ui');
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('betting.filters.category') }), 'LIVE');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ category: 'LIVE', vendor: null, range: last7 });
    await expect(canvas.getByRole('option', { name: t('categories.LIVE') })).toHaveProperty('selected', true);

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('betting.filters.vendor') }), 'EVO');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ category: 'LIVE', vendor: 'EVO', range: last7 });

    await userEvent.click(canvas.getByRole('radio', { name: tu('dateRangePresets.yesterday') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      category: 'LIVE',
      vendor: 'EVO',
      range: { from: '2026-11-24', to: '2026-11-24', preset: 'yesterday' },
    });

    // "All" is null, not an empty string.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('betting.filters.category') }), '');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ category: null }));
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(4);
  },
};

/** Pages and sorting are the site's: the panel calls back with the page and the sort asked for. */
export const PagesAndSort: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'records');
    const tu = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', { name: tu('pagination.label') });
    await userEvent.click(within(pages).getByRole('button', { name: tu('pagination.next') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(within(pages).getByRole('button', { name: tu('pagination.page', { page: 2 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(pages).getByRole('button', { name: tu('pagination.page', { page: 16 }) }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(16);
    await expect(within(pages).getByRole('button', { name: tu('pagination.next') })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: t('betting.columns.stake') }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'stake', direction: 'ascending' });
    await userEvent.click(canvas.getByRole('button', { name: t('betting.columns.stake') }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'stake', direction: 'descending' });
  },
};

/** Skeletons in the totals and the rows; the table says it is busy. */
export const Loading: Story = {
  tags: ['vrt'],
  args: { isLoading: true, records: [], summary: null },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('group', { name: t('common.totals') })).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-part="SkeletonRow"]')).toHaveLength(5);
  },
};

/** Nothing in the period: the empty state says what to try; no totals, no pages. */
export const Empty: Story = {
  tags: ['vrt'],
  args: { records: [], summary: null, pageCount: 0, totalItems: 0 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    const tu = storyT(context, 'ui');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('betting.empty.title') })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: t('common.totals') })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: tu('pagination.label') })).toBeNull();
  },
};

/** The request failed: an alert and a way to try again; the filters stay usable. */
export const LoadError: Story = {
  tags: ['vrt'],
  args: { error: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'records');
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('common.error.title'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('combobox', { name: t('betting.filters.category') })).toBeEnabled();
    await expect(canvas.queryByRole('table')).toBeNull();
    // The picture shows the state at rest.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** On a 360 px phone: the filters stack, the totals take two columns, each round is a card. */
export const Phone: Story = {
  tags: ['vrt'],
  globals: phone,
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <BettingRecordDemo {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    const tu = storyT(context, 'ui');
    const money = storyMoney(context);
    const canvas = within(canvasElement);
    const list = await waitFor(() => canvas.getByRole('list', { name: t('betting.caption') }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(sampleBets.length);
    const first = within(list).getAllByRole('listitem')[0]!;
    // Vendor and valid bet stay off the cards.
    await expect(within(first).getAllByRole('term')).toHaveLength(6);
    await expect(first).toHaveTextContent(money(145.5, true));
    // The compact pages: previous, "1 / 16", next.
    await expect(canvas.getByRole('navigation', { name: tu('pagination.label') })).toHaveTextContent('1 / 16');
  },
};

/** English, with an ISO currency: the narrow symbol of PHP. */
export const EnglishPeso: Story = {
  tags: ['!vrt'],
  globals: { locale: 'EN' },
  args: { currency: 'PHP', currencySymbol: undefined },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    const money = storyMoney(context, '₱');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t('betting.title') })).toBeVisible();
    await expect(canvas.getByText(money(1440.4, true))).toBeVisible();
    await expect(canvas.getByRole('group', { name: t('common.totals') })).toHaveTextContent(money(-3309.25));
  },
};
