import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { IconName } from '../../primitives/Icon';
import { Text } from '../../primitives/Text';
import { WalletPanel } from '../WalletPanel';
import { CentreShell } from './CentreShell';
import type { CentreShellProps } from './CentreShell.types';
import { storyT } from '../../test/storyText';

/** The member centre's pages in menu order (SPEC §2), as the site's registry lists them. */
const memberPages: [string, IconName][] = [
  ['securityCenter', 'shield'],
  ['transferFund', 'wallet'],
  ['depositv2', 'deposit'],
  ['withdraw', 'withdraw'],
  ['transferUpline', 'share'],
  ['personalHistoryCopy', 'history'],
  ['manualRebate', 'cashback'],
  ['transactionHistory', 'receipt'],
  ['personalProfit', 'chart'],
  ['bonusDetails', 'coins'],
  ['rewardCenter', 'reward'],
  ['referral', 'users'],
  ['missionLeaderboard', 'target'],
  ['messageV2', 'mail'],
  ['playerRank', 'medal'],
];

type StoryArgs = Omit<CentreShellProps, 'title' | 'menuLabel' | 'sections' | 'page' | 'children'> & {
  initialPage?: string;
  /** The mission count badge. */
  missions?: number;
  /** Shows the wallet panel on transferFund (the other pages show their description). */
  hasPanels?: boolean;
};

function SampleCentre({
  initialPage = 'securityCenter',
  missions = 3,
  hasPanels = false,
  onPageChange,
  ...args
}: StoryArgs) {
  const { t } = useTranslation('site');
  const [page, setPage] = useState(initialPage);
  const sections = memberPages.map(([key, icon]) => ({
    page: key,
    icon,
    label: t(`memberCentre.pages.${key}.label`),
    badge: key === 'missionLeaderboard' ? missions : undefined,
  }));
  return (
    <CentreShell
      {...args}
      title={t('memberCentre.title')}
      menuLabel={t('memberCentre.menu')}
      sections={sections}
      page={page}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
      data-centre="member"
    >
      {hasPanels && page === 'transferFund' ? (
        <WalletPanel
          mainBalance={12580.5}
          vendorWallets={[
            { id: 'PG', name: 'PG Soft', balance: 1200 },
            { id: 'PP', name: 'Pragmatic Play', balance: 350.25 },
            { id: 'EVO', name: 'Evolution', balance: 0 },
            { id: 'JILI', name: 'JILI', isUnavailable: true },
          ]}
          onRefresh={fn()}
          onTransfer={async () => undefined}
          onCollectAll={async () => undefined}
        />
      ) : (
        <Text as="p" tone="secondary">
          {t(`memberCentre.pages.${page}.description`)}
        </Text>
      )}
    </CentreShell>
  );
}

/** A page's menu label in the story's language (the site's registry words). */
const pageLabel = (context: { loaded: Record<string, unknown> }, page: string) =>
  storyT(context, 'site')(`memberCentre.pages.${page}.label`);

/** The open dialog, once its entry animation has finished. */
async function openDialog(context: { loaded: Record<string, unknown> }): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: storyT(context, 'site')('memberCentre.title') });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

const meta = {
  title: 'Member Centre/CentreShell',
  tags: ['any-locale'],
  parameters: { layout: 'fullscreen' },
  args: { onPageChange: fn(), onClose: fn() },
  argTypes: { initialPage: { control: 'select', options: memberPages.map(([page]) => page) } },
  render: (args) => <SampleCentre {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/**
 * Desktop: the menu on the left with the open page highlighted (aria-current) and the mission badge, the page's
 * heading and panel on the right. A click opens another page and moves focus to its heading.
 */
export const Default: Story = {
  // Not screenshotted until its picture is the settled page: its play function switches pages, and a capture under
  // load caught the switch half done (CI, 18,006 pixels).
  play: async (context) => {
    const { args } = context;
    const dialog = await openDialog(context);
    await expect(dialog).toHaveAttribute('data-centre', 'member');
    const menu = within(dialog).getByRole('navigation', { name: storyT(context, 'site')('memberCentre.menu') });
    const entries = within(menu).getAllByRole('button');
    await expect(entries).toHaveLength(15);
    const current = within(menu).getByRole('button', { current: 'page' });
    await expect(current).toHaveAttribute('data-page', 'securityCenter');
    await expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent(
      pageLabel(context, 'securityCenter'),
    );
    await expect(
      within(menu).getByRole('button', {
        name: `${pageLabel(context, 'missionLeaderboard')} ${storyT(context, 'centre')('shell.badge', { count: 3 })}`,
      }),
    ).toBeVisible();
    // Side by side: the menu is a column left of the content.
    const content = dialog.querySelector('[data-part="Content"]')!;
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(content.getBoundingClientRect().left + 1);

    await userEvent.click(within(menu).getByRole('button', { name: pageLabel(context, 'transactionHistory') }));
    await expect(args.onPageChange).toHaveBeenCalledWith('transactionHistory');
    const heading = within(dialog).getByRole('heading', { level: 3 });
    await expect(heading).toHaveTextContent(pageLabel(context, 'transactionHistory'));
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      within(dialog).getByRole('region', { name: pageLabel(context, 'transactionHistory') }),
    ).toHaveAttribute('data-page', 'transactionHistory');
    await expect(within(menu).getByRole('button', { name: pageLabel(context, 'transactionHistory') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(current).not.toHaveAttribute('aria-current');
  },
};

/** A page with its panel: the wallet page holds the WalletPanel. */
export const WithPanel: Story = {
  tags: ['vrt'],
  args: { initialPage: 'transferFund', hasPanels: true },
  play: async (context) => {
    const dialog = await openDialog(context);
    await expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent(
      pageLabel(context, 'transferFund'),
    );
    await expect(dialog.querySelector('[data-component="WalletPanel"]')).toBeVisible();
  },
};

/**
 * Keyboard: Tab reaches the open page's entry (one tab stop for the whole menu), the arrows, Home and End move
 * along it, Enter opens the entry; focus then lands on the new page's heading.
 */
export const Keyboard: Story = {
  play: async (context) => {
    const { args } = context;
    const dialog = await openDialog(context);
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: storyT(context, 'ui')('modal.close') })).toHaveFocus();
    await userEvent.tab();
    const menu = within(dialog).getByRole('navigation');
    await expect(within(menu).getByRole('button', { current: 'page' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('button', { name: pageLabel(context, 'transferFund') })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('button', { name: pageLabel(context, 'playerRank') })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('button', { name: pageLabel(context, 'securityCenter') })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(menu).getByRole('button', { name: pageLabel(context, 'messageV2') })).toHaveFocus();
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith('messageV2');
    const heading = within(dialog).getByRole('heading', { level: 3 });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(heading).toHaveTextContent(pageLabel(context, 'messageV2'));
    // Shift+Tab from the content goes back to the menu's one tab stop: the page now open.
    await userEvent.tab({ shift: true });
    await expect(within(menu).getByRole('button', { name: pageLabel(context, 'messageV2') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/**
 * A 360 px phone: the centre fills the screen, the menu is a strip of tabs that scrolls sideways above the
 * content, and nothing is wider than the screen (before, the menu and content were 1,637 px wide).
 */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { initialPage: 'missionLeaderboard' },
  play: async (context) => {
    const dialog = await openDialog(context);
    const rect = dialog.getBoundingClientRect();
    await expect(rect.width).toBe(window.innerWidth);
    await expect(rect.height).toBe(window.innerHeight);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    const menu = within(dialog).getByRole('navigation');
    const content = dialog.querySelector<HTMLElement>('[data-part="Content"]')!;
    await expect(content.scrollWidth).toBeLessThanOrEqual(content.clientWidth);
    await expect(content.getBoundingClientRect().width).toBe(rect.width);
    // The strip scrolls inside itself and sits above the content.
    await expect(menu.scrollWidth).toBeGreaterThan(menu.clientWidth);
    await expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(content.getBoundingClientRect().top + 1);
    const current = within(menu).getByRole('button', { current: 'page' });
    // The open page's tab was scrolled into view, and every tab is a 44 px touch target.
    await waitFor(() => {
      const tab = current.getBoundingClientRect();
      const strip = menu.getBoundingClientRect();
      expect(tab.left).toBeGreaterThanOrEqual(strip.left);
      expect(tab.right).toBeLessThanOrEqual(strip.right);
    });
    for (const tab of within(menu).getAllByRole('button')) {
      await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** A 768 px tablet: the menu is back on the left. */
export const OnTablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async (context) => {
    const dialog = await openDialog(context);
    const menu = within(dialog).getByRole('navigation');
    const content = dialog.querySelector('[data-part="Content"]')!;
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(content.getBoundingClientRect().left + 1);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** No missions: no badge. */
export const WithoutBadge: Story = {
  args: { missions: 0 },
  play: async (context) => {
    const dialog = await openDialog(context);
    await expect(dialog.querySelector('[data-part="Badge"]')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: pageLabel(context, 'missionLeaderboard') })).toBeVisible();
  },
};
