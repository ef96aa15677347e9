import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LiveCategorySlider } from './LiveCategorySlider';
import { storyT } from '../../test/storyText';

const meta = {
  title: 'Games/LiveCategorySlider',
  component: LiveCategorySlider,
  tags: ['vrt', 'any-locale'],
  args: { onValueChange: fn() },
} satisfies Meta<typeof LiveCategorySlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** All fifteen live categories, 20 px apart; arrows page the slider, keys move between items. */
export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'lobby');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('live.categories.BAC') }));
    await expect(args.onValueChange).toHaveBeenCalledWith('BAC');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: t('live.categories.SIC') })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Selected: Story = { args: { defaultValue: 'DAT' } };

export const Subset: Story = { args: { categories: ['BAC', 'ROU', 'BJ', 'DAT'], hasAll: false, defaultValue: 'BAC' } };

/** On phones the arrows give way to swiping. */
export const OnPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
