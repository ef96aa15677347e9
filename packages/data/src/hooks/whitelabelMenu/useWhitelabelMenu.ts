import type { ResponseOf } from '@croupier/contract';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { fetchWhitelabelMenu } from './fetchers';
import { whitelabelMenuKeys } from './keys';

/** The whitelabel system menu (feature tree). */
export function useWhitelabelMenu(config?: SWRConfiguration<ResponseOf<'whitelabelMenu'>, ApiError>): SWRResponse<ResponseOf<'whitelabelMenu'>, ApiError> {
  const client = useClient();
  return useSWR(whitelabelMenuKeys.all, () => fetchWhitelabelMenu(client), { ...config });
}
