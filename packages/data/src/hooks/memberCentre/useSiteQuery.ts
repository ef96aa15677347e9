/**
 * A read a visitor may make too (the promotion list of the merchant, VIP levels, mall rewards, the jackpot): fetched
 * with or without a session, keyed by the token as well, so logging in or out fetches it anew. `input` null pauses it.
 */
import type { EndpointKey, RequestOf, ResponseOf } from '@croupier/contract';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import type { CallArgs } from '../../client/createClient';
import { useClient } from '../../provider/context';
import { useSession } from '../../session/useSession';

export const siteQueryKeys = {
  query: <K extends EndpointKey>(key: K, token: string | null, input: unknown) =>
    ['site', key, token ?? '', input ?? null] as const,
};

export function useSiteQuery<K extends EndpointKey>(
  key: K,
  input?: RequestOf<K> | null,
  config?: SWRConfiguration<ResponseOf<K>, ApiError>,
): SWRResponse<ResponseOf<K>, ApiError> {
  const client = useClient();
  const { token } = useSession();
  const swrKey = input === null ? null : siteQueryKeys.query(key, token ?? null, input);
  return useSWR(swrKey, () => client.call(key, ...([input] as CallArgs<K>)), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    ...config,
  });
}
