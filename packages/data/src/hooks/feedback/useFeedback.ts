import type { RequestOf, ResponseOf } from '@croupier/contract';
import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { sendFeedback } from './fetchers';
import { feedbackKeys } from './keys';

type Key = typeof feedbackKeys.send;

/** Send feedback (token). */
export function useFeedback(
  config?: SWRMutationConfiguration<ResponseOf<'feedback'>, ApiError, Key, RequestOf<'feedback'>>,
): EndpointMutation<ResponseOf<'feedback'>, RequestOf<'feedback'>, Key> {
  return useEndpointMutation(feedbackKeys.send, sendFeedback, config);
}
