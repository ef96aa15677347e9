import { LAUNCH_DEFAULTS } from '@croupier/contract';
import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useLanguageStore, useSessionStore } from '../../provider/context';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { launchGame, type LaunchGameInput, type LaunchResult } from './fetchers';
import { gamesKeys } from './keys';

type Key = typeof gamesKeys.launch;

/**
 * Asks for a game's launch address (SPEC §3): the fixed parts (accountType 1, confirmTrans 0, launchMode GLS,
 * html5-desktop, clientType 3) plus the session's account and token, the merchant code and the language. A
 * vendor under maintenance or a balance too low to play rejects with an ApiError whose `value` carries the
 * alternatives or the figures (the client's error table routes them to the launch dialogs).
 */
export function useLaunchGame(config?: SWRMutationConfiguration<LaunchResult, ApiError, Key, LaunchGameInput>): EndpointMutation<LaunchResult, LaunchGameInput, Key> {
  const session = useSessionStore();
  const language = useLanguageStore();
  return useEndpointMutation(
    gamesKeys.launch,
    (client, input: LaunchGameInput) =>
      launchGame(client, {
        ...LAUNCH_DEFAULTS,
        ...input,
        // Without a session the platform answers "not logged in", which the client turns into the login prompt.
        username: session.get('account') ?? '',
        token: session.getToken() ?? '',
        merchantCode: client.merchantCode,
        language: language.getLanguage(),
      }),
    config,
  );
}
