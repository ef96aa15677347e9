import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleGames } from '../GameMenu/GameMenu.fixtures';
import { Header } from './Header';
import { sampleCategories } from './Header.fixtures';


const meta = {
  title: 'Navigation/Header',
  component: Header,
  tags: ['vrt'],
  parameters: { layout: 'fullscreen' },
  args: {
    logo: null,
    brandName: 'Croupier',
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
      <Header
        {...args}
        logo={<img src={`/brand-assets/${(globals.brand as string | undefined) ?? 'default'}/assets/${globals.mode === 'light' ? 'logo-light' : 'logo'}.svg`} alt="" width={132} height={32} />}
      />
    </div>
  ),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Logged out: hot games and every game type; register and login on the right. No favourites. */
export const LoggedOut: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /お気に入り/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(args.onLogin).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '新規登録' }));
    await expect(args.onRegister).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: /Croupier/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/index');
  },
};

/** Logged in: favourites appear; balance, account name (member centre) and logout. */
export const LoggedIn: Story = {
  tags: ['vrt-brands'],
  args: { isLoggedIn: true, accountName: 'lucky_tiger88', balance: 25480.5, activeKey: 'rng' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /お気に入り/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /lucky_tiger88/ }));
    await expect(args.onOpenMemberCentre).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'ログアウト' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const BalanceLoading: Story = { args: { isLoggedIn: true, accountName: 'lucky_tiger88', balance: undefined } };

/** A game type's drop menu: vendors and that vendor's game tiles. */
export const MenuOpen: Story = {
  args: { isLoggedIn: true, accountName: 'lucky_tiger88', balance: 25480.5, defaultOpenCategory: 'rng' },
};

export const MenuLoading: Story = {
  args: { defaultOpenCategory: 'live', gameMenu: { games: [], isLoading: true } },
};

/** Keyboard: ArrowDown opens and moves into the panel; Escape closes and gives focus back to the entry. */
export const Keyboard: Story = {
  tags: ['!vrt'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /スロット/ });
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /ライブカジノ/ });
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

/** Phones: logo, login and the menu button. */
export const PhoneLoggedOut: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'メニューを開く' }));
    await expect(args.onOpenSideMenu).toHaveBeenCalled();
  },
};

export const PhoneLoggedIn: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { isLoggedIn: true, accountName: 'lucky_tiger88', balance: 1234567.89 },
};
