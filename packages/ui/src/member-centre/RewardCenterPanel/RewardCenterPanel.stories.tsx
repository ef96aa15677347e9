import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { freezeClock, sampleNow, sampleTimeZone } from '../shared/cashier.fixtures';
import { frameWidths, PanelFrame } from '../shared/storyFrame';
import { RewardCenterPanel } from './RewardCenterPanel';
import type { RewardCenterPanelProps, RewardItem } from './RewardCenterPanel.types';
import { storyT } from '../../test/storyText';
import { formatRecordTime } from '../shared/time';
import { storyMoney } from '../shared/storyFormat';

const day = 86_400_000;
/** Promotion and mission names are the operator's own texts (not the kit's). */
const rewards: RewardItem[] = [
  {
    id: 'r1',
    source: 'mission',
    title: 'バカラ50ラウンド',
    amount: 300,
    turnover: 900,
    time: sampleNow - 2 * 3_600_000,
    expiresAt: sampleNow + 3 * day,
    status: 'claim',
  },
  {
    id: 'r2',
    source: 'depositBonus',
    title: '初回入金100%ボーナス',
    amount: 5000,
    turnover: 75000,
    time: sampleNow - day,
    expiresAt: sampleNow + 6 * day,
    status: 'claim',
  },
  { id: 'r3', source: 'referral', title: '友達紹介ボーナス', amount: 200, time: sampleNow - 3 * day, status: 'claim' },
];
const history: RewardItem[] = [
  { id: 'h1', source: 'raffle', title: '10月の抽選会', amount: 1000, time: sampleNow - 5 * day, status: 'claimed' },
  { id: 'h2', source: 'vip', title: 'VIP昇格ボーナス', amount: 888, time: sampleNow - 9 * day, status: 'issued' },
  {
    id: 'h3',
    source: 'promotion',
    title: '週末スロット大会',
    amount: 300,
    time: sampleNow - 12 * day,
    status: 'rejected',
  },
  {
    id: 'h4',
    source: 'contactBonus',
    title: 'Zalo登録ボーナス',
    amount: 131,
    time: sampleNow - 20 * day,
    status: 'closed',
  },
];

type StoryArgs = RewardCenterPanelProps & { width?: number };

const meta = {
  title: 'Member Centre/RewardCenterPanel',
  component: RewardCenterPanel,
  tags: ['any-locale'],
  beforeEach: () => freezeClock(),
  args: {
    rewards,
    history,
    onClaim: fn(async () => undefined),
    onClaimAll: fn(async () => undefined),
    onRetry: fn(),
    currencySymbol: 'P',
    timeZone: sampleTimeZone,
    isTitleHidden: true,
  },
  argTypes: { rewards: { control: false }, history: { control: false }, error: { control: 'boolean' } },
  render: ({ width = frameWidths.desktop, ...args }) => (
    <PanelFrame page="rewardCenter" width={width}>
      <RewardCenterPanel {...args} />
    </PanelFrame>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Rewards to claim (amount, the turnover each adds, the deadline), their total with "Claim all", then the history. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const tu = storyT(context, 'ui');
    const money = storyMoney(context);
    const canvas = within(canvasElement);
    const toClaim = within(canvas.getByRole('list', { name: t('rewards.toClaim') }));
    await expect(toClaim.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvasElement.querySelector('[data-part="ClaimCount"]')).toHaveTextContent('3');
    await expect(canvasElement.querySelector('[data-part="HighlightValue"]')).toHaveTextContent(money(5500));
    await expect(canvasElement.querySelector('[data-reward="r2"]')).toHaveTextContent(
      t('rewards.turnover', { amount: money(75_000) }),
    );
    await expect(canvasElement.querySelector('[data-reward="r2"]')).toHaveTextContent(
      t('rewards.expires', { time: formatRecordTime(rewards[1]!.expiresAt!, sampleTimeZone).slice(0, 16) }),
    );
    const table = canvas.getByRole('table', { name: t('rewards.history') });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(table.querySelector('[data-status="rejected"]')).toHaveTextContent(
      tu('statusBadge.activity.rejected'),
    );
  },
};

/** One claim at a time: the others wait while it runs; success is announced. */
export const ClaimOne: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('rewards.claimOne', { title: rewards[0]!.title }) }));
    await expect(args.onClaim).toHaveBeenCalledWith(rewards[0]);
    await expect(
      await canvas.findByText(t('rewards.claimedMessage', { amount: storyMoney(context)(300) })),
    ).toBeVisible();
  },
};

export const ClaimAll: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('rewards.claimAll') }));
    await expect(args.onClaimAll).toHaveBeenCalledTimes(1);
    await expect(
      await canvas.findByText(t('rewards.claimedMessage', { amount: storyMoney(context)(5500) })),
    ).toBeVisible();
  },
};

/** The platform refuses (already claimed elsewhere): its message, localized. */
export const ClaimRefused: Story = {
  args: { onClaim: fn(async () => Promise.reject({ code: 'quota_insufficient' })) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const te = storyT(context, 'errors');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('rewards.claimOne', { title: rewards[2]!.title }) }));
    await waitFor(() => expect(canvas.getByText(te('quotaInsufficient'))).toBeVisible());
  },
};

export const Empty: Story = {
  tags: ['vrt'],
  args: { rewards: [], history: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('rewards.empty.title') })).toBeVisible();
    await expect(canvas.getByText(t('rewards.historyEmpty'))).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true, rewards: [], history: [] } };

export const LoadError: Story = {
  args: { error: true },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t('actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { width: frameWidths.phone },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const panel = canvasElement.querySelector<HTMLElement>('[data-component="RewardCenterPanel"]')!;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    const claim = within(canvasElement).getByRole('button', {
      name: t('rewards.claimOne', { title: rewards[0]!.title }),
    });
    await expect(claim.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
