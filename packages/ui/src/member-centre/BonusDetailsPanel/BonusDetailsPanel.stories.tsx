import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ComponentType } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { last7, sampleBonuses, sampleBonusSummary, sampleTimeZone, sampleToday } from '../shared/records.fixtures';
import { BonusDetailsPanel } from './BonusDetailsPanel';
import type { BonusDetailsFilters, BonusDetailsPanelProps } from './BonusDetailsPanel.types';

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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '付与されたボーナス' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['日時', '付与元', '金額', '追加された賭け条件', '状態']);
    const first = within(table).getAllByRole('row')[1]!;
    await expect(first).toHaveTextContent('プロモーション');
    await expect(first).toHaveTextContent('週末リロード50%');
    await expect(first).toHaveTextContent('+P250.00');
    await expect(first).toHaveTextContent('P2,500.00');
    await expect(within(first).getByText('賭け条件の消化中')).toBeVisible();
    await expect(table.querySelector('[data-status="cancelled"]')).toHaveTextContent('取消');
    const totals = canvas.getByRole('group', { name: '絞り込み条件の合計' });
    await expect(totals).toHaveTextContent('ボーナス合計+P3,412.40');
    await expect(totals).toHaveTextContent('追加された賭け条件P18,650.00');
    await expect(totals).toHaveTextContent('件数24');
  },
};

/** The source filter and the pages call back with the new filter and page. */
export const SourceFilterAndPages: Story = {
  tags: ['!vrt'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const source = canvas.getByRole('combobox', { name: '付与元' });
    await expect(within(source).getAllByRole('option')).toHaveLength(7);
    await userEvent.selectOptions(source, 'rebate');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ source: 'rebate', range: last7 });
    await userEvent.click(canvas.getByRole('radio', { name: '過去30日間' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      source: 'rebate',
      range: { from: '2026-10-27', to: sampleToday, preset: 'last30' },
    });
    const pages = canvas.getByRole('navigation', { name: 'ページ送り' });
    await userEvent.click(within(pages).getByRole('button', { name: '3ページ目' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(pages).getByRole('button', { name: '前のページ' }));
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'この期間のボーナスはありません' })).toBeVisible();
  },
};

/** The site's own message (its error table's text) in place of the default one. */
export const LoadError: Story = {
  tags: ['!vrt'],
  args: { error: <Trans ns="errors" i18nKey="networkError" /> },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('ネットワーク接続に問題があります。');
    await userEvent.click(within(alert).getByRole('button', { name: '再試行' }));
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
  play: async ({ canvasElement }) => {
    const list = await waitFor(() => within(canvasElement).getByRole('list', { name: '付与されたボーナス' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
  },
};
