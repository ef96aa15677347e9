import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { activityStatuses } from '../../feedback/StatusBadge';
import { sampleCategories, samplePromotions, sampleTimeZone } from '../shared/promotions.fixtures';
import { PromotionCard } from './PromotionCard';

const names = new Map(sampleCategories.map((c) => [c.id, c.name]));

const meta = {
  title: 'Promotions/PromotionCard',
  component: PromotionCard,
  args: {
    promotion: samplePromotions[0]!,
    categoryName: names.get(samplePromotions[0]!.categoryId),
    hrefFor: (p) => `/promoDetail?id=${p.id}`,
    onNavigate: fn(),
    onAction: fn(),
    onLoginRequest: fn(),
    timeZone: sampleTimeZone,
  },
  argTypes: { promotion: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: 340 }}>
      <PromotionCard {...args} />
    </div>
  ),
} satisfies Meta<typeof PromotionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Art with its category and "hot" chips, the status, title (a link over the whole card), summary, period, action. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: '初回入金100%ボーナス 最大₱10,000' });
    await expect(card).toHaveTextContent('入金ボーナス');
    await expect(card).toHaveTextContent('新規会員限定');
    await expect(card).toHaveTextContent(/期間：2026-10-26 12:00 〜（終了日なし）/);
    const link = within(card).getByRole('link', { name: '初回入金100%ボーナス 最大₱10,000' });
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/promoDetail?id=p-first');
    const join = within(card).getByRole('button', { name: '参加する' });
    await expect(join).toHaveAccessibleDescription('初回入金100%ボーナス 最大₱10,000');
    await userEvent.click(join);
    await expect(args.onAction).toHaveBeenCalledWith(samplePromotions[0], 'join');
  },
};

/** Every status of SPEC §4: only join and claim act; the others name the state on a disabled button. */
export const EveryStatus: Story = {
  tags: ['vrt'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
      {activityStatuses.map((status, i) => (
        <PromotionCard
          key={status}
          {...args}
          promotion={{ ...samplePromotions[i % samplePromotions.length]!, id: status, status, imageUrl: i % 3 === 2 ? undefined : samplePromotions[i % samplePromotions.length]!.imageUrl }}
          categoryName={names.get(samplePromotions[i % samplePromotions.length]!.categoryId)}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = [...canvasElement.querySelectorAll<HTMLButtonElement>('[data-part="ActionButton"]')];
    await expect(buttons.filter((b) => !b.disabled).map((b) => b.dataset.status)).toEqual(['join', 'claim']);
    await expect(buttons.find((b) => b.dataset.status === 'applying')).toHaveTextContent('申請中');
    // Without art, the kind's icon is drawn instead of a broken image.
    await expect(canvasElement.querySelectorAll('[data-part="ArtPlaceholder"]').length).toBeGreaterThan(0);
  },
};

/** Claim from the card: the owner gets the promotion and the status. */
export const ClaimFromCard: Story = {
  args: { promotion: samplePromotions[2]! },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '受け取る' }));
    await expect(args.onAction).toHaveBeenCalledWith(samplePromotions[2], 'claim');
  },
};

/** A visitor: join becomes "Log in to join" (SPEC §6). */
export const Visitor: Story = {
  args: { isVisitor: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ログインして参加' }));
    await expect(args.onLoginRequest).toHaveBeenCalledTimes(1);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Art that fails to load falls back to the drawn placeholder. */
export const BrokenArt: Story = {
  args: { promotion: { ...samplePromotions[2]!, imageUrl: '/no-such-art.png' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvasElement.querySelector('[data-part="ArtPlaceholder"]')).not.toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
