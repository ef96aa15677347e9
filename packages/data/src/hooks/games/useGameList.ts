import { GAME_LIST_DEFAULT_PAGE_SIZE, HEADER_GAME_PAGE_SIZE_FIRST, HEADER_GAME_PAGE_SIZE_NEXT, type Game } from '@croupier/contract';
import { useCallback, useMemo } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRInfinite, { type SWRInfiniteConfiguration, type SWRInfiniteResponse } from 'swr/infinite';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useLanguage } from '../../session/useLanguage';
import { fetchGameListPage, type GameListPage, type GameListQuery } from './fetchers';
import { gamesKeys } from './keys';

export interface UseGameListOptions {
  /** Games per request (default 24, SPEC §9). */
  pageSize?: number;
  /** false: fetch nothing (e.g. no vendor chosen yet). */
  enabled?: boolean;
}

export interface UseGameListResult extends SWRInfiniteResponse<GameListPage, ApiError> {
  /** Every game of the loaded pages, in order. */
  games: Game[];
  totalPages: number;
  /** More pages exist beyond the loaded ones. */
  hasMore: boolean;
  /** The first page is loading. */
  isLoadingFirst: boolean;
  /** A further page is loading. */
  isLoadingMore: boolean;
  /** Asks for the next page (a no-op while loading or at the end): wire it to GameGrid's onEndReached. */
  loadMore: () => void;
}

/** SPEC §9: the header drop menu asks for 21 games first and 18 on every page change. */
export function headerGamePageSize(page: number): number {
  return page <= 1 ? HEADER_GAME_PAGE_SIZE_FIRST : HEADER_GAME_PAGE_SIZE_NEXT;
}

/**
 * A game list with infinite loading (useSWRInfinite): pages of 24 from page 1 (SPEC §9), stopping at
 * `totalPages`. A new query or language starts again from page 1.
 */
export function useGameList(
  query: GameListQuery,
  { pageSize = GAME_LIST_DEFAULT_PAGE_SIZE, enabled = true }: UseGameListOptions = {},
  config?: SWRInfiniteConfiguration<GameListPage, ApiError>,
): UseGameListResult {
  const client = useClient();
  const { language } = useLanguage();
  const swr = useSWRInfinite<GameListPage, ApiError>(
    (index, previous: GameListPage | null) => {
      if (!enabled) return null;
      if (previous && previous.pageNum >= previous.totalPages) return null;
      return gamesKeys.listPage(query, language, index + 1, pageSize);
    },
    (key: ReturnType<typeof gamesKeys.listPage>) => {
      const [, , q, lang, pageNo, size] = key;
      return fetchGameListPage(client, q, lang, pageNo, size);
    },
    { revalidateFirstPage: false, revalidateOnFocus: false, ...config },
  );
  const { data, size, setSize, isLoading, isValidating } = swr;
  const games = useMemo(() => (data ?? []).flatMap((page) => page.games), [data]);
  const last = data?.[data.length - 1];
  const totalPages = last?.totalPages ?? 0;
  const isLoadingMore = !isLoading && size > 0 && data !== undefined && data.length < size && isValidating;
  const hasMore = last ? last.pageNum < last.totalPages : false;
  const loadMore = useCallback(() => {
    if (isLoading || isLoadingMore || !hasMore) return;
    void setSize((n) => n + 1);
  }, [isLoading, isLoadingMore, hasMore, setSize]);
  // SWR's isLoading is also true while it revalidates data it started from (a server's `fallback`): loading first
  // means no page yet.
  const isLoadingFirst = isLoading && data === undefined;
  return Object.assign(swr, { games, totalPages, hasMore, isLoadingFirst, isLoadingMore, loadMore });
}

/**
 * One page of the header drop menu's games (SPEC §9): 21 on page 1, 18 on every later page (pageNo = page,
 * pageSize 18, as the platform pages them). The previous page stays shown while the next loads.
 */
export function useHeaderGameList(
  /** `null` fetches nothing (no drop menu open). */
  query: GameListQuery | null,
  page: number,
  config?: SWRConfiguration<GameListPage, ApiError>,
): SWRResponse<GameListPage, ApiError> & { pageSize: number } {
  const client = useClient();
  const { language } = useLanguage();
  const pageSize = headerGamePageSize(page);
  const swr = useSWR(
    query ? gamesKeys.listPage(query, language, page, pageSize) : null,
    ([, , q, lang, pageNo, size]) => fetchGameListPage(client, q, lang, pageNo, size),
    { keepPreviousData: true, revalidateOnFocus: false, ...config },
  );
  return Object.assign(swr, { pageSize });
}
