import { ACCOUNT_TYPE_TRIAL } from '@croupier/contract';
import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useSessionStore } from '../../provider/context';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { freePlayLogin, type FreePlayLoginOptions, type FreePlayLoginResult } from './fetchers';
import { sessionKeys } from './keys';

type Key = typeof sessionKeys.freePlayLogin;
type Arg = FreePlayLoginOptions | undefined;

/** Free trial login: stores the token, the account and isAgent 4 (trial, SPEC §4). */
export function useFreePlayLogin(config?: SWRMutationConfiguration<FreePlayLoginResult, ApiError, Key, Arg>): EndpointMutation<FreePlayLoginResult, Arg, Key> {
  const session = useSessionStore();
  return useEndpointMutation(
    sessionKeys.freePlayLogin,
    async (client, options: Arg) => {
      const value = await freePlayLogin(client, options);
      session.update({ token: value.token, isAgent: ACCOUNT_TYPE_TRIAL, ...(value.account ? { account: value.account } : {}) });
      return value;
    },
    config,
  );
}
