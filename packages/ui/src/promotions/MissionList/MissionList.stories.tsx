import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { freezeClock } from '../../member-centre/shared/cashier.fixtures';
import { formatMoneyIn } from '../../feedback/StatCards/formatStat';
import { storyI18n, storyT } from '../../test/storyText';
import { sampleMissions, sampleNow, sampleTimeZone } from '../shared/promotions.fixtures';
import { MissionList } from './MissionList';
import type { Mission } from './MissionList.types';

const meta = {
  title: 'Promotions/MissionList',
  component: MissionList,
  tags: ['any-locale'],
  beforeEach: () => freezeClock(sampleNow),
  args: {
    missions: sampleMissions,
    onClaim: fn(async () => undefined),
    onJoin: fn(async () => undefined),
    onRetry: fn(),
    currencySymbol: '₱',
    timeZone: sampleTimeZone,
  },
  argTypes: { missions: { control: false }, error: { control: 'boolean' } },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <MissionList {...args} />
    </div>
  ),
} satisfies Meta<typeof MissionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each task with its progress bar (rounds as a count, valid bet as money), reward and button. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const tu = storyT(context, 'ui');
    const lang = storyI18n(context).language;
    const money = (value: number) => formatMoneyIn(lang, value, '₱');
    const count = new Intl.NumberFormat(lang);
    const [bac, , daily] = sampleMissions as [Mission, Mission, Mission];
    const canvas = within(canvasElement);
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars).toHaveLength(5);
    await expect(bars[0]).toHaveAccessibleName(t('mission.progressLabel', { title: bac.title }));
    await expect(bars[0]).toHaveAttribute(
      'aria-valuetext',
      t('mission.progress.rounds', { progress: count.format(50), target: count.format(50) }),
    );
    await expect(bars[1]).toHaveAttribute(
      'aria-valuetext',
      t('mission.progress.validBet', { progress: money(3250.5), target: money(10_000) }),
    );
    await expect(canvasElement.querySelector('[data-mission="m-slot"]')).toHaveTextContent(
      t('mission.tasks.validBet', { target: money(10_000), category: t('categories.RNG') }),
    );
    await expect(canvasElement.querySelector('[data-mission="m-any"]')).toHaveTextContent(
      t('mission.tasks.rounds', { target: count.format(20), category: t('categories.any') }),
    );
    const enabled = canvas.getAllByRole('button').filter((b) => !(b as HTMLButtonElement).disabled);
    await expect(enabled.map((b) => b.getAttribute('aria-label'))).toEqual([
      t('mission.actionLabel', { action: tu('statusBadge.activity.claim'), title: bac.title }),
      t('mission.actionLabel', { action: tu('statusBadge.activity.join'), title: daily.title }),
    ]);
  },
};

/** Claiming a completed mission calls back with it and announces the reward. */
export const Claim: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const tu = storyT(context, 'ui');
    const [bac, , daily] = sampleMissions as [Mission, Mission, Mission];
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('mission.actionLabel', { action: tu('statusBadge.activity.claim'), title: bac.title }),
      }),
    );
    await expect(args.onClaim).toHaveBeenCalledWith(sampleMissions[0]);
    const reward = formatMoneyIn(storyI18n(context).language, 300, '₱');
    await expect(await canvas.findByText(t('mission.claimedMessage', { reward, title: bac.title }))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('mission.actionLabel', { action: tu('statusBadge.activity.join'), title: daily.title }),
      }),
    );
    await expect(args.onJoin).toHaveBeenCalledWith(sampleMissions[2]);
  },
};

export const Empty: Story = {
  args: { missions: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    await expect(within(canvasElement).getByRole('heading', { name: t('mission.empty.title') })).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true, missions: [] } };

export const LoadError: Story = {
  args: { error: true, missions: [] },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    await userEvent.click(
      within(within(canvasElement).getByRole('alert')).getByRole('button', { name: t('actions.retry') }),
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A phone: progress under the task, the button full width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { missions: sampleMissions.slice(0, 3) },
  render: (args) => (
    <div style={{ maxWidth: 312 }}>
      <MissionList {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const tu = storyT(context, 'ui');
    const name = t('mission.actionLabel', {
      action: tu('statusBadge.activity.claim'),
      title: sampleMissions[0]!.title,
    });
    const button = within(canvasElement).getByRole('button', { name });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(240);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
