import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CentreShell } from '../../member-centre/CentreShell';
import type { IconName } from '../../primitives/Icon';
import { Text } from '../../primitives/Text';
import { last7, sampleDays, sampleTimeZone, sampleToday } from '../shared/agent.fixtures';
import { TeamOverviewPanel } from '../TeamOverviewPanel';
import { storyT } from '../../test/storyText';

/** The agent centre's pages in menu order (SPEC §2) with the icons the site's registry gives them. */
const agentPages: [string, IconName][] = [
  ['agentAnnouncement', 'megaphone'],
  ['agentTeamOverview', 'chart'],
  ['registerCenter', 'user'],
  ['downlineManagement', 'users'],
  ['teamBetting', 'dice'],
  ['userProfitAndLoss', 'percent'],
  ['myIncome', 'coins'],
  ['transactionDetails', 'receipt'],
  ['dividend', 'diamond'],
  ['dailySalary', 'calendar'],
  ['hourlySalary', 'clock'],
  ['realTimeSalary', 'zap'],
];

const validBets = [18250, 22410.5, 15980, 30120.75, 26400, 19875.25, 24630];
const profits = [1250.5, -3420, 860.25, -5120.75, 2310, -980.5, 1745];

interface StoryArgs {
  initialPage?: string;
  onPageChange: (page: string) => void;
  onClose: () => void;
}

/**
 * The agent centre as the site assembles it: the kit's CentreShell (left menu, right content, close button) with the
 * twelve agent pages; the overview page shows its panel, the others their description.
 */
function SampleAgentCentre({ initialPage = 'agentTeamOverview', onPageChange, onClose }: StoryArgs) {
  const { t } = useTranslation('site');
  const [page, setPage] = useState(initialPage);
  const sections = agentPages.map(([key, icon]) => ({ page: key, icon, label: t(`agentCentre.pages.${key}.label`) }));
  return (
    <CentreShell
      title={t('agentCentre.title')}
      menuLabel={t('agentCentre.menu')}
      sections={sections}
      page={page}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
      onClose={onClose}
      data-centre="agent"
    >
      {page === 'agentTeamOverview' ? (
        <TeamOverviewPanel
          filters={{ range: last7 }}
          summary={{ teamSize: 248, newMembers: 17, activeMembers: 96, deposits: 184500, withdrawals: 121340.5, validBet: 157666.5, profitLoss: -3355.5 }}
          series={sampleDays.map((date, i) => ({ date, validBet: validBets[i]!, profitLoss: profits[i]! }))}
          today={sampleToday}
          timeZone={sampleTimeZone}
          currencySymbol="P"
          onFiltersChange={fn()}
          onRetry={fn()}
        />
      ) : (
        <Text as="p" tone="secondary">
          {t(`agentCentre.pages.${page}.description`)}
        </Text>
      )}
    </CentreShell>
  );
}

const meta = {
  title: 'Agent Centre/AgentCentre',
  tags: ['any-locale'],
  parameters: { layout: 'fullscreen' },
  args: { onPageChange: fn(), onClose: fn() },
  argTypes: { initialPage: { control: 'select', options: agentPages.map(([page]) => page) } },
  render: (args) => <SampleAgentCentre {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the twelve pages in the menu, the overview open; a click opens daily salary; the close button calls back. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'site');
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-centre', 'agent');
    const menu = within(dialog).getByRole('navigation');
    await expect(within(menu).getAllByRole('button')).toHaveLength(12);
    await expect(within(menu).getByRole('button', { current: 'page' })).toHaveAttribute('data-page', 'agentTeamOverview');
    await expect(dialog.querySelector('[data-component="TeamOverviewPanel"]')).toBeVisible();
    const daily = menu.querySelector<HTMLButtonElement>('[data-page="dailySalary"]')!;
    await userEvent.click(daily);
    await expect(args.onPageChange).toHaveBeenCalledWith('dailySalary');
    await waitFor(() => expect(daily).toHaveAttribute('aria-current', 'page'));
    await expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent(t('agentCentre.pages.dailySalary.label'));
    await userEvent.click(menu.querySelector<HTMLButtonElement>('[data-page="agentTeamOverview"]')!);
    await waitFor(() => expect(dialog.querySelector('[data-component="TeamOverviewPanel"]')).toBeVisible());
  },
};

/** Phone: the menu above the content, every page reachable. */
export const Phone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getAllByRole('button', { current: 'page' })).toHaveLength(1);
  },
};

/** Dark. */
export const Dark: Story = { tags: ['vrt'], globals: { mode: 'dark' } };
