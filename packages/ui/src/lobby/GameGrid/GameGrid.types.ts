import type { Game } from '@croupier/contract';
import type { HTMLAttributes, ReactNode } from 'react';
import type { GameTileActions } from '../GameTile/GameTile.types';

/** Layout defaults: tiles at least 140 px wide (two columns on a 360 px phone), 12 px apart. */
export const gameGridDefaults = { minTileWidth: 140, gap: 12, overscanRows: 3, skeletonRows: 3, endReachedThresholdRows: 2 } as const;

export interface GameGridProps extends GameTileActions, Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Every game loaded so far (all pages, in order). Only the rows near the viewport are mounted. */
  games: readonly Game[];
  /** Vendor display names by vassalage code; the code shows when missing. */
  vendorNames?: Readonly<Record<string, string>>;
  /** Whether a game is in the member's favourites (the toggle shows only with `onFavouriteChange`). */
  isFavourite?: (game: Game) => boolean;
  /** Art URL per game (e.g. on an image CDN); the game's own icon otherwise. */
  resolveImageSrc?: (game: Game) => string | undefined;
  /** A page is loading: skeleton rows when there are no games yet, one skeleton row after the last otherwise. */
  isLoading?: boolean;
  /** More pages exist; `onEndReached` is only called while true and not loading. */
  hasMore?: boolean;
  /** Asked for the next page when the window scrolls near the last rows; at most once per 200 ms (SPEC §9). */
  onEndReached?: () => void;
  /** How many rows before the last one `onEndReached` fires (default 2). */
  endReachedThresholdRows?: number;
  /** Narrowest tile in px; the number of columns follows from the container width (default 140). */
  minTileWidth?: number;
  /** Space between tiles in px (default 12). */
  gap?: number;
  /** Rows mounted beyond each edge of the viewport (default 3). */
  overscanRows?: number;
  /** Skeleton rows while the first page loads (default 3). */
  skeletonRows?: number;
  /** Replaces the default empty state ("No games found"). */
  emptyState?: ReactNode;
}
