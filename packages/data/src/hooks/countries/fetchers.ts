import type { ResponseOf } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export function fetchCountries(client: Client): Promise<ResponseOf<'countryList'>> {
  return client.call('countryList');
}
