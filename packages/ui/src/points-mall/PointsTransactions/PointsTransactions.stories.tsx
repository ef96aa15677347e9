import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';
import { storyI18n, storyT } from '../../test/storyText';
import { samplePointTransactions } from '../shared/points.fixtures';
import type { PointSource } from '../shared/points.types';
import { PointsTransactions } from './PointsTransactions';
import type { PointsTransactionsProps } from './PointsTransactions.types';

/** The site's part: the source filter. */
function Demo(args: PointsTransactionsProps) {
  const [source, setSource] = useState<PointSource | null>(args.source ?? null);
  return (
    <PointsTransactions
      {...args}
      source={source}
      onSourceChange={(next) => {
        setSource(next);
        args.onSourceChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Points Mall/PointsTransactions',
  component: PointsTransactions,
  tags: ['any-locale'],
  args: {
    transactions: samplePointTransactions,
    page: 1,
    pageCount: 3,
    totalItems: 42,
    timeZone: 'Asia/Tokyo',
    currencySymbol: 'P',
    onPageChange: fn(),
    onSourceChange: fn(),
    onRetry: fn(),
  },
  argTypes: { transactions: { control: false }, error: { control: 'boolean' } },
  render: (args) => (
    <div style={{ maxWidth: 760 }}>
      <Demo {...args} />
    </div>
  ),
} satisfies Meta<typeof PointsTransactions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Points from bets by category (valid bet × the category's rate), deposits, redemptions and conversions. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const lang = storyI18n(context).language;
    const money = (value: number) => formatMoneyIn(lang, value, 'P');
    const points = (value: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(value);
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t('ledger.caption') });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent(t('sources.slots'));
    await expect(rows[0]).toHaveTextContent(t('ledger.betDetail', { amount: money(1200), rate: points(1.2) }));
    await expect(rows[0]).toHaveTextContent(`+${points(1440)}`);
    await expect(rows[1]).toHaveTextContent(t('ledger.betDetail', { amount: money(500), rate: points(0.7) }));
    await expect(rows[2]).toHaveTextContent(t('sources.redeem'));
    await expect(rows[2]).toHaveTextContent(points(-1000));
    await expect(rows[3]).toHaveTextContent(t('ledger.depositDetail', { amount: money(5000), rate: points(0.1) }));
    const source = canvas.getByRole('combobox', { name: t('ledger.source') });
    await expect(within(source).getAllByRole('option')).toHaveLength(11);
    await userEvent.selectOptions(source, 'live');
    await expect(args.onSourceChange).toHaveBeenLastCalledWith('live');
    await userEvent.click(canvas.getByRole('button', { name: storyT(context, 'ui')('pagination.page', { page: 2 }) }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const Phone: Story = {
  // The kit Table's cards, pictured in its own screenshots.
  tags: ['!vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 312 }}>
      <Demo {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const list = await waitFor(() => within(canvasElement).getByRole('list', { name: t('ledger.caption') }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
  },
};

export const Empty: Story = {
  tags: ['!vrt'],
  args: { transactions: [], pageCount: 0 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    await expect(within(canvasElement).getByRole('heading', { name: t('ledger.empty') })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['!vrt'],
  args: { transactions: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  tags: ['!vrt'],
  args: { error: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
