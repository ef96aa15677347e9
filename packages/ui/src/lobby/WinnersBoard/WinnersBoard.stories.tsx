import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMoney } from '@croupier/contract';
import { expect, within } from 'storybook/test';
import { WinnersBoard } from './WinnersBoard';
import { sampleWinners } from './WinnersBoard.fixtures';

const meta = {
  title: 'Games/WinnersBoard',
  component: WinnersBoard,
  tags: ['vrt', 'any-locale'],
  args: { winners: sampleWinners },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof WinnersBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Masked accounts; money with two decimals and comma thousands in tabular figures. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveTextContent('al***23');
    await expect(table).toHaveTextContent(`P${formatMoney(1_234_567.89)}`);
  },
};

export const Loading: Story = { args: { winners: [], isLoading: true } };

export const Empty: Story = { args: { winners: [] } };

export const OnPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
