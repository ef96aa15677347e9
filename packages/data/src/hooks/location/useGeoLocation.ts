import type { ResponseOf } from '@croupier/contract';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { fetchGeoLocation } from './fetchers';
import { locationKeys } from './keys';

/** The visitor's IP and country (shown on the IP-restriction screen). */
export function useGeoLocation(config?: SWRConfiguration<ResponseOf<'location'>, ApiError>): SWRResponse<ResponseOf<'location'>, ApiError> {
  const client = useClient();
  return useSWR(locationKeys.all, () => fetchGeoLocation(client), { ...config });
}
