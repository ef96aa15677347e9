import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLeaderboard, sampleMissions, sampleNow } from '../../promotions/shared/promotions.fixtures';
import { freezeClock, sampleTimeZone } from '../shared/cashier.fixtures';
import { frameWidths, PanelFrame } from '../shared/storyFrame';
import { MissionLeaderboardPanel, missionBadgeCount } from './MissionLeaderboardPanel';
import type { MissionLeaderboardPanelProps } from './MissionLeaderboardPanel.types';
import { storyT } from '../../test/storyText';

type StoryArgs = MissionLeaderboardPanelProps & { width?: number };

const meta = {
  title: 'Member Centre/MissionLeaderboardPanel',
  component: MissionLeaderboardPanel,
  tags: ['any-locale'],
  beforeEach: () => freezeClock(sampleNow),
  args: {
    missions: sampleMissions,
    leaderboard: { entries: sampleLeaderboard, scoreKind: 'validBet', updatedAt: sampleNow },
    onClaim: fn(async () => undefined),
    onJoin: fn(async () => undefined),
    onRetry: fn(),
    currencySymbol: 'P',
    timeZone: sampleTimeZone,
    isTitleHidden: true,
  },
  argTypes: { missions: { control: false }, leaderboard: { control: false }, error: { control: 'boolean' } },
  render: ({ width = frameWidths.desktop, ...args }) => (
    <PanelFrame page="missionLeaderboard" width={width}>
      <MissionLeaderboardPanel {...args} />
    </PanelFrame>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The missions with their progress and claim, the count of open ones (the menu badge's number), the leaderboard. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    const canvas = within(canvasElement);
    await expect(missionBadgeCount(sampleMissions)).toBe(3);
    await expect(canvasElement.querySelector('[data-part="OpenCount"]')).toHaveAccessibleName(
      t('mission.openCount', { count: 3 }),
    );
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(5);
    await expect(canvas.getByRole('table', { name: t('leaderboard.title') })).toBeVisible();
  },
};

/** Claiming from the panel calls the owner with the mission. */
export const Claim: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'engage');
    const tu = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const name = t('mission.actionLabel', {
      action: tu('statusBadge.activity.claim'),
      title: sampleMissions[0]!.title,
    });
    await userEvent.click(canvas.getByRole('button', { name }));
    await expect(args.onClaim).toHaveBeenCalledWith(sampleMissions[0]);
  },
};

/** No missions and no rankings yet; no badge. */
export const Empty: Story = {
  args: { missions: [], leaderboard: { entries: [], scoreKind: 'validBet' } },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    await expect(canvasElement.querySelector('[data-part="OpenCount"]')).toBeNull();
    await expect(within(canvasElement).getByRole('heading', { name: t('mission.empty.title') })).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true, missions: [] } };

export const LoadError: Story = {
  args: { error: true },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'engage');
    await expect(within(canvasElement).getAllByRole('alert')[0]).toHaveTextContent(t('mission.error'));
  },
};

export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { width: frameWidths.phone },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[data-component="MissionLeaderboardPanel"]')!;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};
