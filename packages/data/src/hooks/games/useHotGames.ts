import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useLanguage } from '../../session/useLanguage';
import { fetchHotGames, type HotGamesResult } from './fetchers';
import { gamesKeys } from './keys';

/** Hot games (optionally of one vendor) for the merchant, platforms flash and html5-desktop (SPEC §9). */
export function useHotGames(options: { vassalage?: string } = {}, config?: SWRConfiguration<HotGamesResult, ApiError>): SWRResponse<HotGamesResult, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  return useSWR(
    gamesKeys.hot(language, options.vassalage),
    ([, , lang, vassalage]) => fetchHotGames(client, lang, vassalage ? { vassalage } : {}),
    { revalidateOnFocus: false, ...config },
  );
}
