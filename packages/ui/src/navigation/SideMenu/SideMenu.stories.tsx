import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BalanceDisplay } from '../../feedback/BalanceDisplay';
import { storyT } from '../../test/storyText';
import { SideMenu } from './SideMenu';
import { sideMenuPanels, type SideMenuMemberItem } from './SideMenu.types';

const memberItems: SideMenuMemberItem[] = [
  { key: 'securityCenter', icon: 'shieldCheck', label: 'マイアカウント' },
  { key: 'transferFund', icon: 'wallet', label: 'マイウォレット' },
  { key: 'depositv2', icon: 'deposit', label: '入金' },
  { key: 'withdraw', icon: 'withdraw', label: '出金' },
  { key: 'personalHistoryCopy', icon: 'history', label: 'ベット履歴' },
  { key: 'missionLeaderboard', icon: 'target', label: 'ミッション', badge: 3 },
  { key: 'messageV2', icon: 'message', label: 'お知らせ' },
];

const meta = {
  title: 'Navigation/SideMenu',
  component: SideMenu,
  tags: ['vrt', 'any-locale'],
  parameters: { layout: 'fullscreen' },
  args: {
    defaultOpen: true,
    hasReferral: true,
    hasManualRebate: true,
    memberItems,
    languages: ['JA', 'EN', 'CN', 'KO', 'TH', 'VI', 'ID', 'AR'],
    currentLanguage: 'JA',
    onSelect: fn(),
    onLanguageChange: fn(),
    onOpenChange: fn(),
    onPanelChange: fn(),
    header: <BalanceDisplay balance={25480.5} hasLabel />,
  },
  argTypes: { panel: { control: 'inline-radio', options: sideMenuPanels }, header: { control: false } },
  render: (args) => <div style={{ minHeight: 740 }}><SideMenu {...args} /></div>,
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** The main list with referral and cashback on (the picture: the drawer stays open). */
export const Main: Story = {
  tags: ['vrt-brands'],
  play: async (context) => {
    const t = storyT(context, 'frame');
    const list = within(await screen.findByRole('dialog', { name: t('sideMenu.title') }));
    await expect(list.getByRole('button', { name: t('sideMenu.referral') })).toBeVisible();
    await expect(list.getByRole('button', { name: t('sideMenu.cashback') })).toBeVisible();
    await expect(list.getByRole('button', { name: t('sideMenu.withdraw') })).toBeVisible();
  },
};

/** Selecting reports the key and closes the drawer. Not screenshotted: its last frame is the drawer closing. */
export const MainChoice: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const t = storyT(context, 'frame');
    const dialog = await screen.findByRole('dialog', { name: t('sideMenu.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('sideMenu.withdraw') }));
    await expect(context.args.onSelect).toHaveBeenCalledWith('withdraw');
    await expect(context.args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Without the referral promotion and MANPLAYREB3, those two entries are gone. */
export const WithoutOptionalEntries: Story = {
  args: { hasReferral: false, hasManualRebate: false },
  play: async (context) => {
    const t = storyT(context, 'frame');
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: t('sideMenu.withdraw') })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: t('sideMenu.referral') })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: t('sideMenu.cashback') })).toBeNull();
  },
};

/** The member panel: the member's own entries (labels and badges from the site); the picture keeps it open. */
export const Member: Story = {
  args: { defaultPanel: 'member' },
  play: async (context) => {
    const t = storyT(context, 'frame');
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('tab', { name: t('sideMenu.member') })).toHaveAttribute('aria-selected', 'true');
    for (const item of memberItems) await expect(dialog.getByRole('button', { name: new RegExp(item.label) })).toBeVisible();
  },
};

/** Selecting a member entry reports its key and closes. Not screenshotted: its last frame is the drawer closing. */
export const MemberChoice: Story = {
  tags: ['!vrt'],
  args: { defaultPanel: 'member' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const wallet = memberItems.find((item) => item.key === 'transferFund')!;
    await userEvent.click(within(dialog).getByRole('button', { name: wallet.label }));
    await expect(args.onSelect).toHaveBeenCalledWith('transferFund');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const MemberLoggedOut: Story = { args: { defaultPanel: 'member', memberItems: [] } };

/** Each language in its own name; the current one is marked. */
export const Language: Story = {
  args: { defaultPanel: 'language' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /日本語/ })).toHaveAttribute('aria-current', 'true');
  },
};

/**
 * Choosing a language reports it and closes the drawer. Not screenshotted: its last frame is the drawer closing (the
 * open language panel is the Language story's picture).
 */
export const LanguageChoice: Story = {
  tags: ['!vrt'],
  args: { defaultPanel: 'language' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /English/ }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('EN');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Panels are tabs: arrow keys move between them; Escape closes the drawer. */
export const Keyboard: Story = {
  tags: ['!vrt'],
  args: { closeOnSelect: false },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const tabs = within(dialog).getAllByRole('tab');
    await expect(tabs).toHaveLength(3);
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(args.onPanelChange).toHaveBeenCalledWith('member'));
    await expect(within(dialog).getByRole('button', { name: /ミッション/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const OnPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
