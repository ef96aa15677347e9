import { SMS_REQUEST_THROTTLE_MS } from '@croupier/contract';
import { useCallback } from 'react';
import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { useThrottleGate } from '../shared/useThrottle';
import { requestLoginSmsCode, type LoginSmsCodeInput, type SmsCodeResult } from './fetchers';
import { sessionKeys } from './keys';

type Key = typeof sessionKeys.loginSmsCode;

export interface UseLoginSmsCodeResult extends Omit<EndpointMutation<SmsCodeResult, LoginSmsCodeInput, Key>, 'trigger'> {
  /** Requests the code; within 1000 ms of the last request it sends nothing and resolves `null` (SPEC §9). */
  trigger: (input: LoginSmsCodeInput) => Promise<SmsCodeResult | null>;
}

/** SMS code for mobile login; answer `expiredMinutes` drives the countdown (`smsCountdownSeconds`). */
export function useLoginSmsCode(config?: SWRMutationConfiguration<SmsCodeResult, ApiError, Key, LoginSmsCodeInput>): UseLoginSmsCodeResult {
  const mutation = useEndpointMutation(sessionKeys.loginSmsCode, requestLoginSmsCode, config);
  const tryPass = useThrottleGate(SMS_REQUEST_THROTTLE_MS);
  const { trigger: send } = mutation;
  const trigger = useCallback(async (input: LoginSmsCodeInput) => (tryPass() ? send(input) : null), [tryPass, send]);
  return { ...mutation, trigger };
}
