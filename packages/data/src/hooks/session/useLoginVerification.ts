import type { ResponseOf } from '@croupier/contract';
import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useSessionStore } from '../../provider/context';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { verifyLogin, type LoginVerificationInput } from './fetchers';
import { sessionKeys } from './keys';

type Key = typeof sessionKeys.loginVerification;
type Result = ResponseOf<'loginVerification'>;

/** The two-factor step after `login_verify_required` (sealed); stores the token on success. */
export function useLoginVerification(
  config?: SWRMutationConfiguration<Result, ApiError, Key, LoginVerificationInput>,
): EndpointMutation<Result, LoginVerificationInput, Key> {
  const session = useSessionStore();
  return useEndpointMutation(
    sessionKeys.loginVerification,
    async (client, input: LoginVerificationInput) => {
      const value = await verifyLogin(client, input);
      session.setToken(value.token);
      return value;
    },
    config,
  );
}
