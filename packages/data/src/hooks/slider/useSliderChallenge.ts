import type { ResponseOf } from '@croupier/contract';
import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { fetchSliderChallenge } from './fetchers';
import { sliderKeys } from './keys';

type Key = typeof sliderKeys.challenge;
type Result = ResponseOf<'sliderChallenge'>;

/** A new slider challenge on demand (each `trigger()` asks for a fresh one, so it is a mutation, not a cached query). */
export function useSliderChallenge(config?: SWRMutationConfiguration<Result, ApiError, Key, never>): EndpointMutation<Result, never, Key> {
  return useEndpointMutation(sliderKeys.challenge, (client) => fetchSliderChallenge(client), config);
}
