import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleCategories, samplePromotions, sampleTimeZone } from '../shared/promotions.fixtures';
import { PromotionList } from './PromotionList';
import type { PromotionListProps } from './PromotionList.types';
import { storyT } from '../../test/storyText';

/** The site's part: the selected category. */
function PromotionListDemo(args: PromotionListProps) {
  const [categoryId, setCategoryId] = useState(args.categoryId);
  return (
    <PromotionList
      {...args}
      categoryId={categoryId}
      onCategoryChange={(next) => {
        setCategoryId(next);
        args.onCategoryChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Promotions/PromotionList',
  component: PromotionList,
  tags: ['any-locale'],
  parameters: { layout: 'padded' },
  args: {
    categories: sampleCategories,
    promotions: samplePromotions,
    categoryId: null,
    onCategoryChange: fn(),
    hrefFor: (p) => `/promoDetail?id=${p.id}`,
    onNavigate: fn(),
    onAction: fn(),
    onRetry: fn(),
    timeZone: sampleTimeZone,
  },
  argTypes: { categories: { control: false }, promotions: { control: false }, error: { control: 'boolean' } },
  render: (args) => <PromotionListDemo {...args} />,
} satisfies Meta<typeof PromotionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The type tabs with their counts ("All" first), and the cards in a grid. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const canvas = within(canvasElement);
    const tabs = within(canvas.getByRole('tablist', { name: t('promo.categoriesLabel') })).getAllByRole('tab');
    // "All", then the operator's categories (the fixture's names), each with its count.
    const names = [t('promo.allCategories'), ...sampleCategories.map((c) => c.name)];
    await expect(tabs.map((tab) => tab.textContent)).toEqual(
      [6, 1, 1, 1, 1, 2].map((count, i) => `${names[i]}${count}`),
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    const grid = canvasElement.querySelector('[data-part="Grid"]')!;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ').length).toBeGreaterThan(1);
  },
};

/** A tab filters the cards and reports the category; an empty category offers "Show all". */
export const FilterByType: Story = {
  args: { promotions: samplePromotions.filter((p) => p.categoryId !== 'live') },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const canvas = within(canvasElement);
    const tab = (id: string) =>
      canvas.getByRole('tab', { name: new RegExp(`^${sampleCategories.find((c) => c.id === id)!.name}`) });
    await userEvent.click(tab('event'));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('event');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    await userEvent.click(tab('live'));
    await expect(await canvas.findByRole('heading', { name: t('promo.empty.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('promo.empty.showAll') }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5));
  },
};

/** A 360 px phone: one column, the tabs scroll sideways, nothing overflows the page. */
export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { promotions: samplePromotions.slice(0, 3) },
  render: (args) => (
    <div style={{ maxWidth: 312 }}>
      <PromotionListDemo {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const tu = storyT(context, 'ui');
    const grid = await waitFor(() => canvasElement.querySelector('[data-part="Grid"]')!);
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(1);
    const list = canvasElement.querySelector<HTMLElement>('[data-component="PromotionList"]')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const join = within(canvasElement).getAllByRole('button', { name: tu('statusBadge.activity.join') })[0]!;
    await expect(join.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
  },
};

/** Skeleton cards while the list loads; the section is busy. */
export const Loading: Story = {
  tags: ['vrt'],
  args: { isLoading: true, promotions: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="PromotionList"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-part="Skeleton"]')).toHaveLength(6);
  },
};

export const Empty: Story = {
  args: { promotions: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    await expect(within(canvasElement).getByRole('heading', { name: t('promo.empty.title') })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: true, promotions: [] },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('promo.error.title'));
    await userEvent.click(within(alert).getByRole('button', { name: t('actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Light mode, side by side with dark in the screenshots. */
export const Light: Story = {
  globals: { mode: 'light' },
  args: { promotions: samplePromotions.slice(0, 3) },
};
