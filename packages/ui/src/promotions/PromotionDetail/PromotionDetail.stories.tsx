import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromotionSignUpForm } from '../PromotionSignUpForm';
import { RafflePanel } from '../RafflePanel';
import { sampleDetail, samplePromotions, sampleTimeZone } from '../shared/promotions.fixtures';
import { PromotionDetail } from './PromotionDetail';
import { storyT } from '../../test/storyText';

const meta = {
  title: 'Promotions/PromotionDetail',
  component: PromotionDetail,
  tags: ['any-locale'],
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
  args: {
    children: (
      <PromotionSignUpForm onSubmit={fn()} instructions="対象ゲームのスクリーンショットを添えて申し込んでください。" />
    ),
  },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'engage');
    const canvas = within(canvasElement);
    // The title and the content are the operator's (the fixture's), the same in every language.
    await expect(canvas.getByRole('heading', { level: 1, name: args.promotion!.title })).toBeVisible();
    const content = canvasElement.querySelector('[data-part="Content"]')!;
    await expect(content.querySelector('script')).toBeNull();
    await expect(content.querySelector('[onclick]')).toBeNull();
    await expect(within(content as HTMLElement).getByRole('link')).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('heading', { name: t('promo.termsTitle') })).toBeVisible();
  },
};

/** "Join" calls the owner with the status; "back" too. */
export const Actions: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const tu = storyT(context, 'ui');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: tu('statusBadge.activity.join') }));
    await expect(args.onAction).toHaveBeenCalledWith('join');
    await userEvent.click(canvas.getByRole('button', { name: t('promo.back') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The request is being reviewed: the button names the state and does nothing. */
export const Applying: Story = {
  args: { promotion: { ...sampleDetail, status: 'applying' } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const tu = storyT(context, 'ui');
    const button = within(canvasElement).getByRole('button', { name: tu('statusBadge.activity.applying') });
    await expect(button).toBeDisabled();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Rejected by the operator: the reason, and no action. */
export const Rejected: Story = {
  args: { promotion: { ...sampleDetail, status: 'rejected', rejectReason: '対象期間外のスクリーンショットです。' } },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'engage');
    const tu = storyT(context, 'ui');
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(t('promo.rejectedWithReason', { reason: args.promotion!.rejectReason })),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: tu('statusBadge.activity.rejected') })).toBeDisabled();
  },
};

/** A raffle's page: its panel under the content. */
export const Raffle: Story = {
  args: {
    promotion: {
      ...sampleDetail,
      ...samplePromotions[2]!,
      content: '<p>毎日1枚の抽選券を受け取れます。</p>',
      terms: undefined,
    },
    categoryName: 'イベント',
    children: (
      <RafflePanel
        raffle={{ status: 'claim', tickets: ['A-10234'], drawTime: Date.now() + 3 * 86_400_000, result: null }}
        onClaim={fn()}
        currencySymbol="₱"
      />
    ),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    await expect(within(canvasElement).getByRole('heading', { name: t('raffle.title') })).toBeVisible();
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
  play: async (context) => {
    const { canvasElement } = context;
    const tu = storyT(context, 'ui');
    const button = within(canvasElement).getByRole('button', { name: tu('statusBadge.activity.claim') });
    const root = canvasElement.querySelector<HTMLElement>('[data-component="PromotionDetail"]')!;
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(root.clientWidth * 0.7);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Loading: Story = {
  args: { promotion: null, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="PromotionDetail"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadError: Story = {
  args: { promotion: null, error: true },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('promo.detailError.title'));
    await userEvent.click(within(alert).getByRole('button', { name: t('actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A visitor is asked to log in first. */
export const Visitor: Story = {
  args: { isVisitor: true },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('promo.loginToJoin') }));
    await expect(args.onLoginRequest).toHaveBeenCalledTimes(1);
  },
};
