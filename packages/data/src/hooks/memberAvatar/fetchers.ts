import type { Avatar } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export function fetchMemberAvatar(client: Client): Promise<Avatar> {
  return client.call('avatar');
}
