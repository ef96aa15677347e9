import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useLanguage } from '../../session/useLanguage';
import { fetchTemplates, type Templates } from './fetchers';
import { templatesKeys } from './keys';

/** Content templates (optionally of one `type`) in the current language. */
export function useTemplates(type?: string, config?: SWRConfiguration<Templates, ApiError>): SWRResponse<Templates, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  return useSWR(
    templatesKeys.list(type ?? null, language),
    ([, t, lang]) => fetchTemplates(client, { type: t ?? undefined, language: lang }),
    { revalidateOnFocus: false, ...config },
  );
}
