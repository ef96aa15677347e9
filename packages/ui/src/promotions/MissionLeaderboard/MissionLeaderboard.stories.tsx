import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleLeaderboard, sampleNow, sampleTimeZone } from '../shared/promotions.fixtures';
import { MissionLeaderboard } from './MissionLeaderboard';

const meta = {
  title: 'Promotions/MissionLeaderboard',
  component: MissionLeaderboard,
  args: {
    entries: sampleLeaderboard,
    scoreKind: 'validBet',
    updatedAt: sampleNow,
    onRetry: fn(),
    currencySymbol: '₱',
    timeZone: sampleTimeZone,
  },
  argTypes: { entries: { control: false }, selfEntry: { control: false }, error: { control: 'boolean' } },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <MissionLeaderboard {...args} />
    </div>
  ),
} satisfies Meta<typeof MissionLeaderboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Rank (medals for the top three), masked name, score and prize; the member's own row highlighted and named. */
export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'ランキング' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('1lu***88₱1,284,300.00₱20,000.00');
    const self = rows.find((row) => row.getAttribute('aria-current') === 'true')!;
    await expect(self).toHaveTextContent('ta***01あなた');
    await expect(self).toHaveAttribute('data-self');
    await expect(within(canvasElement).getByText('2026-11-25 12:00 更新')).toBeVisible();
  },
};

/** The member is outside the list: their row is pinned under it. */
export const SelfOutsideTop: Story = {
  args: {
    entries: sampleLeaderboard.map((e) => ({ ...e, isSelf: false })),
    selfEntry: { rank: 57, account: 'tanaka01', score: 12_500, isSelf: true },
    scoreKind: 'points',
  },
  play: async ({ canvasElement }) => {
    const pinned = canvasElement.querySelector('tr[data-pinned]')!;
    await expect(pinned).toHaveTextContent('57ta***01あなた12,500');
    await expect(within(canvasElement).getByRole('columnheader', { name: 'ポイント' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'まだランキングはありません' })).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true, entries: [] } };

export const LoadError: Story = {
  args: { error: true, entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('ランキングを読み込めませんでした');
  },
};

/** A phone: the prize column gives way; rank, name and score stay. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 312 }}>
      <MissionLeaderboard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-component="MissionLeaderboard"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const prize = canvasElement.querySelector('th[data-col="reward"]')!;
    await expect(getComputedStyle(prize).display).toBe('none');
  },
};
