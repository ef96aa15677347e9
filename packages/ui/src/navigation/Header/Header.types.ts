import type { AnchorHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import type { IconName } from '../../primitives/Icon';
import type { GameMenuProps, GameMenuVendor } from '../GameMenu';

/** One game-type entry of the header, in display order. */
export interface HeaderCategory {
  /** Stable key ('live', 'sports', 'ds88', 'esports', 'rng', ...); also the `frame:categories.<key>` label. */
  key: string;
  /** Display name; `frame:categories.<key>` when omitted. */
  label?: string;
  icon: IconName;
  /** The category page (e.g. '/live'); used by "View all" and by entries without vendors. */
  href?: string;
  /** Vendors of the drop menu; an entry without vendors is a plain link. */
  vendors: readonly GameMenuVendor[];
}

/** Props a custom link renderer receives (plug React Router's `<Link to={href}>` in here). */
export interface HeaderLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
}

export interface HeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The brand logo (an `<img>` or SVG); wrapped in the home link. */
  logo: ReactNode;
  /** Brand name for the home link's accessible name. */
  brandName: string;
  /** Called with a site path for in-app navigation; the plain `href` is kept for new tabs and crawlers. */
  onNavigate?: (path: string) => void;
  /** Renders every link; a plain `<a>` that calls `onNavigate` unless given. */
  renderLink?: (props: HeaderLinkProps) => ReactNode;
  /** Game-type entries in display order (see `buildHeaderCategories`). */
  categories: readonly HeaderCategory[];
  /** Key of the current section ('hot', 'fav' or a category key), marked `aria-current="page"`. */
  activeKey?: string;
  /** Controlled open drop menu (a category key, or null). */
  openCategory?: string | null;
  defaultOpenCategory?: string | null;
  /** The site fetches the vendors' games when a menu opens. */
  onOpenCategoryChange?: (key: string | null) => void;
  /** The "More" list (entries that do not fit the bar) starts open; for stories and screenshots. */
  defaultMoreOpen?: boolean;
  /** Games, paging and callbacks for the open menu (its vendors come from the category). */
  gameMenu?: Partial<Omit<GameMenuProps, 'vendors'>>;
  isLoggedIn?: boolean;
  accountName?: string;
  /** Undefined while loading (placeholder shows). */
  balance?: number | string;
  currencySymbol?: string;
  isBalanceHidden?: boolean;
  onBalanceHiddenChange?: (isHidden: boolean) => void;
  onRefreshBalance?: () => void;
  isRefreshingBalance?: boolean;
  onLogin?: () => void;
  onRegister?: () => void;
  onOpenMemberCentre?: () => void;
  /** Shows the agent centre button (logged in, for agents only): opens the agent centre. */
  onOpenAgentCentre?: () => void;
  /** Shows the messages button (logged in): opens the inbox; `unreadMessages` is its count badge. */
  onOpenMessages?: () => void;
  unreadMessages?: number;
  /** The site asks for confirmation; the header only reports the click. */
  onLogout?: () => void;
  /** The compact (phone and tablet) bar's menu button. */
  onOpenSideMenu?: () => void;
  /**
   * Site controls shown at the end of the desktop bar (e.g. the language picker and the mode switch); below desktop
   * width they are hidden, so put them in the side menu as well.
   */
  utilities?: ReactNode;
}

/** Raw vendor groups as the platform returns them, one per category (ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP). */
export interface RawVendorGroup {
  category: string;
  vendors: readonly (GameMenuVendor & { gameType?: string })[];
}

export interface BuildHeaderCategoriesOptions {
  /** Vendor keys that are e-sports books (split from SPORTS into ESPORTS) besides those with gameType ESPORTS. */
  esportsVendorKeys?: readonly string[];
  /** The vendor with its own header entry. */
  ds88VendorKey?: string;
}
