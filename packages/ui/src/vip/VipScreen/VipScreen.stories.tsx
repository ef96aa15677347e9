import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';
import { storyI18n, storyT } from '../../test/storyText';
import { sampleLevels, sampleProgress, topProgress } from '../shared/vip.fixtures';
import { VipScreen } from './VipScreen';

const meta = {
  title: 'VIP/VipScreen',
  component: VipScreen,
  tags: ['any-locale'],
  parameters: { layout: 'padded' },
  args: {
    levels: sampleLevels,
    progress: sampleProgress,
    isLoggedIn: true,
    currencySymbol: 'P',
    onLogin: fn(),
    onVipService: fn(),
    onRetry: fn(),
  },
  argTypes: { levels: { control: false }, progress: { control: false }, error: { control: 'boolean' } },
} satisfies Meta<typeof VipScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** The VIP centre of a member: the hero with the programme's best, the member's progress, the levels. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('screen.title'));
    const highlights = canvasElement.querySelector('[data-part="Highlights"]')!;
    const lang = storyI18n(context).language;
    await expect(highlights).toHaveTextContent(formatMoneyIn(lang, 8888, 'P'));
    await expect(highlights).toHaveTextContent(new Intl.NumberFormat(lang, { style: 'percent' }).format(0.01));
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
    await expect(canvasElement.querySelector('tr[aria-current="true"]')).toHaveAttribute('data-level', '2');
    // Silver has no VIP line: no button for it.
    await expect(canvas.queryByRole('button', { name: t('screen.vipService') })).toBeNull();
  },
};

/** Inside a page whose h1 already names it (the site's section page): no title of its own; the sections stay h2. */
export const TitleHidden: Story = {
  tags: ['!vrt'],
  args: { isTitleHidden: true, titleLevel: 2 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="Hero"] > [data-part="Title"]')).toBeNull();
    await expect(canvas.queryByText(t('screen.title'))).toBeNull();
    const levels = canvas.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    await expect(levels[0]).toBe(2);
    await expect(Math.min(...levels)).toBe(2);
    // No level skipped: each heading is at most one below the one before it.
    for (let i = 1; i < levels.length; i++) await expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  },
};

/** A guest sees the programme and a way in instead of progress. */
export const Guest: Story = {
  tags: ['!vrt'],
  args: { isLoggedIn: false, progress: null },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('progressbar')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: t('screen.login') }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** A Diamond member reaches the VIP line from the hero. */
export const TopMember: Story = {
  tags: ['!vrt'],
  args: { progress: topProgress },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('screen.vipService') }));
    await expect(args.onVipService).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <VipScreen {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const root = canvasElement.querySelector<HTMLElement>('[data-component="VipScreen"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(within(canvasElement).getByRole('list', { name: t('levels.title') })).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['!vrt'],
  args: { isLoading: true, progress: null, levels: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-component="VipProgress"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  tags: ['!vrt'],
  args: { error: true, progress: null, levels: [] },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'loyalty');
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
