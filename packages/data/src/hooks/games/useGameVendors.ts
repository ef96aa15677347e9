import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useLanguage } from '../../session/useLanguage';
import { fetchGameVendors, type GameVendorsResult } from './fetchers';
import { gamesKeys } from './keys';

/** Game vendors grouped by category (ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP...), in the current language. */
export function useGameVendors(config?: SWRConfiguration<GameVendorsResult, ApiError>): SWRResponse<GameVendorsResult, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  return useSWR(gamesKeys.vendors(language), ([, , lang]) => fetchGameVendors(client, lang), { revalidateOnFocus: false, ...config });
}
