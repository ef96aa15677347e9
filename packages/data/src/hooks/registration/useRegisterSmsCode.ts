import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { requestRegisterSmsCode, type RegisterSmsCodeInput, type RegisterSmsCodeResult } from './fetchers';
import { registrationKeys } from './keys';

type Key = typeof registrationKeys.registerSmsCode;

/** Registration SMS code (mobile variant; username variant when `username` is given). */
export function useRegisterSmsCode(
  config?: SWRMutationConfiguration<RegisterSmsCodeResult, ApiError, Key, RegisterSmsCodeInput>,
): EndpointMutation<RegisterSmsCodeResult, RegisterSmsCodeInput, Key> {
  return useEndpointMutation(registrationKeys.registerSmsCode, requestRegisterSmsCode, config);
}
