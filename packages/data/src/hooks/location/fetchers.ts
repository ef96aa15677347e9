import type { ResponseOf } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export function fetchGeoLocation(client: Client): Promise<ResponseOf<'location'>> {
  return client.call('location');
}
