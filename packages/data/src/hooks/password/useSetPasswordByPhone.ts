import type { RequestOf, ResponseOf } from '@croupier/contract';
import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { setPasswordByPhone } from './fetchers';
import { passwordKeys } from './keys';

type Key = typeof passwordKeys.setPasswordByPhone;

/** Set a new password with a mobile number and SMS code (sealed); the caller then logs in with them (SPEC §4). */
export function useSetPasswordByPhone(
  config?: SWRMutationConfiguration<ResponseOf<'setPasswordByPhone'>, ApiError, Key, RequestOf<'setPasswordByPhone'>>,
): EndpointMutation<ResponseOf<'setPasswordByPhone'>, RequestOf<'setPasswordByPhone'>, Key> {
  return useEndpointMutation(passwordKeys.setPasswordByPhone, setPasswordByPhone, config);
}
