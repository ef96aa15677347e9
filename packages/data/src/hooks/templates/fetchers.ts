import type { ResponseOf } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export type Templates = ResponseOf<'templates'>;

export function fetchTemplates(client: Client, query: { type?: string | undefined; language: string }): Promise<Templates> {
  return client.call('templates', query);
}
