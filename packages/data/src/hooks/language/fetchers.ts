import type { RequestOf, ResponseOf } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export function updateLanguage(client: Client, input: RequestOf<'languageUpdate'>): Promise<ResponseOf<'languageUpdate'>> {
  return client.call('languageUpdate', input);
}
