import { NOTICE_QUERY, type Notice } from '@croupier/contract';
import type { Client } from '../../client/createClient';

/** Announcement types of SPEC §3; the conventions ask for "B,PL,PU,PR" with execution "B". */
export const NOTICE_TYPES = { banner: 'B', player: 'PL', popup: 'PU', promotion: 'PR', help: 'H' } as const;
export const DEFAULT_NOTICE_TYPES: string = NOTICE_QUERY.types;

export function fetchNotices(client: Client, types: string = DEFAULT_NOTICE_TYPES): Promise<Notice[]> {
  return client.call('notices', { ...NOTICE_QUERY, types });
}
