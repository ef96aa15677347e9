export { GameMenu } from './GameMenu';
export { GameMenuTile, gamePlaceholder, type GameMenuTileProps } from './GameMenuTile';
export {
  gameMenuPageSize,
  gameMenuPlaceholderTones,
  type GameMenuGame,
  type GameMenuPlaceholderTone,
  type GameMenuProps,
  type GameMenuVendor,
} from './GameMenu.types';
