import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { freezeClock } from '../../member-centre/shared/cashier.fixtures';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';
import { storyI18n, storyT } from '../../test/storyText';
import { formatPromoTime } from '../shared/PromotionParts';
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
  tags: ['any-locale'],
  // A frozen clock: the countdown shows one value in every screenshot.
  beforeEach: () => freezeClock(sampleNow),
  args: {
    raffle: open,
    onClaim: fn(async () => undefined),
    onRetry: fn(),
    onLoginRequest: fn(),
    currencySymbol: '₱',
    timeZone: sampleTimeZone,
  },
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
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveAccessibleName(
      t('raffle.countdownLabel', { days: 2, time: '03:04:05' }),
    );
    await expect(
      canvas.getByText(t('raffle.drawAt', { time: formatPromoTime(open.drawTime, sampleTimeZone) })),
    ).toBeVisible();
    const tickets = canvas.getByRole('list', { name: t('raffle.ticketsLabel', { count: 2 }) });
    await expect(within(tickets).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** "Claim" calls the owner once and the new ticket is announced. */
export const ClaimTicket: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const tu = storyT(context, 'ui');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: tu('statusBadge.activity.claim') }));
    await expect(args.onClaim).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText(t('raffle.claimed'))).toBeVisible();
  },
};

/** Today's ticket is taken: the button says so and the next claim time shows. */
export const AlreadyClaimed: Story = {
  args: { raffle: { ...open, status: 'claimed', nextClaimTime: sampleNow + 10 * hour } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const tu = storyT(context, 'ui');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: tu('statusBadge.activity.claimed') })).toBeDisabled();
    await expect(
      canvas.getByText(t('raffle.nextClaim', { time: formatPromoTime(sampleNow + 10 * hour, sampleTimeZone) })),
    ).toBeVisible();
  },
};

/** The platform refuses the claim: its message, localized. */
export const ClaimRefused: Story = {
  args: { onClaim: fn(async () => Promise.reject({ code: 'quota_insufficient' })) },
  play: async (context) => {
    const { canvasElement } = context;
    const tu = storyT(context, 'ui');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: tu('statusBadge.activity.claim') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(storyT(context, 'errors')('quotaInsufficient'));
  },
};

/** Drawn and won: the prize and the winning ticket marked. */
export const Won: Story = {
  tags: ['vrt'],
  args: {
    raffle: {
      ...open,
      status: 'issued',
      drawTime: sampleNow - hour,
      result: { isWinner: true, prize: 50000, winningTicket: 'A-11872' },
    },
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const tu = storyT(context, 'ui');
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(t('raffle.won', { prize: formatMoneyIn(storyI18n(context).language, 50_000, '₱') })),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-winning]')).toHaveTextContent('A-11872');
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByRole('button', { name: tu('statusBadge.activity.claim') })).toBeNull();
  },
};

export const Lost: Story = {
  args: { raffle: { ...open, status: 'closed', drawTime: sampleNow - hour, result: { isWinner: false } } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    await expect(within(canvasElement).getByText(t('raffle.lost'))).toBeVisible();
  },
};

/** The draw time has passed, the result is not in yet. */
export const Drawing: Story = {
  args: { raffle: { ...open, status: 'closed', drawTime: sampleNow - 1000 } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    await expect(within(canvasElement).getByText(t('raffle.drawing'))).toBeVisible();
  },
};

export const Visitor: Story = {
  args: { isVisitor: true, raffle: { ...open, tickets: [] } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('raffle.noTickets'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('promo.loginToJoin') }));
    await expect(args.onLoginRequest).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { raffle: null, isLoading: true } };

export const LoadError: Story = {
  args: { raffle: null, error: true },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('raffle.error'));
    await userEvent.click(within(alert).getByRole('button', { name: t('actions.retry') }));
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
  play: async (context) => {
    const { canvasElement } = context;
    const tu = storyT(context, 'ui');
    const button = within(canvasElement).getByRole('button', { name: tu('statusBadge.activity.claim') });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(240);
  },
};
