import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { TableSort } from '../../layout/Table';
import { last7, sampleLedger, sampleLedgerSummary, sampleTimeZone, sampleToday } from '../shared/records.fixtures';
import { AccountRecordPanel } from './AccountRecordPanel';
import type { AccountRecordFilters, AccountRecordPanelProps } from './AccountRecordPanel.types';
import { storyT } from '../../test/storyText';
import { storyMoney } from '../shared/storyFormat';

/** The stories' props: without rows the demo shows the sample ones (their texts come from the story's language). */
type DemoProps = Omit<AccountRecordPanelProps, 'entries'> & Partial<Pick<AccountRecordPanelProps, 'entries'>>;

/** The site's part: it keeps the filters, page and sort; the sample movements carry remarks in the story's language. */
function AccountRecordDemo(args: DemoProps) {
  const { t } = useTranslation('records');
  const sample = useMemo(() => sampleLedger(t), [t]);
  const [filters, setFilters] = useState<AccountRecordFilters>(args.filters);
  const [page, setPage] = useState(args.page);
  const [sort, setSort] = useState<TableSort | null>(args.sort ?? null);
  return (
    <AccountRecordPanel
      {...args}
      entries={args.entries ?? sample}
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
  title: 'Member Centre/AccountRecordPanel',
  tags: ['any-locale'],
  // The docs table shows the panel's props; the stories render it through the site's stand-in.
  component: AccountRecordPanel as unknown as ComponentType<DemoProps>,
  args: {
    filters: { type: null, range: last7 },
    summary: sampleLedgerSummary,
    page: 1,
    pageCount: 5,
    totalItems: 46,
    today: sampleToday,
    minDate: '2026-05-01',
    timeZone: sampleTimeZone,
    currencySymbol: 'P',
    onFiltersChange: fn(),
    onPageChange: fn(),
    onSortChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    filters: { control: false },
    entries: { control: false },
    summary: { control: false },
    sort: { control: false },
    error: { control: 'boolean' },
  },
  render: (args) => <AccountRecordDemo {...args} />,
} satisfies Meta<ComponentType<DemoProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Every kind of movement: its type as a badge, the amount signed, the balance after it, and what it refers to. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    const money = storyMoney(context);
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t('account.caption') });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      t('betting.columns.time'),
      t('account.filters.type'),
      t('account.columns.amount'),
      t('account.columns.balanceAfter'),
      t('account.columns.reference'),
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(10);
    // Newest first: the withdrawal of 1,000 leaves 5,695.50.
    await expect(rows[0]).toHaveTextContent(t('account.types.withdrawal'));
    await expect(within(rows[0]!).getByText(money(-1000))).toHaveAttribute('data-tone', 'negative');
    await expect(rows[0]).toHaveTextContent(money(5695.5));
    await expect(rows[0]).toHaveTextContent('W20261125-0004');
    // A hold keeps its reference and its remark.
    const hold = rows.find((row) => row.querySelector('[data-type="hold"]'))!;
    await expect(hold).toHaveTextContent('W20261125-0003');
    await expect(hold).toHaveTextContent(t('sample.withdrawalHold'));
    // Money in and out over the whole filter, and the net change.
    const totals = canvas.getByRole('group', { name: t('common.totals') });
    await expect(totals).toHaveTextContent(`${t('account.summary.in')}${money(18_245.5, true)}`);
    await expect(totals).toHaveTextContent(`${t('account.summary.out')}${money(-12_600)}`);
    await expect(totals).toHaveTextContent(`${t('account.summary.net')}${money(5645.5, true)}`);
  },
};

/** The type filter lists every ledger type; a choice (or "all") calls onFiltersChange with the new filter. */
export const TypeFilter: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'records');
    const canvas = within(canvasElement);
    const type = canvas.getByRole('combobox', { name: t('account.filters.type') });
    await expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      t('account.filters.allTypes'),
      t('account.types.deposit'),
      t('account.types.withdrawal'),
      t('account.types.hold'),
      t('account.types.release'),
      t('account.types.bet'),
      t('account.types.payout'),
      t('account.types.transfer'),
      t('account.types.bonus'),
      t('account.types.adjustment'),
      t('account.types.refund'),
      t('account.types.income'),
    ]);
    await userEvent.selectOptions(type, 'hold');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ type: 'hold', range: last7 });
    await userEvent.selectOptions(type, '');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ type: null, range: last7 });
  },
};

/** A custom period: the popover's two dates (no later than today, no earlier than the records go back). */
export const CustomPeriod: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const tu = storyT(context, 'ui');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${tu('dateRangePresets.custom')}`) }));
    const popover = await screen.findByRole('dialog', { name: tu('dateRangePresets.customTitle') });
    const from = within(popover).getByLabelText(tu('dateRangePresets.from'));
    const to = within(popover).getByLabelText(tu('dateRangePresets.to'));
    await expect(to).toHaveAttribute('max', sampleToday);
    await expect(from).toHaveAttribute('min', '2026-05-01');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-15');
    await userEvent.click(within(popover).getByRole('button', { name: tu('dateRangePresets.apply') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      type: null,
      range: { from: '2026-11-01', to: '2026-11-15', preset: 'custom' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Loading: Story = {
  tags: ['vrt'],
  args: { isLoading: true, entries: [], summary: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-part="SkeletonRow"]')).toHaveLength(5);
  },
};

export const Empty: Story = {
  tags: ['!vrt'],
  args: { entries: [], summary: null, pageCount: 0, totalItems: 0 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    await expect(within(canvasElement).getByRole('heading', { name: t('account.empty.title') })).toBeVisible();
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

/** On a 360 px phone every movement is a card; the totals take two columns and the net change the full width. */
export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <AccountRecordDemo {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    const list = await waitFor(() => within(canvasElement).getByRole('list', { name: t('account.caption') }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      `${t('account.columns.balanceAfter')}${storyMoney(context)(5695.5)}`,
    );
  },
};
