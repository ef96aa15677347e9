import { HEADER_GAME_PAGE_SIZE_FIRST, HEADER_GAME_PAGE_SIZE_NEXT } from '@croupier/contract';
import type { HTMLAttributes } from 'react';

export interface GameMenuVendor {
  /** The vassalage code, e.g. "PG", "TCG_SEA". */
  key: string;
  /** Display name, already localized by the host. */
  name: string;
}

export interface GameMenuGame {
  id: string;
  name: string;
  /** Tile art; a generated placeholder shows when missing or when it fails to load. */
  imageSrc?: string;
  isHot?: boolean;
  isNew?: boolean;
}

export const gameMenuPlaceholderTones = ['accent', 'secondary', 'info', 'success'] as const;
export type GameMenuPlaceholderTone = (typeof gameMenuPlaceholderTones)[number];

/** SPEC §9: the header drop menu asks for 21 games on the first page and 18 on every page change. */
export function gameMenuPageSize(page: number): number {
  return page <= 1 ? HEADER_GAME_PAGE_SIZE_FIRST : HEADER_GAME_PAGE_SIZE_NEXT;
}

export interface GameMenuProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  vendors: readonly GameMenuVendor[];
  /** Controlled selected vendor (hover, focus or click selects). */
  activeVendorKey?: string;
  /** Uncontrolled initial vendor; the first one unless told. */
  defaultVendorKey?: string;
  onVendorChange?: (key: string) => void;
  /** The games of the selected vendor for `page`, as the host fetched them. */
  games: readonly GameMenuGame[];
  /** Skeleton tiles (as many as the page size) while true. */
  isLoading?: boolean;
  /** 1-based page shown. */
  page?: number;
  totalPages?: number;
  /** Asked for another page; the host fetches `gameMenuPageSize(page)` games. */
  onPageChange?: (page: number) => void;
  onGameSelect?: (game: GameMenuGame) => void;
  /** Shows a "View all" action (e.g. go to the category page). */
  onViewAll?: () => void;
}
