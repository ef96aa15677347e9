import type { RequestOf, ResponseOf } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export type WalletBalance = ResponseOf<'walletBalance'>;

export function fetchWalletBalance(client: Client): Promise<WalletBalance> {
  return client.call('walletBalance');
}

// ---- merchant wallet mode and transfers (issue 6) -------------------------------------------------------------
export type MerchantWallet = ResponseOf<'merchantWallet'>;
export type WalletTransferInput = RequestOf<'walletTransfer'>;
export type WalletTransferResult = ResponseOf<'walletTransfer'>;

export function fetchMerchantWallet(client: Client): Promise<MerchantWallet> {
  return client.call('merchantWallet');
}

export function transferWallet(client: Client, input: WalletTransferInput): Promise<WalletTransferResult> {
  return client.call('walletTransfer', input);
}
