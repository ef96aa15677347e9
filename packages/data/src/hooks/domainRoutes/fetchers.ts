import type { ResponseOf } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export function fetchDomainRoutes(client: Client): Promise<ResponseOf<'domainRoutes'>> {
  return client.call('domainRoutes');
}
