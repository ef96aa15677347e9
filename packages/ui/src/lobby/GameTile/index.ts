export { GameTile } from './GameTile';
export { GameTileSkeleton } from './GameTileSkeleton';
export type { GameTileActions, GameTileProps } from './GameTile.types';
