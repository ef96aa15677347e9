import type { RequestOf, ResponseOf } from '@croupier/contract';
import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { forgotPasswordByEmail } from './fetchers';
import { passwordKeys } from './keys';

type Key = typeof passwordKeys.forgotPasswordByEmail;

/** Forgot password by e-mail (form-urlencoded). */
export function useForgotPasswordByEmail(
  config?: SWRMutationConfiguration<ResponseOf<'forgotPasswordByEmail'>, ApiError, Key, RequestOf<'forgotPasswordByEmail'>>,
): EndpointMutation<ResponseOf<'forgotPasswordByEmail'>, RequestOf<'forgotPasswordByEmail'>, Key> {
  return useEndpointMutation(passwordKeys.forgotPasswordByEmail, forgotPasswordByEmail, config);
}
