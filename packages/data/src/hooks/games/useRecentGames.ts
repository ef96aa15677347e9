import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useLanguage } from '../../session/useLanguage';
import { useSession } from '../../session/useSession';
import { fetchRecentGames, type RecentGamesResult } from './fetchers';
import { gamesKeys } from './keys';

/** The member's recently played games; nothing without a token. */
export function useRecentGames(options: { count?: number } = {}, config?: SWRConfiguration<RecentGamesResult, ApiError>): SWRResponse<RecentGamesResult, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  const { token } = useSession();
  return useSWR(token ? gamesKeys.recent(token, language, options.count) : null, ([, , lang, count]) => fetchRecentGames(client, lang, count ?? undefined), config);
}
