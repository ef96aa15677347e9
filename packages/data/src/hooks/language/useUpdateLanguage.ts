import type { RequestOf, ResponseOf } from '@croupier/contract';
import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { updateLanguage } from './fetchers';
import { languageKeys } from './keys';

type Key = typeof languageKeys.update;

/** The language update call on a language switch (a polling call: never alerts). Store the choice with `useLanguage().setLanguage`. */
export function useUpdateLanguage(
  config?: SWRMutationConfiguration<ResponseOf<'languageUpdate'>, ApiError, Key, RequestOf<'languageUpdate'>>,
): EndpointMutation<ResponseOf<'languageUpdate'>, RequestOf<'languageUpdate'>, Key> {
  return useEndpointMutation(languageKeys.update, updateLanguage, config);
}
