import type { RequestOf, ResponseOf } from '@croupier/contract';
import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { checkSlider } from './fetchers';
import { sliderKeys } from './keys';

type Key = typeof sliderKeys.check;

/** Checks the slider position; success gives the `sliderResult` sent with login, register and SMS requests. */
export function useSliderCheck(
  config?: SWRMutationConfiguration<ResponseOf<'sliderCheck'>, ApiError, Key, RequestOf<'sliderCheck'>>,
): EndpointMutation<ResponseOf<'sliderCheck'>, RequestOf<'sliderCheck'>, Key> {
  return useEndpointMutation(sliderKeys.check, checkSlider, config);
}
