import type { ResponseOf } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export type HelpCentre = ResponseOf<'helpCenter'>;

export function fetchHelpCentre(client: Client, language: string): Promise<HelpCentre> {
  return client.call('helpCenter', { language });
}
