import type { Notice } from '@croupier/contract';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useLanguage } from '../../session/useLanguage';
import { DEFAULT_NOTICE_TYPES, fetchNotices } from './fetchers';
import { noticesKeys } from './keys';

/**
 * Notices / announcements of the given types (comma-separated, default "B,PL,PU,PR"), in the current language.
 * Pass `null` to fetch nothing (e.g. the popup notices before login).
 */
export function useNotices(types: string | null = DEFAULT_NOTICE_TYPES, config?: SWRConfiguration<Notice[], ApiError>): SWRResponse<Notice[], ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  return useSWR(types ? noticesKeys.byQuery(types, language) : null, ([, t]) => fetchNotices(client, t), { revalidateOnFocus: false, ...config });
}
