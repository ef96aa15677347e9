import type { Avatar } from '@croupier/contract';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useSession } from '../../session/useSession';
import { fetchMemberAvatar } from './fetchers';
import { memberAvatarKeys } from './keys';

/** The player avatar (relay, a polling call: its errors never alert), only while a token exists. */
export function useMemberAvatar(config?: SWRConfiguration<Avatar, ApiError>): SWRResponse<Avatar, ApiError> {
  const client = useClient();
  const { token } = useSession();
  return useSWR(token ? memberAvatarKeys.byToken(token) : null, () => fetchMemberAvatar(client), config);
}
