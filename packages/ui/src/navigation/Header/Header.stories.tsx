import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useUiTheme } from '../../theme';
import { sampleGames } from '../GameMenu/GameMenu.fixtures';
import { Header } from './Header';
import { sampleCategories } from './Header.fixtures';
import type { HeaderProps } from './Header.types';
import { storyT } from '../../test/storyText';

/** An accessible name that contains a word (a category's label inside its link or button name). */
const containing = (text: string) => (name: string) => name.includes(text);

/** An empty `brandName` arg follows the toolbar brand, so the home link names the logo it shows. */
function BrandedHeader({ brandName, brandId, isLight, ...args }: HeaderProps & { brandId: string; isLight: boolean }) {
  const { theme } = useUiTheme();
  return (
    <Header
      {...args}
      brandName={brandName || theme.name}
      logo={<img src={`/brand-assets/${brandId}/assets/${isLight ? 'logo-light' : 'logo'}.svg`} alt="" width={132} height={32} />}
    />
  );
}

/** The VRT viewport: too narrow for every JA entry beside the account area. */
const desktop1024 = {
  viewport: { options: { desktop1024: { name: 'Desktop 1024', styles: { width: '1024px', height: '720px' }, type: 'desktop' } } },
};
const loggedIn = { isLoggedIn: true, accountName: 'lucky_tiger88', balance: 25480.5 } as const;

const meta = {
  title: 'Navigation/Header',
  component: Header,
  tags: ['vrt', 'any-locale'],
  parameters: { layout: 'fullscreen' },
  args: {
    logo: null,
    brandName: '',
    categories: sampleCategories,
    gameMenu: { games: sampleGames(21), page: 1, totalPages: 3, onPageChange: fn(), onGameSelect: fn(), onVendorChange: fn() },
    onNavigate: fn(),
    onLogin: fn(),
    onRegister: fn(),
    onLogout: fn(),
    onOpenMemberCentre: fn(),
    onOpenSideMenu: fn(),
    onRefreshBalance: fn(),
    onOpenCategoryChange: fn(),
  },
  argTypes: { logo: { control: false }, categories: { control: false } },
  render: (args, { globals }) => (
    <div style={{ minHeight: 560 }}>
      <BrandedHeader {...args} brandId={(globals.brand as string | undefined) ?? 'default'} isLight={globals.mode === 'light'} />
    </div>
  ),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Logged out: hot games and every game type; register and login on the right. No favourites. */
export const LoggedOut: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'frame');
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: containing(t('categories.fav')) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.login') }));
    await expect(args.onLogin).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.register') }));
    await expect(args.onRegister).toHaveBeenCalled();
    await userEvent.click(within(canvasElement.querySelector<HTMLElement>('[data-part="Logo"]')!).getByRole('link'));
    await expect(args.onNavigate).toHaveBeenCalledWith('/index');
  },
};

/** Logged in: favourites appear; balance, account name (member centre) and logout. */
export const LoggedIn: Story = {
  tags: ['vrt-brands'],
  args: { ...loggedIn, activeKey: 'rng' },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'frame');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: containing(t('categories.fav')) })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /lucky_tiger88/ }));
    await expect(args.onOpenMemberCentre).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.logout') }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** The messages button with the unread count (the site passes it when the merchant has messages, MAILCEN). */
export const UnreadMessages: Story = {
  args: { ...loggedIn, unreadMessages: 3, onOpenMessages: fn() },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'frame');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('ui:iconButton.badge', { label: t('header.messages'), count: 3 }) }));
    await expect(args.onOpenMessages).toHaveBeenCalled();
  },
};

export const BalanceLoading: Story = { args: { isLoggedIn: true, accountName: 'lucky_tiger88', balance: undefined } };

/** A game type's drop menu: vendors and that vendor's game tiles. */
export const MenuOpen: Story = {
  args: { ...loggedIn, defaultOpenCategory: 'rng' },
};

export const MenuLoading: Story = {
  args: { defaultOpenCategory: 'live', gameMenu: { games: [], isLoading: true } },
};

/** Keyboard: ArrowDown opens and moves into the panel; Escape closes and gives focus back to the entry. */
export const Keyboard: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'frame');
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: containing(t('categories.rng')) });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenCategoryChange).toHaveBeenCalledWith('rng');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'PG Soft' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Hover opens, leaving closes after a short delay; a click pins a hover-opened menu; a second click closes. */
export const HoverAndTap: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'frame');
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: containing(t('categories.live')) });
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * 1024 px (desktop): the entries that do not fit move into "More" instead of scrolling sideways; the logo and the
 * account area keep their size and no entry overlaps them.
 */
export const OverflowAt1024: Story = {
  tags: ['vrt-brands'],
  parameters: desktop1024,
  globals: { viewport: { value: 'desktop1024', isRotated: false } },
  args: { ...loggedIn, activeKey: 'lottery' },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'frame');
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    const more = canvas.getByRole('button', { name: t('header.more') });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    // The current page is in the list, so More carries the marker.
    await expect(more).toHaveAttribute('data-active');
    await expect(canvas.queryByRole('button', { name: t('categories.lottery') })).toBeNull();
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    const logo = within(canvasElement.querySelector<HTMLElement>('[data-part="Logo"]')!).getByRole('link').getBoundingClientRect();
    const navBox = nav.getBoundingClientRect();
    const actions = canvasElement.querySelector('[data-part="Actions"]')!.getBoundingClientRect();
    await expect(logo.right).toBeLessThanOrEqual(navBox.left);
    await expect(more.getBoundingClientRect().right).toBeLessThanOrEqual(actions.left);
    for (const item of nav.querySelectorAll<HTMLElement>('[data-part="NavItem"] > a, [data-part="NavItem"] button')) {
      await expect(item.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    }
  },
};

/** The More list open: every game type that did not fit, each opening its vendor menu (links navigate). */
export const MoreOpen: Story = {
  tags: ['vrt-brands'],
  parameters: desktop1024,
  globals: { viewport: { value: 'desktop1024', isRotated: false } },
  args: { ...loggedIn, defaultMoreOpen: true, activeKey: 'lottery' },
};

/**
 * Keyboard: ArrowDown on More opens the list on its first entry, arrows move (wrapping), Enter opens an overflowed
 * game type's vendor menu, and Escape closes it and gives focus back to More.
 */
export const MoreKeyboard: Story = {
  tags: ['!vrt'],
  parameters: desktop1024,
  globals: { viewport: { value: 'desktop1024', isRotated: false } },
  args: loggedIn,
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'frame');
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: t('header.more') });
    more.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const list = canvasElement.querySelector<HTMLElement>('[data-part="MoreList"]')!;
    const items = within(list).getAllByRole('button');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(items.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toHaveFocus();
    // Enter opens the list on its first entry too; the lottery entry is reachable with the arrows.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(list.isConnected ? list : canvasElement.querySelector<HTMLElement>('[data-part="MoreList"]')!).getAllByRole('button')[0]).toHaveFocus());
    const lottery = within(canvasElement.querySelector<HTMLElement>('[data-part="MoreList"]')!).getByRole('button', { name: containing(t('categories.lottery')) });
    while (document.activeElement !== lottery) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenCategoryChange).toHaveBeenLastCalledWith('lottery');
    const region = await canvas.findByRole('region', { name: t('header.gamesOf', { name: t('categories.lottery') }) });
    await waitFor(() => expect(within(region).getByRole('button', { name: 'SEA Lottery' })).toHaveFocus());
    await expect(more).toHaveAttribute('data-active');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region', { name: t('header.gamesOf', { name: t('categories.lottery') }) })).toBeNull();
    await expect(more).toHaveFocus();
  },
};

/** Phones: logo, login and the menu button. */
export const PhoneLoggedOut: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'frame');
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('header.openMenu') }));
    await expect(args.onOpenSideMenu).toHaveBeenCalled();
  },
};

export const PhoneLoggedIn: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { isLoggedIn: true, accountName: 'lucky_tiger88', balance: 1234567.89 },
};

/**
 * Phones keep the balance and the menu button: the messages (with their count) are in the side menu. (No screenshot:
 * the VRT renders at 1024 px, where this is UnreadMessages.)
 */
export const PhoneUnreadMessages: Story = {
  tags: ['!vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { isLoggedIn: true, accountName: 'lucky_tiger88', balance: 1234567.89, unreadMessages: 3, onOpenMessages: fn() },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'frame');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('header.openMenu') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('ui:iconButton.badge', { label: t('header.messages'), count: 3 }) })).toBeNull();
  },
};
