import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useLanguage } from '../../session/useLanguage';
import { fetchHelpCentre, type HelpCentre } from './fetchers';
import { helpCentreKeys } from './keys';

/** Help centre content in the current language (a language switch fetches the new language). */
export function useHelpCentre(config?: SWRConfiguration<HelpCentre, ApiError>): SWRResponse<HelpCentre, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  return useSWR(helpCentreKeys.byLanguage(language), ([, lang]) => fetchHelpCentre(client, lang), { revalidateOnFocus: false, ...config });
}
