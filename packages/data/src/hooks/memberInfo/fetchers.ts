import type { MemberInfo } from '@croupier/contract';
import type { Client } from '../../client/createClient';

export function fetchMemberInfo(client: Client): Promise<MemberInfo> {
  return client.call('memberInfo');
}
