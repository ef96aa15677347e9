import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';
import { storyI18n, storyT } from '../../test/storyText';
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
  tags: ['any-locale'],
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t('history.caption') });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('2026-11-24');
    await expect(rows[0]).toHaveTextContent(formatMoneyIn(storyI18n(context).language, 100, 'P'));
    await expect(rows[0]!.querySelector('[data-status="approved"]')).toHaveAttribute('data-tone', 'success');
    await expect(rows[1]).toHaveTextContent(t('history.quantity', { count: 2 }));
    await expect(rows[1]!.querySelector('[data-status="applying"]')).toBeInTheDocument();
    await expect(rows[2]!.querySelector('[data-status="rejected"]')).toHaveAttribute('data-tone', 'danger');
    // The operator's remark (the fixture's words), as given.
    await expect(rows[2]).toHaveTextContent('Out of stock: points returned');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('history.status') }), 'rejected');
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
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const list = await waitFor(() => within(canvasElement).getByRole('list', { name: t('history.caption') }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Empty: Story = {
  tags: ['!vrt'],
  args: { records: [], pageCount: 0 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    await expect(within(canvasElement).getByRole('heading', { name: t('history.empty') })).toBeVisible();
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
