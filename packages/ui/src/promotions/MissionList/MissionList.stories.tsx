import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { freezeClock } from '../../member-centre/shared/cashier.fixtures';
import { sampleMissions, sampleNow, sampleTimeZone } from '../shared/promotions.fixtures';
import { MissionList } from './MissionList';

const meta = {
  title: 'Promotions/MissionList',
  component: MissionList,
  beforeEach: () => freezeClock(sampleNow),
  args: {
    missions: sampleMissions,
    onClaim: fn(async () => undefined),
    onJoin: fn(async () => undefined),
    onRetry: fn(),
    currencySymbol: '₱',
    timeZone: sampleTimeZone,
  },
  argTypes: { missions: { control: false }, error: { control: 'boolean' } },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <MissionList {...args} />
    </div>
  ),
} satisfies Meta<typeof MissionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each task with its progress bar (rounds as a count, valid bet as money), reward and button. */
export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars).toHaveLength(5);
    await expect(bars[0]).toHaveAccessibleName('「バカラ50ラウンド」の進捗');
    await expect(bars[0]).toHaveAttribute('aria-valuetext', '50 / 50 ラウンド');
    await expect(bars[1]).toHaveAttribute('aria-valuetext', '₱3,250.50 / ₱10,000.00');
    await expect(canvasElement.querySelector('[data-mission="m-slot"]')).toHaveTextContent('スロットで有効ベット₱10,000.00');
    await expect(canvasElement.querySelector('[data-mission="m-any"]')).toHaveTextContent('全ゲームで20ラウンドプレイ');
    const enabled = canvas.getAllByRole('button').filter((b) => !(b as HTMLButtonElement).disabled);
    await expect(enabled.map((b) => b.getAttribute('aria-label'))).toEqual(['受け取る：バカラ50ラウンド', '参加する：毎日プレイ']);
  },
};

/** Claiming a completed mission calls back with it and announces the reward. */
export const Claim: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '受け取る：バカラ50ラウンド' }));
    await expect(args.onClaim).toHaveBeenCalledWith(sampleMissions[0]);
    await expect(await canvas.findByText('「バカラ50ラウンド」の報酬₱300.00を受け取りました。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '参加する：毎日プレイ' }));
    await expect(args.onJoin).toHaveBeenCalledWith(sampleMissions[2]);
  },
};

export const Empty: Story = {
  args: { missions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '参加できるミッションはありません' })).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true, missions: [] } };

export const LoadError: Story = {
  args: { error: true, missions: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(within(canvasElement).getByRole('alert')).getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A phone: progress under the task, the button full width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { missions: sampleMissions.slice(0, 3) },
  render: (args) => (
    <div style={{ maxWidth: 312 }}>
      <MissionList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '受け取る：バカラ50ラウンド' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(240);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
