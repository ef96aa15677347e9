import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleLevels, sampleProgress, topProgress } from '../shared/vip.fixtures';
import { VipProgress } from './VipProgress';

const meta = {
  title: 'VIP/VipProgress',
  component: VipProgress,
  args: { levels: sampleLevels, progress: sampleProgress, currencySymbol: 'P', onRetry: fn() },
  argTypes: { levels: { control: false }, progress: { control: false }, error: { control: 'boolean' } },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <VipProgress {...args} />
    </div>
  ),
} satisfies Meta<typeof VipProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** A Silver member: the bet is 63 % of Gold's, the deposit is met; both are needed to move up. */
export const Default: Story = {
  // Pictured inside VipScreen's screenshot.
  tags: ['!vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Silver')).toBeVisible();
    await expect(canvas.getByText('Gold')).toBeVisible();
    const bet = canvas.getByRole('progressbar', { name: '有効ベット額' });
    await expect(bet).toHaveAttribute('aria-valuenow', '63');
    await expect(bet).toHaveAttribute('aria-valuetext', 'P126,450.50 / P200,000.00（63%）');
    await expect(canvas.getByText('あとP73,549.50')).toBeVisible();
    const deposit = canvas.getByRole('progressbar', { name: '入金額' });
    await expect(deposit).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('達成済み')).toBeVisible();
    await expect(canvas.getByText(/両方の条件を達成すると Gold|両方の条件を達成するとGold/)).toBeVisible();
    await expect(canvas.getByText(/昇格ボーナスP888.00/)).toBeVisible();
  },
};

/** Either threshold moves the member up. */
export const EitherThreshold: Story = {
  tags: ['!vrt'],
  args: { upgradeRule: 'any' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/いずれかの条件を達成すると/)).toBeVisible();
  },
};

/** The top level: no bars, a word of thanks, the accent tone. */
export const TopLevel: Story = {
  tags: ['vrt'],
  args: { progress: topProgress },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('progressbar')).toHaveLength(0);
    await expect(canvas.getByText(/最高ランクに到達しています/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-component="VipProgress"]')).toHaveAttribute('data-tier-tone', 'accent');
  },
};

export const Loading: Story = {
  tags: ['!vrt'],
  args: { isLoading: true, progress: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="VipProgress"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  tags: ['!vrt'],
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('読み込めませんでした');
  },
};
