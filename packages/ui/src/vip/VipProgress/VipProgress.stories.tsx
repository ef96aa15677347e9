import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';
import { storyI18n, storyT } from '../../test/storyText';
import { sampleLevels, sampleProgress, topProgress } from '../shared/vip.fixtures';
import { VipProgress } from './VipProgress';

const meta = {
  title: 'VIP/VipProgress',
  component: VipProgress,
  tags: ['any-locale'],
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
  play: async (context) => {
    const t = storyT(context, 'loyalty');
    const money = (value: number) => formatMoneyIn(storyI18n(context).language, value, 'P');
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('Silver')).toBeVisible();
    await expect(canvas.getByText('Gold')).toBeVisible();
    const bet = canvas.getByRole('progressbar', { name: t('progress.validBet') });
    await expect(bet).toHaveAttribute('aria-valuenow', '63');
    await expect(bet).toHaveAttribute(
      'aria-valuetext',
      t('progress.valueText', { value: money(126450.5), target: money(200000), percent: 63 }),
    );
    await expect(canvas.getByText(t('progress.left', { amount: money(73549.5) }))).toBeVisible();
    const deposit = canvas.getByRole('progressbar', { name: t('progress.deposit') });
    await expect(deposit).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText(t('progress.met'))).toBeVisible();
    await expect(canvas.getByText(t('progress.ruleAll', { level: 'Gold', bonus: money(888) }))).toBeVisible();
  },
};

/** Either threshold moves the member up. */
export const EitherThreshold: Story = {
  tags: ['!vrt'],
  args: { upgradeRule: 'any' },
  play: async (context) => {
    const t = storyT(context, 'loyalty');
    const money = (value: number) => formatMoneyIn(storyI18n(context).language, value, 'P');
    await expect(
      within(context.canvasElement).getByText(t('progress.ruleAny', { level: 'Gold', bonus: money(888) })),
    ).toBeVisible();
  },
};

/** The top level: no bars, a word of thanks, the accent tone. */
export const TopLevel: Story = {
  tags: ['vrt'],
  args: { progress: topProgress },
  play: async (context) => {
    const t = storyT(context, 'loyalty');
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('progressbar')).toHaveLength(0);
    await expect(canvas.getByText(t('progress.top'))).toBeVisible();
    await expect(canvasElement.querySelector('[data-component="VipProgress"]')).toHaveAttribute(
      'data-tier-tone',
      'accent',
    );
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
  play: async (context) => {
    const t = storyT(context, 'loyalty');
    await expect(within(context.canvasElement).getByRole('alert')).toHaveTextContent(t('common.error'));
  },
};
