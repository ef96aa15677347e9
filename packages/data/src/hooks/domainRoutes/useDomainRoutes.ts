import type { ResponseOf } from '@croupier/contract';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { fetchDomainRoutes } from './fetchers';
import { domainRoutesKeys } from './keys';

/** Routers / domain list. */
export function useDomainRoutes(config?: SWRConfiguration<ResponseOf<'domainRoutes'>, ApiError>): SWRResponse<ResponseOf<'domainRoutes'>, ApiError> {
  const client = useClient();
  return useSWR(domainRoutesKeys.all, () => fetchDomainRoutes(client), { revalidateOnFocus: false, ...config });
}
