import type { Game } from '@croupier/contract';
import type { HTMLAttributes } from 'react';

/** What a host wires into every tile of a list (GameGrid, HotGamesRow, GamePopupList pass these through). */
export interface GameTileActions {
  /** Click or Enter on the tile. The host decides: launch, log in first (SPEC §6), or open the popup list. */
  onLaunch?: (game: Game) => void;
  /** The viewer has no session; trial-playable games (supportPlay 0) then offer "Try". */
  isVisitor?: boolean;
  /** The "Try" action for visitors; shown only with `isVisitor` on a trial-playable game. */
  onTry?: (game: Game) => void;
  /** Shows the favourite toggle (members only: leave undefined for visitors). */
  onFavouriteChange?: (game: Game, isFavourite: boolean) => void;
}

export interface GameTileProps extends GameTileActions, Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  game: Game;
  /** The vendor's display name; the vassalage code when left out. */
  vendorName?: string;
  /** Art URL resolved by the host (e.g. on an image CDN); `showIcon` / `smallIcon` of the game otherwise. */
  imageSrc?: string;
  /** The favourite toggle's state (aria-pressed). */
  isFavourite?: boolean;
  /**
   * Loads the art only once the tile is 10 % visible (SPEC §9); false loads it at once and shows it as it arrives,
   * without a script (a tile of the first screen, in a page rendered on the server). Default true.
   */
  isLazy?: boolean;
}
