import type { ResponseOf } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export function fetchRegisterSettings(client: Client): Promise<ResponseOf<'registerValidation'>> {
  return client.call('registerValidation');
}
