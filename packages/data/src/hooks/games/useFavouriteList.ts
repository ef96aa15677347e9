import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useLanguage } from '../../session/useLanguage';
import { useSession } from '../../session/useSession';
import { fetchFavouriteList, type FavouriteListResult } from './fetchers';
import { gamesKeys } from './keys';

/** The member's favourite games; nothing without a token (favourites are for members, SPEC §6). */
export function useFavouriteList(config?: SWRConfiguration<FavouriteListResult, ApiError>): SWRResponse<FavouriteListResult, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  const { token } = useSession();
  return useSWR(token ? gamesKeys.favourites(token, language) : null, ([, , lang]) => fetchFavouriteList(client, lang), config);
}
