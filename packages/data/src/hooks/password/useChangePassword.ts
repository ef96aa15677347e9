import type { RequestOf, ResponseOf } from '@croupier/contract';
import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { changePassword } from './fetchers';
import { passwordKeys } from './keys';

type Key = typeof passwordKeys.changePassword;

/** Change password (token, sealed). */
export function useChangePassword(
  config?: SWRMutationConfiguration<ResponseOf<'changePassword'>, ApiError, Key, RequestOf<'changePassword'>>,
): EndpointMutation<ResponseOf<'changePassword'>, RequestOf<'changePassword'>, Key> {
  return useEndpointMutation(passwordKeys.changePassword, changePassword, config);
}
