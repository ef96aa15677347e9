import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useSessionStore } from '../../provider/context';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { register, type RegisterInput, type RegisterResult } from './fetchers';
import { registrationKeys } from './keys';

type Key = typeof registrationKeys.register;

/** Register by username (sealed). With `login: true` the answer's token is stored, so the new member is logged in (SPEC §4). */
export function useRegister(config?: SWRMutationConfiguration<RegisterResult, ApiError, Key, RegisterInput>): EndpointMutation<RegisterResult, RegisterInput, Key> {
  const session = useSessionStore();
  return useEndpointMutation(
    registrationKeys.register,
    async (client, input: RegisterInput) => {
      const value = await register(client, input);
      if (input.login) session.setToken(value.token);
      return value;
    },
    config,
  );
}
