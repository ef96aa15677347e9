import type { ResponseOf } from '@croupier/contract';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { fetchOnceOptions } from '../shared/queryOptions';
import { fetchCountries } from './fetchers';
import { countriesKeys } from './keys';

/** Countries with dialing codes; fetched once per page life (loaded on start, SPEC §4). */
export function useCountries(config?: SWRConfiguration<ResponseOf<'countryList'>, ApiError>): SWRResponse<ResponseOf<'countryList'>, ApiError> {
  const client = useClient();
  return useSWR(countriesKeys.all, () => fetchCountries(client), { ...fetchOnceOptions, ...config });
}
