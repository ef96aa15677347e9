import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleRedeemRecords } from '../shared/points.fixtures';
import type { RedeemStatus } from '../shared/points.types';
import { RedeemHistory } from './RedeemHistory';
import type { RedeemHistoryProps } from './RedeemHistory.types';

/** The site's part: the status filter. */
function Demo(args: RedeemHistoryProps) {
  const [status, setStatus] = useState<RedeemStatus | null>(args.status ?? null);
  return (
    <RedeemHistory
      {...args}
      status={status}
      onStatusChange={(next) => {
        setStatus(next);
        args.onStatusChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Points Mall/RedeemHistory',
  component: RedeemHistory,
  args: {
    records: sampleRedeemRecords,
    page: 1,
    pageCount: 2,
    totalItems: 14,
    timeZone: 'Asia/Tokyo',
    currencySymbol: 'P',
    onPageChange: fn(),
    onStatusChange: fn(),
    onRetry: fn(),
  },
  argTypes: { records: { control: false }, error: { control: 'boolean' } },
  render: (args) => (
    <div style={{ maxWidth: 760 }}>
      <Demo {...args} />
    </div>
  ),
} satisfies Meta<typeof RedeemHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Each redemption: reward and quantity, points, cash, and its status in its tone with the operator's remark. */
export const Default: Story = {
  tags: ['vrt'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'ポイントの交換履歴' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('2026-11-24');
    await expect(rows[0]).toHaveTextContent('P100.00');
    await expect(rows[0]!.querySelector('[data-status="approved"]')).toHaveAttribute('data-tone', 'success');
    await expect(rows[1]).toHaveTextContent('×2');
    await expect(rows[1]!.querySelector('[data-status="applying"]')).toBeInTheDocument();
    await expect(rows[2]!.querySelector('[data-status="rejected"]')).toHaveAttribute('data-tone', 'danger');
    await expect(rows[2]).toHaveTextContent('Out of stock: points returned');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '状態' }), 'rejected');
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('rejected');
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
    const list = await waitFor(() => within(canvasElement).getByRole('list', { name: 'ポイントの交換履歴' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Empty: Story = {
  tags: ['!vrt'],
  args: { records: [], pageCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '交換履歴はありません' })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['!vrt'],
  args: { records: [], isLoading: true },
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
