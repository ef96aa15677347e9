import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../actions/Button';
import { StatusBadge, type BetStatus } from '../../feedback/StatusBadge';
import { vars } from '../../theme';
import { Table } from './Table';
import type { TableColumn, TableProps, TableSort } from './Table.types';
import { storyI18n, storyT } from '../../test/storyText';

interface BetRecord {
  id: string;
  time: string;
  game: string;
  vendor: string;
  stake: number;
  validBet: number;
  payout: number;
  status: BetStatus;
}

const records: BetRecord[] = [
  { id: 'r1', time: '2026-11-25T10:42:13Z', game: 'Fortune Tiger', vendor: 'PG Soft', stake: 100, validBet: 100, payout: 245.5, status: 'won' },
  { id: 'r2', time: '2026-11-25T10:40:02Z', game: 'Gates of Olympus', vendor: 'Pragmatic Play', stake: 50, validBet: 50, payout: 0, status: 'lost' },
  { id: 'r3', time: '2026-11-25T10:31:45Z', game: 'Lightning Roulette', vendor: 'Evolution', stake: 1200, validBet: 1200, payout: 0, status: 'lost' },
  { id: 'r4', time: '2026-11-25T10:22:10Z', game: 'Super Ace', vendor: 'JILI', stake: 20, validBet: 20, payout: 36, status: 'won' },
  { id: 'r5', time: '2026-11-25T10:15:59Z', game: 'Baccarat A', vendor: 'Evolution', stake: 500, validBet: 0, payout: 500, status: 'cancelled' },
  { id: 'r6', time: '2026-11-25T10:03:31Z', game: 'Sweet Bonanza', vendor: 'Pragmatic Play', stake: 80, validBet: 80, payout: 1520.4, status: 'won' },
  { id: 'r7', time: '2026-11-25T09:58:17Z', game: 'Mahjong Ways 2', vendor: 'PG Soft', stake: 30, validBet: 30, payout: 0, status: 'pending' },
];

const winLossOf = (r: BetRecord) => (r.status === 'pending' || r.status === 'cancelled' ? 0 : r.payout - r.stake);

/** The betting record's columns, formatted in the interface language (two decimals, tabular figures). */
function useBetColumns(): TableColumn<BetRecord>[] {
  const { t, i18n } = useTranslation('ui');
  return useMemo(() => {
    const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const signed = new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    });
    const time = new Intl.DateTimeFormat(i18n.language, {
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZone: 'Asia/Tokyo',
    });
    return [
      { key: 'time', header: t('recordsSample.time'), sortable: true, cell: (r) => time.format(new Date(r.time)), width: 150 },
      { key: 'game', header: t('recordsSample.game'), cell: (r) => r.game },
      { key: 'vendor', header: t('recordsSample.vendor'), cell: (r) => r.vendor, hideOnPhone: true },
      { key: 'stake', header: t('recordsSample.stake'), isNumeric: true, sortable: true, cell: (r) => money.format(r.stake) },
      { key: 'validBet', header: t('recordsSample.validBet'), isNumeric: true, cell: (r) => money.format(r.validBet), hideOnPhone: true },
      { key: 'payout', header: t('recordsSample.payout'), isNumeric: true, sortable: true, cell: (r) => money.format(r.payout) },
      {
        key: 'winLoss',
        header: t('recordsSample.winLoss'),
        isNumeric: true,
        sortable: true,
        // The sign says it as well as the colour does.
        cell: (r) => {
          const value = winLossOf(r);
          const color = value > 0 ? vars.color.success.text : value < 0 ? vars.color.danger.text : undefined;
          return <span style={{ color, fontWeight: 700 }}>{signed.format(value)}</span>;
        },
      },
      { key: 'status', header: t('recordsSample.status'), align: 'center', cell: (r) => <StatusBadge kind="bet" status={r.status} /> },
    ];
  }, [t, i18n.language]);
}

const sortValue: Record<string, (r: BetRecord) => number> = {
  time: (r) => Date.parse(r.time),
  stake: (r) => r.stake,
  payout: (r) => r.payout,
  winLoss: winLossOf,
};

function totalsOf(rows: readonly BetRecord[], language: string) {
  const money = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const signed = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const sum = (pick: (r: BetRecord) => number) => rows.reduce((total, r) => total + pick(r), 0);
  return {
    stake: money.format(sum((r) => r.stake)),
    validBet: money.format(sum((r) => r.validBet)),
    payout: money.format(sum((r) => r.payout)),
    winLoss: signed.format(sum(winLossOf)),
  };
}

type BetTableProps = Partial<TableProps<BetRecord>> & { withTotals?: boolean };

/** A records panel: it owns the sort and sorts its rows (the platform would sort in SQL). */
function BetTable({ withTotals = false, rows = records, onSortChange, sort: initialSort = null, ...props }: BetTableProps) {
  const { t, i18n } = useTranslation('ui');
  const columns = useBetColumns();
  const [sort, setSort] = useState<TableSort | null>(initialSort);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const value = sortValue[sort.key]!;
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => (value(a) - value(b)) * factor);
  }, [rows, sort]);
  return (
    <Table<BetRecord>
      columns={columns}
      rows={sorted}
      getRowId={(r) => r.id}
      caption={t('recordsSample.caption')}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange?.(next);
      }}
      totals={withTotals ? totalsOf(rows, i18n.language) : undefined}
      {...props}
    />
  );
}

/** The figures as the columns write them (useBetColumns), in the story's language. */
function storyFigures(context: { loaded: Record<string, unknown> }) {
  const lang = storyI18n(context).language;
  const money = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const signed = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  return { money: (value: number) => money.format(value), signed: (value: number) => signed.format(value) };
}

const meta = {
  title: 'Layout/Table',
  tags: ['any-locale'],
  // The docs table shows Table's props; the stories render it through a records panel that owns the sort.
  component: Table as unknown as ComponentType<BetTableProps>,
  args: { onSortChange: fn() },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    getRowId: { control: false },
    caption: { control: false },
  },
  render: (args) => <BetTable {...(args as BetTableProps)} />,
} satisfies Meta<ComponentType<BetTableProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A betting record: time, game, vendor, stake, valid bet, payout, win/loss (signed and coloured), status. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { money, signed } = storyFigures(context);
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t('recordsSample.caption') });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
    await expect(within(table).getAllByRole('row')).toHaveLength(records.length + 1);
    const stake = within(table).getAllByRole('cell', { name: money(1200) })[0]!;
    await expect(getComputedStyle(stake).textAlign).toBe('end');
    await expect(getComputedStyle(stake).fontVariantNumeric).toBe('tabular-nums');
    await expect(within(table).getByRole('cell', { name: signed(1440.4) })).toBeVisible();
    // Sortable headers are buttons; none is sorted yet.
    await expect(within(table).getByRole('button', { name: t('recordsSample.stake') })).toBeVisible();
    await expect(table.querySelector('[aria-sort]')).toBeNull();
  },
};

/** Clicking a header sorts by it (ascending, then descending); aria-sort follows. */
export const Sortable: Story = {
  play: async (context) => {
    const { money } = storyFigures(context);
    const { args, canvasElement } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const stake = canvas.getByRole('button', { name: t('recordsSample.stake') });
    await userEvent.click(stake);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'stake', direction: 'ascending' });
    await expect(stake.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    const firstStake = () => within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[3];
    await expect(firstStake()).toHaveTextContent(money(20));

    // Keyboard: Enter on the focused header flips the order.
    stake.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'stake', direction: 'descending' });
    await expect(stake.closest('th')).toHaveAttribute('aria-sort', 'descending');
    await expect(firstStake()).toHaveTextContent(money(1200));

    // Another column takes the sort over.
    await userEvent.click(canvas.getByRole('button', { name: t('recordsSample.winLoss') }));
    await expect(stake.closest('th')).not.toHaveAttribute('aria-sort');
    await expect(canvas.getByRole('button', { name: t('recordsSample.winLoss') }).closest('th')).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Skeleton rows in the columns' shapes; the table is busy and a status says it is loading. */
export const Loading: Story = {
  tags: ['vrt'],
  args: { isLoading: true },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(t('table.loading'));
    await expect(canvasElement.querySelectorAll('[data-part="SkeletonRow"]')).toHaveLength(5);
  },
};

/** No records: the kit's EmptyState inside the table, with a way forward. */
export const Empty: Story = {
  args: {
    rows: [],
    emptyAction: (
      <Button size="sm" variant="secondary">
        {/* Sample action text from the locale pack. */}
        <EmptyActionText />
      </Button>
    ),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('table.emptyTitle') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('recordsSample.emptyAction') })).toBeVisible();
  },
};

function EmptyActionText() {
  const { t } = useTranslation('ui');
  return <>{t('recordsSample.emptyAction')}</>;
}

/** A totals row at the foot; with a height limit the header and the totals stay in view while the rows scroll. */
export const WithTotals: Story = {
  args: { withTotals: true, maxHeight: 300 },
  play: async (context) => {
    const { money, signed } = storyFigures(context);
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const totals = canvasElement.querySelector('[data-part="TotalsRow"]')!;
    await expect(within(totals as HTMLElement).getByRole('rowheader', { name: t('table.totals') })).toBeVisible();
    await expect(totals).toHaveTextContent(money(1980));
    await expect(totals).toHaveTextContent(signed(351.9));
    // Scrolls inside itself (so it is focusable) and the header sticks.
    const scroller = canvas.getByRole('region', { name: t('recordsSample.caption') });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    const header = canvas.getAllByRole('columnheader')[0]!;
    scroller.scrollTop = 200;
    // The caption has scrolled away; the header rests at the top edge of the scroll area.
    await waitFor(() =>
      expect(Math.abs(header.getBoundingClientRect().top - scroller.getBoundingClientRect().top)).toBeLessThanOrEqual(1),
    );
    await expect(scroller.scrollTop).toBeGreaterThan(0);
    scroller.scrollTop = 0;
  },
};

/** Rows open their details by click, Enter or Space. */
export const RowActivation: Story = {
  args: { onRowActivate: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await userEvent.click(within(rows[2]!).getByRole('cell', { name: 'Gates of Olympus' }));
    await expect(args.onRowActivate).toHaveBeenLastCalledWith(records[1]);
    rows[1]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowActivate).toHaveBeenLastCalledWith(records[0]);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onRowActivate).toHaveBeenLastCalledWith(records[1]);
  },
};

/** On a 360 px phone each row is a card of "header: value" pairs; the vendor and valid bet stay off the cards. */
export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { withTotals: true },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <BetTable {...(args as BetTableProps)} />
    </div>
  ),
  play: async (context) => {
    const { money } = storyFigures(context);
    const { args, canvasElement } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: t('recordsSample.caption') });
    // Seven records and the totals card.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(records.length + 1);
    const first = within(list).getAllByRole('listitem')[0]!;
    await expect(within(first).getAllByRole('term')).toHaveLength(6);
    await expect(first).toHaveTextContent(`${t('recordsSample.stake')}${money(100)}`);
    await expect(first).not.toHaveTextContent('PG Soft');
    // Sorting moves to a select.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('table.sortBy') }), 'stake:descending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'stake', direction: 'descending' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(money(1200));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('table.sortBy') }), '');
    await expect(args.onSortChange).toHaveBeenLastCalledWith(null);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const English: Story = {
  globals: { locale: 'EN' },
  args: { withTotals: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Betting record' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  },
};
