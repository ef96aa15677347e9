import type { HTMLAttributes } from 'react';
import type { IconName } from '../../primitives/Icon';

/** The 14 entries of SPEC §2 "Bottom navigation", in order; labels are `frame:bottomNav.<key>`. */
export const bottomNavEntries = [
  { key: 'home', icon: 'home' },
  { key: 'hot', icon: 'hot' },
  { key: 'favourites', icon: 'favourite' },
  { key: 'sports', icon: 'sports' },
  { key: 'esports', icon: 'esports' },
  { key: 'live', icon: 'live' },
  { key: 'rng', icon: 'slots' },
  { key: 'fish', icon: 'fish' },
  { key: 'pvp', icon: 'pvp' },
  { key: 'lottery', icon: 'lottery' },
  { key: 'promo', icon: 'promo' },
  { key: 'vip', icon: 'vip' },
  { key: 'reward', icon: 'reward' },
  { key: 'blockchain', icon: 'blockchain' },
] as const satisfies readonly { key: string; icon: IconName }[];

export type BottomNavKey = (typeof bottomNavEntries)[number]['key'];
export const bottomNavKeys = bottomNavEntries.map((e) => e.key) as BottomNavKey[];

export interface BottomNavProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'> {
  /** The current entry (highlighted, `aria-current="page"`). */
  activeKey?: BottomNavKey;
  onSelect?: (key: BottomNavKey) => void;
  /** A subset of entries to show (e.g. without favourites for visitors), in the registry's order. */
  keys?: readonly BottomNavKey[];
}
