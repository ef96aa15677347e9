import type { MemberInfo } from '@croupier/contract';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient, useSessionStore } from '../../provider/context';
import { useSession } from '../../session/useSession';
import { fetchMemberInfo } from './fetchers';
import { memberInfoKeys } from './keys';

/**
 * Member info, only while a token exists. On success it records account, customerId, isAgent and memberLabel in
 * the session (SPEC §3), unless the token changed meanwhile (a logout during the call).
 */
export function useMemberInfo(config?: SWRConfiguration<MemberInfo, ApiError>): SWRResponse<MemberInfo, ApiError> {
  const client = useClient();
  const store = useSessionStore();
  const { token } = useSession();
  return useSWR(
    token ? memberInfoKeys.byToken(token) : null,
    async ([, keyToken]) => {
      const info = await fetchMemberInfo(client);
      if (store.getToken() === keyToken) {
        store.update({ account: info.account, customerId: String(info.id), isAgent: info.type, memberLabel: info.memberLabel });
      }
      return info;
    },
    config,
  );
}
