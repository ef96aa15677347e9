import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategoryEntries } from './CategoryEntries';
import { sampleCategoryEntries } from './CategoryEntries.fixtures';
import { storyT } from '../../test/storyText';

const meta = {
  title: 'Games/CategoryEntries',
  component: CategoryEntries,
  tags: ['vrt', 'any-locale'],
  args: { entries: sampleCategoryEntries, onNavigate: fn() },
} satisfies Meta<typeof CategoryEntries>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const tf = storyT(context, 'frame');
    await userEvent.click(within(canvasElement).getByRole('link', { name: tf('categories.live') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/live');
  },
};

export const OnPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
