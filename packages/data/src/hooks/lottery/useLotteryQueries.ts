/**
 * The lottery pages' reads, a hook per endpoint. A `null` argument where one is taken means "not wanted yet" (a null
 * key, not `isPaused`, whose skipped first request is never retried when the pause ends).
 */
import type { LotteryKind } from '@croupier/contract';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useLanguage } from '../../session/useLanguage';
import { useSession } from '../../session/useSession';
import {
  fetchLotteryDraw,
  fetchLotteryDrawHistory,
  fetchLotteryLobby,
  fetchLotteryMenus,
  fetchLotteryOrders,
  fetchOpenedNumeros,
  fetchPopularLotteryNumbers,
  fetchRecentLottery,
  fetchVnMenu,
  fetchVnOpenedNumeros,
  type LotteryDrawHistoryPage,
  type LotteryDrawResult,
  type LotteryLobbyResult,
  type LotteryMenusResult,
  type LotteryOrdersPage,
  type LotteryOrdersQuery,
  type OpenedNumerosResult,
  type PopularNumbersQuery,
  type PopularNumbersResult,
  type RecentLotteryResult,
  type VnMenuResult,
  type VnOpenedQuery,
  type VnOpenedResult,
} from './fetchers';
import { lotteryKeys } from './keys';

/** Games and their play types change rarely: no refetch on focus. */
const catalogueOptions = { revalidateOnFocus: false } as const satisfies SWRConfiguration;

/** The lottery games (optionally of one kind) with their play types, odds bounds and schedules. */
export function useLotteryLobby(kind?: LotteryKind, config?: SWRConfiguration<LotteryLobbyResult, ApiError>): SWRResponse<LotteryLobbyResult, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  return useSWR(lotteryKeys.lobby(language, kind), ([, , , k]) => fetchLotteryLobby(client, k ?? undefined), { ...catalogueOptions, ...config });
}

/** The lottery games grouped by vendor. */
export function useLotteryMenus(config?: SWRConfiguration<LotteryMenusResult, ApiError>): SWRResponse<LotteryMenusResult, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  return useSWR(lotteryKeys.menus(language), () => fetchLotteryMenus(client), { ...catalogueOptions, ...config });
}

/** The games the member bet on lately; nothing without a token. */
export function useRecentLottery(config?: SWRConfiguration<RecentLotteryResult, ApiError>): SWRResponse<RecentLotteryResult, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  const { token } = useSession();
  return useSWR(token ? lotteryKeys.recent(token, language) : null, () => fetchRecentLottery(client), config);
}

/** The latest drawn period of every game (optionally of one kind); refreshed on focus. */
export function useOpenedNumeros(kind?: LotteryKind, config?: SWRConfiguration<OpenedNumerosResult, ApiError>): SWRResponse<OpenedNumerosResult, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  return useSWR(lotteryKeys.opened(language, kind), ([, , , k]) => fetchOpenedNumeros(client, k ?? undefined), config);
}

/** The most drawn numbers over the recent draws (device and language filled here). */
export function usePopularLotteryNumbers(
  query: PopularNumbersQuery | null,
  config?: SWRConfiguration<PopularNumbersResult, ApiError>,
): SWRResponse<PopularNumbersResult, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  return useSWR(
    query ? lotteryKeys.popular(query, language) : null,
    ([, , prizeMode, count, lang]) => fetchPopularLotteryNumbers(client, { prizeMode, count }, lang),
    config,
  );
}

/** One draw of a game with its HMAC messages: the latest drawn one without `periodNo`. */
export function useLotteryDraw(
  gameCode: string | null,
  periodNo?: string,
  config?: SWRConfiguration<LotteryDrawResult, ApiError>,
): SWRResponse<LotteryDrawResult, ApiError> {
  const client = useClient();
  return useSWR(gameCode ? lotteryKeys.draw(gameCode, periodNo) : null, ([, , code, period]) => fetchLotteryDraw(client, code, period ?? undefined), config);
}

/** A page of a game's draws, newest first; the previous page stays shown while the next loads. */
export function useLotteryDrawHistory(
  gameCode: string | null,
  pageNo: number,
  pageSize: number,
  config?: SWRConfiguration<LotteryDrawHistoryPage, ApiError>,
): SWRResponse<LotteryDrawHistoryPage, ApiError> {
  const client = useClient();
  return useSWR(
    gameCode ? lotteryKeys.drawHistory(gameCode, pageNo, pageSize) : null,
    ([, , code, page, size]) => fetchLotteryDrawHistory(client, code, page, size),
    { keepPreviousData: true, ...config },
  );
}

/** The Vietnam games by region. */
export function useVnMenu(config?: SWRConfiguration<VnMenuResult, ApiError>): SWRResponse<VnMenuResult, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  return useSWR(lotteryKeys.vnMenu(language), () => fetchVnMenu(client), { ...catalogueOptions, ...config });
}

/** The Vietnam boards of a day (default the latest draw of each game), optionally of one region. */
export function useVnOpenedNumeros(query: VnOpenedQuery = {}, config?: SWRConfiguration<VnOpenedResult, ApiError>): SWRResponse<VnOpenedResult, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  return useSWR(
    lotteryKeys.vnOpened(language, query.region, query.date),
    ([, , , region, date]) => fetchVnOpenedNumeros(client, { region: region ?? undefined, date: date ?? undefined }),
    { keepPreviousData: true, ...config },
  );
}

/** The member's bets, newest first, paged; nothing without a token (or with a null query). */
export function useLotteryOrders(query: LotteryOrdersQuery | null, config?: SWRConfiguration<LotteryOrdersPage, ApiError>): SWRResponse<LotteryOrdersPage, ApiError> {
  const client = useClient();
  const { token } = useSession();
  return useSWR(
    token && query ? lotteryKeys.orders(token, query) : null,
    ([, , , gameCode, status, pageNo, pageSize]) => fetchLotteryOrders(client, { gameCode: gameCode ?? undefined, status: status ?? undefined, pageNo, pageSize }),
    { keepPreviousData: true, revalidateOnFocus: false, ...config },
  );
}
