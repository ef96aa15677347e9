import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLevels, sampleProgress, topProgress } from '../../vip/shared/vip.fixtures';
import { frameWidths, PanelFrame } from '../shared/storyFrame';
import { PlayerRankPanel } from './PlayerRankPanel';
import type { PlayerRankPanelProps } from './PlayerRankPanel.types';
import { storyT } from '../../test/storyText';

type StoryArgs = PlayerRankPanelProps & { width?: number };

const meta = {
  title: 'Member Centre/PlayerRankPanel',
  tags: ['any-locale'],
  args: {
    levels: sampleLevels,
    progress: sampleProgress,
    currencySymbol: 'P',
    isTitleHidden: true,
    onShowAllLevels: fn(),
    onRetry: fn(),
  },
  argTypes: { levels: { control: false }, progress: { control: false } },
  render: ({ width = frameWidths.desktop, ...args }) => (
    <PanelFrame page="playerRank" width={width}>
      <PlayerRankPanel {...args} />
    </PanelFrame>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** The member's level, the bars to the next one, and the benefits now beside those of the next level. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
    const now = canvasElement.querySelector('[data-part="CurrentBenefits"]')!;
    const next = canvasElement.querySelector('[data-part="NextBenefits"]')!;
    await expect(now).toHaveTextContent('Silver');
    await expect(now.querySelector('[data-benefit="cashbackRate"] dd')).toHaveTextContent('0.5%');
    await expect(next).toHaveTextContent('Gold');
    const nextCashback = next.querySelector('[data-benefit="cashbackRate"] dd')!;
    await expect(nextCashback).toHaveTextContent('0.6%');
    // Better at the next level: marked.
    await expect(nextCashback).toHaveAttribute('data-better');
    await expect(next.querySelector('[data-benefit="vipService"] dd')).not.toHaveAttribute('data-better');
    await expect(canvas.getByRole('button', { name: t('rank.allLevels') })).toBeVisible();
  },
};

/** "All levels and benefits" asks the site to open /vip. */
export const AllLevels: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('rank.allLevels') }));
    await expect(args.onShowAllLevels).toHaveBeenCalledTimes(1);
  },
};

/** A 360 px phone: the two benefit cards stack. */
export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { width: frameWidths.phone },
  play: async ({ canvasElement }) => {
    const compare = canvasElement.querySelector('[data-part="Compare"]')!;
    await expect(getComputedStyle(compare).gridTemplateColumns.split(' ')).toHaveLength(1);
    const panel = canvasElement.querySelector<HTMLElement>('[data-component="PlayerRankPanel"]')!;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};

/** At the top level: no bars, only the current benefits. */
export const TopLevel: Story = {
  tags: ['!vrt'],
  args: { progress: topProgress },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('progressbar')).toHaveLength(0);
    await expect(canvasElement.querySelector('[data-part="NextBenefits"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-part="CurrentBenefits"]')).toHaveTextContent('Diamond');
  },
};

export const Loading: Story = {
  tags: ['!vrt'],
  args: { isLoading: true, progress: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="PlayerRankPanel"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadError: Story = {
  tags: ['!vrt'],
  args: { error: true, progress: null },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
