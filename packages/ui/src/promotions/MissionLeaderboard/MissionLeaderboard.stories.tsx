import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';
import { storyI18n, storyT } from '../../test/storyText';
import { formatPromoTime } from '../shared/PromotionParts';
import { sampleLeaderboard, sampleNow, sampleTimeZone } from '../shared/promotions.fixtures';
import { MissionLeaderboard } from './MissionLeaderboard';

const meta = {
  title: 'Promotions/MissionLeaderboard',
  component: MissionLeaderboard,
  tags: ['any-locale'],
  args: {
    entries: sampleLeaderboard,
    scoreKind: 'validBet',
    updatedAt: sampleNow,
    onRetry: fn(),
    currencySymbol: '₱',
    timeZone: sampleTimeZone,
  },
  argTypes: { entries: { control: false }, selfEntry: { control: false }, error: { control: 'boolean' } },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <MissionLeaderboard {...args} />
    </div>
  ),
} satisfies Meta<typeof MissionLeaderboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Rank (medals for the top three), masked name, score and prize; the member's own row highlighted and named. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const lang = storyI18n(context).language;
    const money = (value: number) => formatMoneyIn(lang, value, '₱');
    const table = within(canvasElement).getByRole('table', { name: t('leaderboard.title') });
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(
      `${new Intl.NumberFormat(lang).format(1)}lu***88${money(1_284_300)}${money(20_000)}`,
    );
    const self = rows.find((row) => row.getAttribute('aria-current') === 'true')!;
    await expect(self).toHaveTextContent(`ta***01${t('leaderboard.you')}`);
    await expect(self).toHaveAttribute('data-self');
    await expect(
      within(canvasElement).getByText(t('leaderboard.updatedAt', { time: formatPromoTime(sampleNow, sampleTimeZone) })),
    ).toBeVisible();
  },
};

/** The member is outside the list: their row is pinned under it. */
export const SelfOutsideTop: Story = {
  args: {
    entries: sampleLeaderboard.map((e) => ({ ...e, isSelf: false })),
    selfEntry: { rank: 57, account: 'tanaka01', score: 12_500, isSelf: true },
    scoreKind: 'points',
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const count = new Intl.NumberFormat(storyI18n(context).language);
    const pinned = canvasElement.querySelector('tr[data-pinned]')!;
    await expect(pinned).toHaveTextContent(`${count.format(57)}ta***01${t('leaderboard.you')}${count.format(12_500)}`);
    await expect(
      within(canvasElement).getByRole('columnheader', { name: t('leaderboard.score.points') }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    await expect(within(canvasElement).getByRole('heading', { name: t('leaderboard.empty.title') })).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true, entries: [] } };

export const LoadError: Story = {
  args: { error: true, entries: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('leaderboard.error'));
  },
};

/** A phone: the prize column gives way; rank, name and score stay. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 312 }}>
      <MissionLeaderboard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-component="MissionLeaderboard"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const prize = canvasElement.querySelector('th[data-col="reward"]')!;
    await expect(getComputedStyle(prize).display).toBe('none');
  },
};
