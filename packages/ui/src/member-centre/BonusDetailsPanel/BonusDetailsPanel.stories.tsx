import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ComponentType } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { last7, sampleBonuses, sampleBonusSummary, sampleTimeZone, sampleToday } from '../shared/records.fixtures';
import { BonusDetailsPanel } from './BonusDetailsPanel';
import type { BonusDetailsFilters, BonusDetailsPanelProps } from './BonusDetailsPanel.types';
import { storyT } from '../../test/storyText';
import { storyCount, storyMoney } from '../shared/storyFormat';

/** The stories' props: without rows the demo shows the sample ones (their texts come from the story's language). */
type DemoProps = Omit<BonusDetailsPanelProps, 'bonuses'> & Partial<Pick<BonusDetailsPanelProps, 'bonuses'>>;

/** The site's part: filters and page; the sample bonuses carry their promotion names in the story's language. */
function BonusDetailsDemo(args: DemoProps) {
  const { t } = useTranslation('records');
  const sample = useMemo(() => sampleBonuses(t), [t]);
  const [filters, setFilters] = useState<BonusDetailsFilters>(args.filters);
  const [page, setPage] = useState(args.page);
  return (
    <BonusDetailsPanel
      {...args}
      bonuses={args.bonuses ?? sample}
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
  title: 'Member Centre/BonusDetailsPanel',
  tags: ['any-locale'],
  // The docs table shows the panel's props; the stories render it through the site's stand-in.
  component: BonusDetailsPanel as unknown as ComponentType<DemoProps>,
  args: {
    filters: { source: null, range: last7 },
    summary: sampleBonusSummary,
    page: 1,
    pageCount: 4,
    totalItems: 24,
    today: sampleToday,
    timeZone: sampleTimeZone,
    currencySymbol: 'P',
    onFiltersChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    filters: { control: false },
    bonuses: { control: false },
    summary: { control: false },
    sort: { control: false },
    error: { control: 'boolean' },
  },
  render: (args) => <BonusDetailsDemo {...args} />,
} satisfies Meta<ComponentType<DemoProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Each bonus: when, where from (and which promotion), how much, the turnover it added and its state; the totals. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    const money = storyMoney(context);
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t('bonus.caption') });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      t('betting.columns.time'),
      t('bonus.filters.source'),
      t('account.columns.amount'),
      t('bonus.columns.turnover'),
      t('bonus.columns.status'),
    ]);
    const first = within(table).getAllByRole('row')[1]!;
    await expect(first).toHaveTextContent(t('bonus.sources.promotion'));
    await expect(first).toHaveTextContent(t('sample.weekendReload'));
    await expect(first).toHaveTextContent(money(250, true));
    await expect(first).toHaveTextContent(money(2500));
    await expect(within(first).getByText(t('bonus.statuses.wagering'))).toBeVisible();
    await expect(table.querySelector('[data-status="cancelled"]')).toHaveTextContent(t('bonus.statuses.cancelled'));
    const totals = canvas.getByRole('group', { name: t('common.totals') });
    await expect(totals).toHaveTextContent(`${t('bonus.summary.amount')}${money(3412.4, true)}`);
    await expect(totals).toHaveTextContent(`${t('bonus.summary.turnover')}${money(18_650)}`);
    await expect(totals).toHaveTextContent(`${t('bonus.summary.count')}${storyCount(context)(24)}`);
  },
};

/** The source filter and the pages call back with the new filter and page. */
export const SourceFilterAndPages: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'records');
    const tu = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const source = canvas.getByRole('combobox', { name: t('bonus.filters.source') });
    await expect(within(source).getAllByRole('option')).toHaveLength(7);
    await userEvent.selectOptions(source, 'rebate');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ source: 'rebate', range: last7 });
    await userEvent.click(canvas.getByRole('radio', { name: tu('dateRangePresets.last30') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      source: 'rebate',
      range: { from: '2026-10-27', to: sampleToday, preset: 'last30' },
    });
    const pages = canvas.getByRole('navigation', { name: tu('pagination.label') });
    await userEvent.click(
      within(pages).getByRole('button', { name: storyT(context, 'ui')('pagination.page', { page: 3 }) }),
    );
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(pages).getByRole('button', { name: tu('pagination.previous') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const Loading: Story = {
  tags: ['!vrt'],
  args: { isLoading: true, bonuses: [], summary: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  tags: ['!vrt'],
  args: { bonuses: [], summary: null, pageCount: 0, totalItems: 0 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    await expect(within(canvasElement).getByRole('heading', { name: t('bonus.empty.title') })).toBeVisible();
  },
};

/** The site's own message (its error table's text) in place of the default one. */
export const LoadError: Story = {
  tags: ['!vrt'],
  args: { error: <Trans ns="errors" i18nKey="networkError" /> },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'records');
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(storyT(context, 'errors')('networkError'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <BonusDetailsDemo {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    const list = await waitFor(() => within(canvasElement).getByRole('list', { name: t('bonus.caption') }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
  },
};
