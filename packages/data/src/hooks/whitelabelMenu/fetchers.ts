import type { ResponseOf } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export function fetchWhitelabelMenu(client: Client): Promise<ResponseOf<'whitelabelMenu'>> {
  return client.call('whitelabelMenu');
}
