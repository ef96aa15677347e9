import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { fetchOnceOptions } from '../shared/queryOptions';
import { fetchMerchantWallet, type MerchantWallet } from './fetchers';
import { walletKeys } from './keys';

/** The merchant's wallet mode (isSingle: one seamless wallet, no transfers); fetched once per page life. */
export function useMerchantWallet(config?: SWRConfiguration<MerchantWallet, ApiError>): SWRResponse<MerchantWallet, ApiError> {
  const client = useClient();
  return useSWR(walletKeys.merchantWallet, () => fetchMerchantWallet(client), { ...fetchOnceOptions, ...config });
}
