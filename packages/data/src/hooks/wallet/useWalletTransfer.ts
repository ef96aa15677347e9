import { useSWRConfig } from 'swr';
import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { transferWallet, type WalletTransferInput, type WalletTransferResult } from './fetchers';
import { walletKeys } from './keys';

type Key = typeof walletKeys.transfer;

/**
 * Moves money between the main wallet and a vendor wallet. On success every cached wallet query except the
 * merchant wallet mode (balances, including useWalletBalance's) is revalidated.
 */
export function useWalletTransfer(
  config?: SWRMutationConfiguration<WalletTransferResult, ApiError, Key, WalletTransferInput>,
): EndpointMutation<WalletTransferResult, WalletTransferInput, Key> {
  const { mutate } = useSWRConfig();
  return useEndpointMutation(
    walletKeys.transfer,
    async (client, input: WalletTransferInput) => {
      const result = await transferWallet(client, input);
      await mutate((key) => Array.isArray(key) && key[0] === 'wallet' && key[1] !== 'merchantWallet' && key[1] !== 'transfer');
      return result;
    },
    config,
  );
}
