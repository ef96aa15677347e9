import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LotteryBalls } from './LotteryBalls';
import { storyT } from '../../test/storyText';

const meta = {
  title: 'Lottery/LotteryBalls',
  component: LotteryBalls,
  tags: ['any-locale'],
  args: { numbers: ['3', '8', '0', '5', '9'], format: 'digits5', size: 'md' },
  argTypes: { highlight: { control: 'object' } },
} satisfies Meta<typeof LotteryBalls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Every look at every size: digit balls, 11x5 balls, PK10 plates, K3 dice, a 4D plate, and a draw under way. */
export const AllFormats: Story = {
  tags: ['vrt'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <LotteryBalls format="digits5" numbers={['3', '8', '0', '5', '9']} size="lg" highlight={[1]} />
      <LotteryBalls format="pick11" numbers={['01', '07', '11', '04', '09']} />
      <LotteryBalls format="pk10" numbers={['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']} />
      <LotteryBalls format="dice3" numbers={['1', '4', '6']} size="lg" />
      <LotteryBalls format="digits3" numbers={['2', '7', '7']} size="sm" />
      <LotteryBalls format="sea4d" numbers={['0427']} />
      <LotteryBalls format="digits5" numbers={[]} pending />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: t('play.ballsLabel', { numbers: '3, 8, 0, 5, 9' }) })).toBeVisible();
    await expect(canvas.getByRole('img', { name: t('play.ballsLabel', { numbers: '1, 4, 6' }) })).toBeVisible();
    await expect(canvas.getByRole('img', { name: t('play.ballsPending') })).toBeVisible();
    const plates = canvasElement.querySelectorAll('[data-format="pk10"] [data-part="Ball"]');
    await expect(new Set([...plates].map((p) => getComputedStyle(p).backgroundColor)).size).toBe(10);
  },
};

/** PK10: each plate in its colour; the highlighted ones are the member's hits. */
export const Pk10Highlighted: Story = {
  tags: ['!vrt'],
  args: { format: 'pk10', numbers: ['07', '02', '10', '01', '05', '09', '03', '08', '06', '04'], highlight: [0, 2] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-highlight]')).toHaveLength(2);
  },
};

/** While the draw runs: one "?" per ball. */
export const Pending: Story = {
  tags: ['!vrt'],
  args: { format: 'pick11', numbers: [], pending: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-pending]')).toHaveLength(5);
  },
};
