import type { Game } from '@croupier/contract';
import type { ModalProps } from '../../overlays/Modal';
import type { GameTileActions } from '../GameTile/GameTile.types';

export interface GamePopupListProps extends GameTileActions, Omit<ModalProps, 'title' | 'children' | 'size'> {
  /** The vendor's display name: the title reads "<vendor> games". */
  vendorName: string;
  /** The vendor's games (a popup list is short: it is not virtualized). */
  games: readonly Game[];
  isLoading?: boolean;
  /** Whether a game is in the member's favourites (the toggle shows only with `onFavouriteChange`). */
  isFavourite?: (game: Game) => boolean;
  resolveImageSrc?: (game: Game) => string | undefined;
  /** Skeleton tiles while loading (default 12). */
  skeletonCount?: number;
}
