import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromotionSignUpForm } from '../PromotionSignUpForm';
import { RafflePanel } from '../RafflePanel';
import { sampleDetail, samplePromotions, sampleTimeZone } from '../shared/promotions.fixtures';
import { PromotionDetail } from './PromotionDetail';

const meta = {
  title: 'Promotions/PromotionDetail',
  component: PromotionDetail,
  args: {
    promotion: { ...sampleDetail, status: 'join' },
    categoryName: 'スロット',
    onAction: fn(),
    onBack: fn(),
    onRetry: fn(),
    onLoginRequest: fn(),
    timeZone: sampleTimeZone,
  },
  argTypes: { promotion: { control: false }, children: { control: false }, error: { control: 'boolean' } },
  render: (args) => (
    <div style={{ maxWidth: 960 }}>
      <PromotionDetail {...args} />
    </div>
  ),
} satisfies Meta<typeof PromotionDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * A sign-up promotion open to the member: art, chips, period, the "Join" action, the content (sanitized: no
 * script, no event handlers; an outside link opens in a new tab), the sign-up form and the terms.
 */
export const Default: Story = {
  tags: ['vrt'],
  args: { children: <PromotionSignUpForm onSubmit={fn()} instructions="対象ゲームのスクリーンショットを添えて申し込んでください。" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '週末スロット大会 参加申込' })).toBeVisible();
    const content = canvasElement.querySelector('[data-part="Content"]')!;
    await expect(content.querySelector('script')).toBeNull();
    await expect(content.querySelector('[onclick]')).toBeNull();
    await expect(within(content as HTMLElement).getByRole('link', { name: '大会ルール' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('heading', { name: '利用規約' })).toBeVisible();
  },
};

/** "Join" calls the owner with the status; "back" too. */
export const Actions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '参加する' }));
    await expect(args.onAction).toHaveBeenCalledWith('join');
    await userEvent.click(canvas.getByRole('button', { name: 'プロモーション一覧へ' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The request is being reviewed: the button names the state and does nothing. */
export const Applying: Story = {
  args: { promotion: { ...sampleDetail, status: 'applying' } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '申請中' });
    await expect(button).toBeDisabled();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Rejected by the operator: the reason, and no action. */
export const Rejected: Story = {
  args: { promotion: { ...sampleDetail, status: 'rejected', rejectReason: '対象期間外のスクリーンショットです。' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('申請は承認されませんでした：対象期間外のスクリーンショットです。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '却下' })).toBeDisabled();
  },
};

/** A raffle's page: its panel under the content. */
export const Raffle: Story = {
  args: {
    promotion: { ...sampleDetail, ...samplePromotions[2]!, content: '<p>毎日1枚の抽選券を受け取れます。</p>', terms: undefined },
    categoryName: 'イベント',
    children: (
      <RafflePanel
        raffle={{ status: 'claim', tickets: ['A-10234'], drawTime: Date.now() + 3 * 86_400_000, result: null }}
        onClaim={fn()}
        currencySymbol="₱"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '抽選会' })).toBeVisible();
  },
};

export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { promotion: { ...sampleDetail, status: 'claim' } },
  render: (args) => (
    <div style={{ maxWidth: 312 }}>
      <PromotionDetail {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '受け取る' });
    const root = canvasElement.querySelector<HTMLElement>('[data-component="PromotionDetail"]')!;
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(root.clientWidth * 0.7);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Loading: Story = {
  args: { promotion: null, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="PromotionDetail"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { promotion: null, error: true },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('このプロモーションを表示できません');
    await userEvent.click(within(alert).getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A visitor is asked to log in first. */
export const Visitor: Story = {
  args: { isVisitor: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ログインして参加' }));
    await expect(args.onLoginRequest).toHaveBeenCalledTimes(1);
  },
};
