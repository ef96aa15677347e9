import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useSessionStore } from '../../provider/context';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { login, type LoginInput, type LoginResult } from './fetchers';
import { sessionKeys } from './keys';

type Key = typeof sessionKeys.login;

/**
 * Login (sealed). On success the token is stored in the session before `trigger` resolves; the caller handles
 * firstTimeLogin / passwordExpired (SPEC §4). A failure with `value.captcha` asks for the captcha field.
 */
export function useLogin(config?: SWRMutationConfiguration<LoginResult, ApiError, Key, LoginInput>): EndpointMutation<LoginResult, LoginInput, Key> {
  const session = useSessionStore();
  return useEndpointMutation(
    sessionKeys.login,
    async (client, input: LoginInput) => {
      const value = await login(client, input);
      session.setToken(value.token);
      return value;
    },
    config,
  );
}
