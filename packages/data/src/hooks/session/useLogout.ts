import { useSWRConfig } from 'swr';
import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useSessionStore } from '../../provider/context';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { logout } from './fetchers';
import { sessionKeys, tokenScopedKeys } from './keys';

type Key = typeof sessionKeys.logout;

/**
 * Logout (SPEC §4): calls logout, then, whatever the answer, clears session storage (merchant kept) and drops the
 * member data of the session from the cache. Resolves with whether the platform confirmed; never rejects.
 */
export function useLogout(config?: SWRMutationConfiguration<boolean, ApiError, Key, never>): EndpointMutation<boolean, never, Key> {
  const session = useSessionStore();
  const { mutate } = useSWRConfig();
  return useEndpointMutation(
    sessionKeys.logout,
    async (client) => {
      let confirmed = false;
      try {
        await logout(client);
        confirmed = true;
      } catch {
        // The call is alert: false; the session ends locally anyway.
      }
      session.clearSession();
      await mutate((key) => Array.isArray(key) && tokenScopedKeys.includes(String(key[0])), undefined, { revalidate: false });
      return confirmed;
    },
    config,
  );
}
