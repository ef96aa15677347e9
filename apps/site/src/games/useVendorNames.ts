/** Vendor display names by vassalage code (every group), for tiles and popup titles. */
import type { GameVendor } from '@croupier/contract';
import { useGameVendors } from '@croupier/data';
import { useMemo } from 'react';

export interface VendorDirectory {
  names: Readonly<Record<string, string>>;
  /** The vendors of one group (RNG, LIVE, SPORTS...), in the platform's order. */
  group: (category: string) => readonly GameVendor[];
  isLoading: boolean;
}

export function useVendorNames(): VendorDirectory {
  const { data, isLoading } = useGameVendors();
  return useMemo(() => {
    const groups = data ?? [];
    const names: Record<string, string> = {};
    for (const group of groups) for (const vendor of group.vendors) names[vendor.vassalage] = vendor.name;
    return { names, group: (category: string) => groups.find((g) => g.category === category)?.vendors ?? [], isLoading };
  }, [data, isLoading]);
}
