export { GameGrid, gameGridColumns } from './GameGrid';
export { gameGridDefaults, type GameGridProps } from './GameGrid.types';
