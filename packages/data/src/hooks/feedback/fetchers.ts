import type { RequestOf, ResponseOf } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export function sendFeedback(client: Client, input: RequestOf<'feedback'>): Promise<ResponseOf<'feedback'>> {
  return client.call('feedback', input);
}
