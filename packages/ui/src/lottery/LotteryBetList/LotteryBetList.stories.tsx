import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleBets } from '../resultsShared/results.fixtures';
import { LotteryBetList } from './LotteryBetList';
import type { LotteryBetListProps } from './LotteryBetList.types';
import { storyT } from '../../test/storyText';

const phone = { viewport: { value: 'phone', isRotated: false } };

/** The site owns the page; this stand-in keeps it so the pages move. */
function LotteryBetListDemo(args: LotteryBetListProps) {
  const [pageNo, setPageNo] = useState(args.pageNo);
  return (
    <LotteryBetList
      {...args}
      pageNo={pageNo}
      onPageChange={(next) => {
        setPageNo(next);
        args.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Lottery/LotteryBetList',
  component: LotteryBetList,
  tags: ['any-locale'],
  args: { bets: sampleBets, pageNo: 1, pageSize: 6, totalCount: 42, currencySymbol: 'P', onPageChange: fn() },
  argTypes: { bets: { control: false } },
  render: (args) => <LotteryBetListDemo {...args} />,
} satisfies Meta<typeof LotteryBetList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Pending, won, lost and cancelled bets: the betting record's bet statuses, money in the kit's format. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    const tu = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t('bets.caption') });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleBets.length + 1);
    await expect(within(table).getAllByText(tu('statusBadge.bet.won'))).toHaveLength(2);
    await expect(within(table).getByText(t('bets.awaiting'))).toBeVisible();
    await expect(within(table).getByText('P1,000.00')).toBeVisible();
    // A won lô bet pays amount x odds.
    await expect(within(table).getByText('P2,610.00')).toBeVisible();
    await expect(table.querySelector('[data-status="won"]')).toHaveAttribute('data-tone', 'success');
  },
};

export const PageChange: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { canvasElement, args } = context;
    const tu = storyT(context, 'ui');
    await userEvent.click(within(canvasElement).getByRole('button', { name: tu('pagination.page', { page: 2 }) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  tags: ['!vrt'],
  args: { bets: [], totalCount: 0 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    await expect(within(canvasElement).getByText(t('bets.empty.title'))).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['!vrt'],
  args: { isLoading: true, bets: [] },
};

/** On a 360 px phone each bet is a card. */
export const Phone: Story = {
  tags: ['!vrt'],
  globals: phone,
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <LotteryBetListDemo {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-layout="cards"]')).not.toBeNull());
  },
};
