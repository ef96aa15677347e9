export { GameSearch } from './GameSearch';
export {
  GAME_SEARCH_DEBOUNCE_MS,
  gameSearchFilterKeys,
  type GameSearchFilterKey,
  type GameSearchFilters,
  type GameSearchProps,
} from './GameSearch.types';
