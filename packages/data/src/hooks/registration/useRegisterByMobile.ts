import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useSessionStore } from '../../provider/context';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { registerByMobile, type RegisterByMobileInput, type RegisterResult } from './fetchers';
import { registrationKeys } from './keys';

type Key = typeof registrationKeys.registerByMobile;

/** Register by mobile number (sealed). With `login: true` the answer's token is stored, so the new member is logged in (SPEC §4). */
export function useRegisterByMobile(config?: SWRMutationConfiguration<RegisterResult, ApiError, Key, RegisterByMobileInput>): EndpointMutation<RegisterResult, RegisterByMobileInput, Key> {
  const session = useSessionStore();
  return useEndpointMutation(
    registrationKeys.registerByMobile,
    async (client, input: RegisterByMobileInput) => {
      const value = await registerByMobile(client, input);
      if (input.login) session.setToken(value.token);
      return value;
    },
    config,
  );
}
