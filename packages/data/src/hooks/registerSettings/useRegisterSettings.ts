import type { ResponseOf } from '@croupier/contract';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { fetchRegisterSettings } from './fetchers';
import { registerSettingsKeys } from './keys';

/** Registration validation config per field (enabled, required, pattern, lengths). */
export function useRegisterSettings(config?: SWRConfiguration<ResponseOf<'registerValidation'>, ApiError>): SWRResponse<ResponseOf<'registerValidation'>, ApiError> {
  const client = useClient();
  return useSWR(registerSettingsKeys.all, () => fetchRegisterSettings(client), { revalidateOnFocus: false, ...config });
}
