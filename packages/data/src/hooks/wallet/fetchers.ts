import type { ResponseOf } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export type WalletBalance = ResponseOf<'walletBalance'>;

export function fetchWalletBalance(client: Client): Promise<WalletBalance> {
  return client.call('walletBalance');
}
