import type { SystemStatusResponse } from '@croupier/contract';
import type { Client } from '../../client/createClient';

/** The permission call: site-wide configuration for the current host. */
export function fetchSystemStatus(client: Client, host: string): Promise<SystemStatusResponse> {
  return client.call('systemStatus', { url: host });
}
