import { CAPTCHA_REFRESH_THROTTLE_MS } from '@croupier/contract';
import { useCallback } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useThrottleGate } from '../shared/useThrottle';
import { fetchCaptcha, type Captcha } from './fetchers';
import { captchaKeys } from './keys';

export interface UseCaptchaOptions {
  /** Fetch only while the captcha field is shown (default true). */
  enabled?: boolean;
  config?: SWRConfiguration<Captcha, ApiError>;
}

export interface UseCaptchaResult extends SWRResponse<Captcha, ApiError> {
  /** Loads a new image; ignored (returns false) within 1000 ms of the last refresh (SPEC §9). */
  refresh: () => boolean;
}

/** The captcha image; not refetched on focus (that would swap the image under a user typing its answer). */
export function useCaptcha({ enabled = true, config }: UseCaptchaOptions = {}): UseCaptchaResult {
  const client = useClient();
  const swr = useSWR(enabled ? captchaKeys.all : null, () => fetchCaptcha(client), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    ...config,
  });
  const tryPass = useThrottleGate(CAPTCHA_REFRESH_THROTTLE_MS);
  const { mutate } = swr;
  const refresh = useCallback(() => {
    if (!enabled || !tryPass()) return false;
    void mutate();
    return true;
  }, [enabled, tryPass, mutate]);
  return Object.assign(swr, { refresh });
}
