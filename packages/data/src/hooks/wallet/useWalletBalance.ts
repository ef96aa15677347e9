import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useSession } from '../../session/useSession';
import { fetchWalletBalance, type WalletBalance } from './fetchers';
import { walletKeys } from './keys';

/**
 * The member's balance (`sumBalance`), only while a token exists. Revalidated when the window regains focus, so
 * the header shows the new figure when the member comes back from a game tab; `mutate()` refreshes it on demand.
 */
export function useWalletBalance(config?: SWRConfiguration<WalletBalance, ApiError>): SWRResponse<WalletBalance, ApiError> {
  const client = useClient();
  const { token } = useSession();
  return useSWR(token ? walletKeys.balanceByToken(token) : null, () => fetchWalletBalance(client), { revalidateOnFocus: true, ...config });
}
