/** The header's game-type entries from the platform's vendor groups (SPEC §2 Header), as one pure function. */
import type { IconName } from '../../primitives/Icon';
import type { GameMenuVendor } from '../GameMenu';
import type { BuildHeaderCategoriesOptions, HeaderCategory, RawVendorGroup } from './Header.types';

/** Known e-sports books; vendors with gameType 'ESPORTS' are split out as well. */
export const defaultEsportsVendorKeys = ['TF', 'IA', 'IMES', 'AVIA', 'ESB', 'PINNACLE_ESPORTS'] as const;

/** The order of the entries: the sports entry right after live, then DS88 and e-sports, then the rest. */
export const headerCategoryOrder = ['live', 'sports', 'ds88', 'esports', 'rng', 'fish', 'pvp', 'lottery', 'elott'] as const;
export type HeaderCategoryKey = (typeof headerCategoryOrder)[number];

const meta: Record<HeaderCategoryKey, { icon: IconName; href: string }> = {
  live: { icon: 'live', href: '/live' },
  sports: { icon: 'sports', href: '/sports' },
  ds88: { icon: 'cockfight', href: '/sports?vassalage=DS88' },
  esports: { icon: 'esports', href: '/sports?type=esports' },
  rng: { icon: 'slots', href: '/rng' },
  fish: { icon: 'fish', href: '/fish' },
  pvp: { icon: 'pvp', href: '/pvp' },
  lottery: { icon: 'lottery', href: '/lottery' },
  elott: { icon: 'lottery', href: '/elott' },
};

/**
 * Where each vendor group goes. Platforms group e-sports and cockfight on their own (ESPORTS, COCKFIGHT) or inside
 * SPORTS; either way the DS88 vendor gets its own entry and e-sports theirs (SPEC §2).
 */
const byCategory: Record<string, HeaderCategoryKey> = {
  LIVE: 'live',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  COCKFIGHT: 'sports',
  RNG: 'rng',
  FISH: 'fish',
  PVP: 'pvp',
  LOTT: 'lottery',
  ELOTT: 'elott',
};

export function buildHeaderCategories(
  groups: readonly RawVendorGroup[],
  { esportsVendorKeys = defaultEsportsVendorKeys, ds88VendorKey = 'DS88' }: BuildHeaderCategoriesOptions = {},
): HeaderCategory[] {
  const buckets = new Map<HeaderCategoryKey, GameMenuVendor[]>();
  const add = (key: HeaderCategoryKey, vendor: GameMenuVendor) => {
    const list = buckets.get(key) ?? [];
    if (!list.some((v) => v.key === vendor.key)) list.push(vendor);
    buckets.set(key, list);
  };
  for (const group of groups) {
    const target = byCategory[group.category.toUpperCase()];
    for (const { gameType, ...vendor } of group.vendors) {
      if (vendor.key === ds88VendorKey) {
        add('ds88', vendor);
        continue;
      }
      if (!target) continue;
      if (target === 'sports' && (gameType?.toUpperCase() === 'ESPORTS' || esportsVendorKeys.includes(vendor.key))) add('esports', vendor);
      else add(target, vendor);
    }
  }
  return headerCategoryOrder
    .filter((key) => (buckets.get(key)?.length ?? 0) > 0)
    .map((key) => ({ key, icon: meta[key].icon, href: key === 'ds88' ? `/sports?vassalage=${encodeURIComponent(ds88VendorKey)}` : meta[key].href, vendors: buckets.get(key)! }));
}
