import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { activityStatuses } from '../../feedback/StatusBadge';
import { storyT } from '../../test/storyText';
import { formatPromoTime } from '../shared/PromotionParts';
import { sampleCategories, samplePromotions, sampleTimeZone } from '../shared/promotions.fixtures';
import { PromotionCard } from './PromotionCard';

const names = new Map(sampleCategories.map((c) => [c.id, c.name]));

const meta = {
  title: 'Promotions/PromotionCard',
  component: PromotionCard,
  tags: ['any-locale'],
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
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const tu = storyT(context, 'ui');
    // The promotion's own words (title, category name) are the operator's fixture, the same in every language.
    const { title, startTime } = args.promotion;
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: title });
    await expect(card).toHaveTextContent(args.categoryName!);
    await expect(card).toHaveTextContent(t('promo.targets.newMembers'));
    await expect(card).toHaveTextContent(t('promo.periodOpen', { start: formatPromoTime(startTime, sampleTimeZone) }));
    const link = within(card).getByRole('link', { name: title });
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/promoDetail?id=p-first');
    const join = within(card).getByRole('button', { name: tu('statusBadge.activity.join') });
    await expect(join).toHaveAccessibleDescription(title);
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
          promotion={{
            ...samplePromotions[i % samplePromotions.length]!,
            id: status,
            status,
            imageUrl: i % 3 === 2 ? undefined : samplePromotions[i % samplePromotions.length]!.imageUrl,
          }}
          categoryName={names.get(samplePromotions[i % samplePromotions.length]!.categoryId)}
        />
      ))}
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const tu = storyT(context, 'ui');
    const buttons = [...canvasElement.querySelectorAll<HTMLButtonElement>('[data-part="ActionButton"]')];
    await expect(buttons.filter((b) => !b.disabled).map((b) => b.dataset.status)).toEqual(['join', 'claim']);
    await expect(buttons.find((b) => b.dataset.status === 'applying')).toHaveTextContent(
      tu('statusBadge.activity.applying'),
    );
    // Without art, the kind's icon is drawn instead of a broken image.
    await expect(canvasElement.querySelectorAll('[data-part="ArtPlaceholder"]').length).toBeGreaterThan(0);
  },
};

/** Claim from the card: the owner gets the promotion and the status. */
export const ClaimFromCard: Story = {
  args: { promotion: samplePromotions[2]! },
  play: async (context) => {
    const { canvasElement, args } = context;
    const tu = storyT(context, 'ui');
    await userEvent.click(within(canvasElement).getByRole('button', { name: tu('statusBadge.activity.claim') }));
    await expect(args.onAction).toHaveBeenCalledWith(samplePromotions[2], 'claim');
  },
};

/** A visitor: join becomes "Log in to join" (SPEC §6). */
export const Visitor: Story = {
  args: { isVisitor: true },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('promo.loginToJoin') }));
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
