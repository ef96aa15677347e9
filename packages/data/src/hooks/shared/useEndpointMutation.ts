/** useSWRMutation with the client of the nearest DataProvider and ApiError as the error type. */
import useSWRMutation, { type MutationFetcher, type SWRMutationConfiguration, type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import type { Client } from '../../client/createClient';
import { useClient } from '../../provider/context';

export type MutationKey = readonly [string, ...unknown[]];

/** The result of a mutation hook: `trigger(arg)` runs the call. */
export type EndpointMutation<Data, Arg, Key extends MutationKey = MutationKey> = SWRMutationResponse<Data, ApiError, Key, Arg>;

export function useEndpointMutation<Data, Arg, Key extends MutationKey>(
  key: Key,
  run: (client: Client, arg: Arg) => Promise<Data>,
  config?: SWRMutationConfiguration<Data, ApiError, Key, Arg>,
): EndpointMutation<Data, Arg, Key> {
  const client = useClient();
  // MutationFetcher is a conditional type over the key, which TypeScript cannot resolve for a generic Key.
  const fetcher = ((_key: Key, { arg }: { arg: Arg }) => run(client, arg)) as MutationFetcher<Data, Key, Arg>;
  return useSWRMutation<Data, ApiError, Key, Arg>(key, fetcher, config);
}
