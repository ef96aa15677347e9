/**
 * The member centre's reads and writes, one contract entry each: `useMemberQuery('inbox', { pageNo })` fetches while a
 * token exists (keyed by the token and the input, so a new login or another filter fetches anew, and logout fetches
 * nothing); `useMemberMutation('inboxRead', { invalidates: ['inbox', 'unreadMessageCount'] })` calls and then
 * revalidates the named queries (and the balance, when `balance: true`). The contract entry is the one declaration of
 * the call: path, method, sealing and schemas come from it.
 */
import type { EndpointKey, RequestOf, ResponseOf } from '@croupier/contract';
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import type { CallArgs, Client } from '../../client/createClient';
import { useClient } from '../../provider/context';
import { useSession } from '../../session/useSession';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';

export const memberCentreKeys = {
  all: ['member'] as const,
  query: <K extends EndpointKey>(key: K, token: string, input: unknown) =>
    ['member', key, token, input ?? null] as const,
  mutation: <K extends EndpointKey>(key: K) => ['member', 'mutation', key] as const,
};

function callWith<K extends EndpointKey>(client: Client, key: K, input: unknown): Promise<ResponseOf<K>> {
  return client.call(key, ...([input] as CallArgs<K>));
}

/** A member-centre read; `input` null pauses it (e.g. until a filter is complete). */
export function useMemberQuery<K extends EndpointKey>(
  key: K,
  input?: RequestOf<K> | null,
  config?: SWRConfiguration<ResponseOf<K>, ApiError>,
): SWRResponse<ResponseOf<K>, ApiError> {
  const client = useClient();
  const { token } = useSession();
  const swrKey = token && input !== null ? memberCentreKeys.query(key, token, input) : null;
  return useSWR(swrKey, () => callWith(client, key, input), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    ...config,
  });
}

export interface MemberMutationOptions<K extends EndpointKey> extends SWRMutationConfiguration<
  ResponseOf<K>,
  ApiError,
  readonly [string, ...unknown[]],
  RequestOf<K>
> {
  /** Queries (by contract key) revalidated after a success. */
  invalidates?: readonly EndpointKey[];
  /** Money moved: revalidate the wallet queries (the header balance) too. */
  balance?: boolean;
}

/** A member-centre write; revalidates what it changed when it succeeds. */
export function useMemberMutation<K extends EndpointKey>(
  key: K,
  options: MemberMutationOptions<K> = {},
): EndpointMutation<ResponseOf<K>, RequestOf<K>, readonly [string, ...unknown[]]> {
  const { mutate } = useSWRConfig();
  const { invalidates = [], balance = false, ...config } = options;
  return useEndpointMutation(
    memberCentreKeys.mutation(key),
    async (client, input: RequestOf<K>) => {
      const result = await callWith(client, key, input);
      await mutate(
        (cacheKey) =>
          Array.isArray(cacheKey) &&
          ((cacheKey[0] === 'member' && invalidates.includes(cacheKey[1] as EndpointKey)) ||
            (balance && cacheKey[0] === 'wallet' && cacheKey[1] !== 'merchantWallet' && cacheKey[1] !== 'transfer') ||
            (balance &&
              cacheKey[0] === 'member' &&
              (cacheKey[1] === 'fundsConsolidated' || cacheKey[1] === 'memberInfo'))),
      );
      return result;
    },
    config,
  );
}
