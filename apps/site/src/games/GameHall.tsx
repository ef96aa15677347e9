/**
 * A searchable, infinitely loading, virtualized game list (the slot hall's vendor panels, the vendor pages, fishing):
 * the name filter goes to the platform (a new query starts again from page 1); "hot games" asks the platform's hot
 * list of the vendor; "free trial" keeps the trial-playable games of the pages loaded so far, and the grid loads
 * further pages as the window nears the end (throttled to 200 ms by the grid).
 */
import type { Game } from '@croupier/contract';
import { useGameList, useHotGames, type GameListQuery } from '@croupier/data';
import { GameGrid, GameSearch, Stack, Text, isTrialPlayable, type GameSearchFilters } from '@croupier/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameLauncher } from './useLaunch';

export interface GameHallProps {
  /**
   * The platform query: a vendor (`vassalage`), a group or type (`gameType`). `null` while it is not known yet (the
   * vendors are loading): the hall asks for nothing and shows its search and loading tiles, holding its place.
   */
  query: GameListQuery | null;
  launcher: GameLauncher;
  /** The vendor is under maintenance: a notice above the games (launches answer with alternatives). */
  isUnderMaintenance?: boolean;
  /** Offer the filters (default true). */
  hasFilters?: boolean;
}

const nameMatches = (game: Game, text: string) => {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [game.displayName, game.gameName, game.nodeName].some((name) => name?.toLowerCase().includes(needle));
};

export function GameHall({ query, launcher, isUnderMaintenance = false, hasFilters = true }: GameHallProps) {
  const { t } = useTranslation('site');
  const [name, setName] = useState('');
  const [filters, setFilters] = useState<GameSearchFilters>({});
  const isPending = query === null;
  const listQuery = useMemo<GameListQuery>(() => (name.trim() ? { ...query, gameName: name.trim() } : (query ?? {})), [name, query]);
  const list = useGameList(listQuery, { enabled: !isPending && !filters.hotOnly });
  const hot = useHotGames(!isPending && filters.hotOnly ? (query.vassalage ? { vassalage: query.vassalage } : {}) : null);

  // The unfiltered games loaded so far: a new name filter shows its matches among them at once, while the
  // platform's complete answer (the whole catalogue, from page 1) is on its way.
  const loadedGames = useRef<readonly Game[]>([]);
  if (!name.trim() && list.games.length > 0) loadedGames.current = list.games;
  const isFilterPending = name.trim() !== '' && list.isLoadingFirst;

  const games = useMemo(() => {
    if (!filters.hotOnly && isFilterPending) {
      const matches = loadedGames.current.filter((game) => nameMatches(game, name));
      return filters.trialOnly ? matches.filter(isTrialPlayable) : matches;
    }
    if (filters.hotOnly) {
      const hotList = (hot.data?.list ?? []).filter(
        (game) => (!query?.gameType || game.gameType === query.gameType || (game as { category?: string }).category === query.gameType) && nameMatches(game, name),
      );
      return filters.trialOnly ? hotList.filter(isTrialPlayable) : hotList;
    }
    return filters.trialOnly ? list.games.filter(isTrialPlayable) : list.games;
  }, [filters.hotOnly, filters.trialOnly, hot.data, list.games, name, query?.gameType, isFilterPending]);

  const isLoading = isPending || (filters.hotOnly ? hot.isLoading : (list.isLoadingFirst && !(isFilterPending && games.length > 0)) || list.isLoadingMore);
  const { vendorNames, ...actions } = launcher.tileProps;

  return (
    <Stack gap="4">
      <GameSearch
        value={name}
        onQueryChange={setName}
        {...(hasFilters ? { filters, onFiltersChange: setFilters } : {})}
      />
      {isUnderMaintenance ? (
        <Text tone="warning" role="status">
          {t('games.vendorMaintenance')}
        </Text>
      ) : null}
      <GameGrid
        games={games}
        vendorNames={vendorNames}
        isLoading={isLoading}
        hasMore={!filters.hotOnly && list.hasMore}
        onEndReached={list.loadMore}
        {...actions}
      />
    </Stack>
  );
}
