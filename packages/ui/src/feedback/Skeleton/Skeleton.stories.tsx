import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';
import { skeletonShapes } from './Skeleton.types';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['vrt', 'any-locale'],
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'], args: { width: 240 } };

export const Text: Story = {
  args: { shape: 'text', lines: 3 },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Skeleton {...args} />
    </div>
  ),
};

export const Rect: Story = { args: { shape: 'rect', width: 240, height: 120 } };

export const Circle: Story = { args: { shape: 'circle', width: 48 } };

/** A game tile while loading: square art, name and vendor lines; the grid is marked busy, the bones are silent. */
export const GameTiles: Story = {
  render: () => (
    <div
      aria-busy="true"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 16, maxWidth: 640 }}
    >
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} style={{ display: 'grid', gap: 8 }}>
          <Skeleton shape="rect" height={140} style={{ borderRadius: 16 }} />
          <Skeleton shape="text" width="80%" />
          <Skeleton shape="text" width="40%" height={10} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const bone of canvasElement.querySelectorAll('[data-component="Skeleton"]'))
      await expect(bone).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A member row: avatar and two lines. */
export const ListRow: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', maxWidth: 360 }}>
      <Skeleton shape="circle" width={44} />
      <div style={{ flex: 1 }}>
        <Skeleton shape="text" lines={2} />
      </div>
    </div>
  ),
};
