export { HotGamesRow } from './HotGamesRow';
export type { HotGamesRowProps } from './HotGamesRow.types';
