import type { SystemStatusResponse } from '@croupier/contract';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { fetchSystemStatus } from './fetchers';
import { systemStatusKeys } from './keys';

function currentHost(): string | null {
  return typeof location === 'undefined' ? null : location.host || null;
}

/** The permission / system status call, for `host` (default: the current `location.host`). Not refetched on focus. */
export function useSystemStatus(
  host: string | null = currentHost(),
  config?: SWRConfiguration<SystemStatusResponse, ApiError>,
): SWRResponse<SystemStatusResponse, ApiError> {
  const client = useClient();
  return useSWR(host ? systemStatusKeys.byHost(host) : null, ([, h]) => fetchSystemStatus(client, h), {
    revalidateOnFocus: false,
    ...config,
  });
}
