import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'ポイントの獲得と利用' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('スロット');
    await expect(rows[0]).toHaveTextContent('有効ベット額P1,200.00 × 1.2');
    await expect(rows[0]).toHaveTextContent('+1,440');
    await expect(rows[1]).toHaveTextContent('有効ベット額P500.00 × 0.7');
    await expect(rows[2]).toHaveTextContent('景品交換');
    await expect(rows[2]).toHaveTextContent('-1,000');
    await expect(rows[3]).toHaveTextContent('入金額P5,000.00 × 0.1');
    const source = canvas.getByRole('combobox', { name: '内訳' });
    await expect(within(source).getAllByRole('option')).toHaveLength(11);
    await userEvent.selectOptions(source, 'live');
    await expect(args.onSourceChange).toHaveBeenLastCalledWith('live');
    await userEvent.click(canvas.getByRole('button', { name: '2ページ目' }));
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
  play: async ({ canvasElement }) => {
    const list = await waitFor(() => within(canvasElement).getByRole('list', { name: 'ポイントの獲得と利用' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
  },
};

export const Empty: Story = {
  tags: ['!vrt'],
  args: { transactions: [], pageCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'ポイント明細はありません' })).toBeVisible();
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
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
