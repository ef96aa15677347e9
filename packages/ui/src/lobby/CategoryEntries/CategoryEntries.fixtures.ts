/** Sample category entries for stories and tests (story data, not part of the public API). */
import type { CategoryEntry } from './CategoryEntries.types';

export const sampleCategoryEntries: CategoryEntry[] = [
  { key: 'live', href: '/live', icon: 'live' },
  { key: 'rng', href: '/rng', icon: 'slots' },
  { key: 'fish', href: '/fish', icon: 'fish' },
  { key: 'sports', href: '/sports', icon: 'sports' },
  { key: 'pvp', href: '/pvp', icon: 'pvp' },
  { key: 'lottery', href: '/lottery', icon: 'lottery' },
];
