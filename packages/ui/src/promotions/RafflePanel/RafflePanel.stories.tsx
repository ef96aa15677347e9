import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { freezeClock } from '../../member-centre/shared/cashier.fixtures';
import { sampleNow, sampleTimeZone } from '../shared/promotions.fixtures';
import { RafflePanel } from './RafflePanel';
import type { RaffleStatus } from './RafflePanel.types';

const hour = 3_600_000;
const open: RaffleStatus = {
  status: 'claim',
  tickets: ['A-10234', 'A-11872'],
  drawTime: sampleNow + 2 * 24 * hour + 3 * hour + 4 * 60_000 + 5000,
  result: null,
};

const meta = {
  title: 'Promotions/RafflePanel',
  component: RafflePanel,
  // A frozen clock: the countdown shows one value in every screenshot.
  beforeEach: () => freezeClock(sampleNow),
  args: { raffle: open, onClaim: fn(async () => undefined), onRetry: fn(), onLoginRequest: fn(), currencySymbol: '₱', timeZone: sampleTimeZone },
  argTypes: { raffle: { control: false }, error: { control: 'boolean' } },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <RafflePanel {...args} />
    </div>
  ),
} satisfies Meta<typeof RafflePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Before the draw: the countdown (named once for screen readers, not every second), the tickets and "Claim". */
export const Claimable: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveAccessibleName('抽選まで 2日 03:04:05');
    await expect(canvas.getByText('抽選日時：2026-11-27 15:04')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: '保有している抽選券（2枚）' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** "Claim" calls the owner once and the new ticket is announced. */
export const ClaimTicket: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '受け取る' }));
    await expect(args.onClaim).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('抽選券を受け取りました。')).toBeVisible();
  },
};

/** Today's ticket is taken: the button says so and the next claim time shows. */
export const AlreadyClaimed: Story = {
  args: { raffle: { ...open, status: 'claimed', nextClaimTime: sampleNow + 10 * hour } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '受取済み' })).toBeDisabled();
    await expect(canvas.getByText('次の抽選券は 2026-11-25 22:00 から受け取れます。')).toBeVisible();
  },
};

/** The platform refuses the claim: its message, localized. */
export const ClaimRefused: Story = {
  args: { onClaim: fn(async () => Promise.reject({ code: 'quota_insufficient' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '受け取る' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('上限に達しました。');
  },
};

/** Drawn and won: the prize and the winning ticket marked. */
export const Won: Story = {
  tags: ['vrt'],
  args: {
    raffle: { ...open, status: 'issued', drawTime: sampleNow - hour, result: { isWinner: true, prize: 50000, winningTicket: 'A-11872' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('おめでとうございます！₱50,000.00が当選しました')).toBeVisible();
    await expect(canvasElement.querySelector('[data-winning]')).toHaveTextContent('A-11872');
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '受け取る' })).toBeNull();
  },
};

export const Lost: Story = {
  args: { raffle: { ...open, status: 'closed', drawTime: sampleNow - hour, result: { isWinner: false } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('残念ながら今回は当選しませんでした')).toBeVisible();
  },
};

/** The draw time has passed, the result is not in yet. */
export const Drawing: Story = {
  args: { raffle: { ...open, status: 'closed', drawTime: sampleNow - 1000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('抽選中です。結果をお待ちください。')).toBeVisible();
  },
};

export const Visitor: Story = {
  args: { isVisitor: true, raffle: { ...open, tickets: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('まだ抽選券がありません。受け取って抽選に参加しましょう。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ログインして参加' }));
    await expect(args.onLoginRequest).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { raffle: null, isLoading: true } };

export const LoadError: Story = {
  args: { raffle: null, error: true },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('抽選の状況を読み込めませんでした');
    await userEvent.click(within(alert).getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 312 }}>
      <RafflePanel {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '受け取る' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(240);
  },
};
