import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useLanguage } from '../../session/useLanguage';
import { fetchHotGames, type HotGamesResult } from './fetchers';
import { gamesKeys } from './keys';

/**
 * Hot games (optionally of one vendor) for the merchant, platforms flash and html5-desktop (SPEC §9). `null`: not
 * wanted yet (a null key, not `isPaused`, whose skipped first request is never retried when the pause ends).
 */
export function useHotGames(options: { vassalage?: string } | null = {}, config?: SWRConfiguration<HotGamesResult, ApiError>): SWRResponse<HotGamesResult, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  return useSWR(
    options ? gamesKeys.hot(language, options.vassalage) : null,
    ([, , lang, vassalage]) => fetchHotGames(client, lang, vassalage ? { vassalage } : {}),
    { revalidateOnFocus: false, ...config },
  );
}
