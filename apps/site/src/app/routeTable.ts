/**
 * Every route of SPEC §2 with its frame (the spec's named views), its section chunk and its page heading. Pure data:
 * the router, the frame, the guard and the tests all read this one table.
 */
import { GUARD_PUBLIC_ROUTES } from '@croupier/contract';
import type { BottomNavKey, SiteFrameVariant } from '@croupier/ui';

/** The lazily loaded sections of SPEC §2 ("shared fish/live/PVP" is `games`). */
export const sectionNames = [
  'home',
  'login',
  'notice',
  'vip',
  'pointMall',
  'lottery',
  'vnlottery',
  'eaLottery',
  'elott',
  'egame',
  'live',
  'fish',
  'pvp',
  'games',
  'sports',
  'promo',
  'promoDetail',
  'seamless',
  'help',
  'download',
  'joinus',
  'byIframe',
] as const;
export type SectionName = (typeof sectionNames)[number];

export interface RouteHandle {
  section: SectionName;
  /** `site:pages.<page>.title` is the page heading (h1) and document title. */
  page: string;
  frame: SiteFrameVariant;
  /** The full frame without the side menu (/pointMall). */
  hasSideMenu: boolean;
  /** SPEC §2 in-game pages: no footer, no bottom navigation. */
  isInGame: boolean;
  /** The header entry marked current. */
  headerKey?: string;
  bottomNavKey?: BottomNavKey;
  /** /register and /register.html open the register modal over home. */
  opensRegister?: boolean;
  /** A vendor page of the slot hall (/png, /pp...). */
  vendor?: string;
  /** The vendor group whose vendors the hall's tabs offer (the slot hall's RNG when absent; /blockchain's BLOCKCHAIN). */
  group?: string;
}

export interface RouteEntry {
  path: string;
  handle: RouteHandle;
}

function route(path: string, section: SectionName, page: string, extra: Partial<RouteHandle> = {}): RouteEntry {
  return { path, handle: { section, page, frame: 'full', hasSideMenu: true, isInGame: false, ...extra } };
}

const headerOnly = { frame: 'headerOnly' } as const;
const inGame = { isInGame: true } as const;

/** Vendor pages of the slot hall (SPEC §2), each a vendor of the RNG group. */
export const vendorRoutes = ['png', 'pp', 'pg', 'ne', 'ptu', 'hb', 'bgs'] as const;

export const routeTable: readonly RouteEntry[] = [
  route('/index', 'home', 'home', { bottomNavKey: 'home' }),
  route('/register', 'home', 'home', { opensRegister: true }),
  route('/register.html', 'home', 'home', { opensRegister: true }),
  route('/noticePage', 'notice', 'notice'),
  route('/vip', 'vip', 'vip', { bottomNavKey: 'vip' }),
  route('/pointMall', 'pointMall', 'pointMall', { hasSideMenu: false }),
  route('/lottery', 'lottery', 'lottery', { ...headerOnly, headerKey: 'lottery', bottomNavKey: 'lottery' }),
  route('/lottert', 'lottery', 'lottery', { ...headerOnly, ...inGame, headerKey: 'lottery' }),
  route('/vnlottery', 'vnlottery', 'vnlottery', { ...headerOnly, ...inGame, headerKey: 'lottery' }),
  route('/seaLottery', 'eaLottery', 'seaLottery', { ...headerOnly, ...inGame, headerKey: 'lottery' }),
  route('/elott', 'elott', 'elott', { headerKey: 'elott' }),
  route('/rng', 'egame', 'rng', { headerKey: 'rng', bottomNavKey: 'rng' }),
  route('/live', 'live', 'live', { headerKey: 'live', bottomNavKey: 'live' }),
  route('/fish', 'fish', 'fish', { headerKey: 'fish', bottomNavKey: 'fish' }),
  // SPEC §1's blockchain game section, the bottom navigation's last entry (SPEC §2): the slot hall over that group.
  route('/blockchain', 'egame', 'blockchain', { bottomNavKey: 'blockchain', group: 'BLOCKCHAIN' }),
  ...vendorRoutes.map((vendor) => route(`/${vendor}`, 'egame', vendor, { headerKey: 'rng', bottomNavKey: 'rng', vendor: vendor.toUpperCase() })),
  route('/hot', 'games', 'hot', { headerKey: 'hot', bottomNavKey: 'hot' }),
  route('/fav', 'games', 'fav', { headerKey: 'fav', bottomNavKey: 'favourites' }),
  route('/sports', 'sports', 'sports', { headerKey: 'sports', bottomNavKey: 'sports' }),
  route('/pvp', 'pvp', 'pvp', { headerKey: 'pvp', bottomNavKey: 'pvp' }),
  route('/promotions', 'promo', 'promotions', { bottomNavKey: 'promo' }),
  route('/promoDetail', 'promoDetail', 'promoDetail', { bottomNavKey: 'promo' }),
  route('/seamless', 'seamless', 'seamless', inGame),
  route('/help', 'help', 'help'),
  route('/helpmc', 'help', 'help', { frame: 'bare' }),
  route('/down', 'download', 'download'),
  route('/download', 'download', 'download'),
  route('/join', 'joinus', 'join'),
  route('/game', 'byIframe', 'game', headerOnly),
  route('/login', 'login', 'login'),
];

/** SPEC §2: in-game pages, matched without regard to letter case (/seaLottery is also written /sealottery). */
export const inGamePaths = ['/seamless', '/lottert', '/vnlottery', '/sealottery'] as const;

/** SPEC §2 guard: the paths a visitor without a token may open when `loginedToHomePage` is on. */
export function isGuardPublic(pathname: string): boolean {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  // /down is the same download page as /download (SPEC §2 names it both ways).
  return path === '/down' || GUARD_PUBLIC_ROUTES.some((open) => open.toLowerCase() === path);
}

/** Where the guard sends a visitor: `/login`, or nowhere (null). */
export function guardRedirect(pathname: string, options: { isOn: boolean; hasToken: boolean }): string | null {
  if (!options.isOn || options.hasToken || isGuardPublic(pathname)) return null;
  return '/login';
}
