import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameGrid } from '../GameGrid';
import { sampleGames, sampleVendorNames, sampleVendors } from '../shared/lobby.fixtures';
import { VendorTabs } from './VendorTabs';

const meta = {
  title: 'Games/VendorTabs',
  component: VendorTabs,
  tags: ['vrt', 'any-locale'],
  args: { vendors: sampleVendors, onValueChange: fn() },
} satisfies Meta<typeof VendorTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Each tab takes 100 / n percent of the row; arrow keys move between vendors. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'PG Soft' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenCalledWith('PP');
    await expect(canvas.getByRole('tab', { name: 'Pragmatic Play' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithCounts: Story = {
  args: { vendors: sampleVendors.slice(0, 4).map((v, i) => ({ ...v, count: [312, 540, 188, 96][i] })) },
};

/** The slot hall: vendor tabs over the selected vendor's grid. */
export const WithGrid: Story = {
  render: (args) => (
    <VendorTabs {...args}>
      <GameGrid games={sampleGames(12)} vendorNames={sampleVendorNames} />
    </VendorTabs>
  ),
};

/** On a 360 px phone the tabs keep a readable width and the row scrolls sideways. */
export const OnPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
