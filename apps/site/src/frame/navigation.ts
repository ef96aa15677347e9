/** Where the frame's entries go: header categories, bottom navigation and side-menu items (pure data). */
import type { BottomNavKey, HeaderCategory } from '@croupier/ui';

/**
 * The header's game types until the vendor groups arrive from the platform (they then fill each drop menu):
 * the sports entry after live (SPEC §2), lotteries last.
 */
export const baseHeaderCategories: readonly HeaderCategory[] = [
  { key: 'live', icon: 'live', href: '/live', vendors: [] },
  { key: 'sports', icon: 'sports', href: '/sports', vendors: [] },
  { key: 'rng', icon: 'slots', href: '/rng', vendors: [] },
  { key: 'fish', icon: 'fish', href: '/fish', vendors: [] },
  { key: 'pvp', icon: 'pvp', href: '/pvp', vendors: [] },
  { key: 'lottery', icon: 'lottery', href: '/lottery', vendors: [] },
  { key: 'elott', icon: 'lottery', href: '/elott', vendors: [] },
];

/** Bottom navigation targets; `mc:<page>` opens the member centre. */
export const bottomNavTargets: Record<BottomNavKey, string> = {
  home: '/index',
  hot: '/hot',
  favourites: '/fav',
  sports: '/sports',
  esports: '/sports?type=esports',
  live: '/live',
  rng: '/rng',
  fish: '/fish',
  pvp: '/pvp',
  lottery: '/lottery',
  promo: '/promotions',
  vip: '/vip',
  reward: 'mc:rewardCenter',
  blockchain: '/blockchain',
};

/** Side-menu main, game-centre and trailing items; `mc:<page>` opens the member centre, `cs` customer service. */
export const sideMenuTargets: Record<string, string> = {
  deposit: 'mc:depositv2',
  withdraw: 'mc:withdraw',
  promotions: '/promotions',
  referral: 'mc:referral',
  rewardCentre: 'mc:rewardCenter',
  cashback: 'mc:manualRebate',
  slots: '/rng',
  live: '/live',
  sports: '/sports',
  favourites: '/fav',
  appDownload: '/download',
  customerService: 'cs',
  help: '/help',
};
