import { DEFAULT_CLIENT_TYPE, LAUNCH_DEFAULTS } from '@croupier/contract';
import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useLanguageStore } from '../../provider/context';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { launchTrialGame, type LaunchResult, type TrialLaunchInput } from './fetchers';
import { gamesKeys } from './keys';

type Key = typeof gamesKeys.trialLaunch;

/** A visitor's trial (demo) launch of a game with supportPlay 0; no token. */
export function useTrialLaunch(config?: SWRMutationConfiguration<LaunchResult, ApiError, Key, TrialLaunchInput>): EndpointMutation<LaunchResult, TrialLaunchInput, Key> {
  const language = useLanguageStore();
  return useEndpointMutation(
    gamesKeys.trialLaunch,
    (client, input: TrialLaunchInput) =>
      launchTrialGame(client, {
        platform: LAUNCH_DEFAULTS.platform,
        ...input,
        clientType: DEFAULT_CLIENT_TYPE,
        merchantCode: client.merchantCode,
        language: language.getLanguage(),
      }),
    config,
  );
}
