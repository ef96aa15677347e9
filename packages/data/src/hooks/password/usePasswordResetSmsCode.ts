import type { RequestOf, ResponseOf } from '@croupier/contract';
import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { requestPasswordResetSmsCode } from './fetchers';
import { passwordKeys } from './keys';

type Key = typeof passwordKeys.passwordResetSmsCode;

/** SMS code for setting a password by phone. */
export function usePasswordResetSmsCode(
  config?: SWRMutationConfiguration<ResponseOf<'passwordResetSmsCode'>, ApiError, Key, RequestOf<'passwordResetSmsCode'>>,
): EndpointMutation<ResponseOf<'passwordResetSmsCode'>, RequestOf<'passwordResetSmsCode'>, Key> {
  return useEndpointMutation(passwordKeys.passwordResetSmsCode, requestPasswordResetSmsCode, config);
}
