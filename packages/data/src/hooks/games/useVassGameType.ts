import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useLanguage } from '../../session/useLanguage';
import { fetchVassGameType, type VassGameTypeResult } from './fetchers';
import { gamesKeys } from './keys';

/** The game types of one vendor (with counts); nothing until a vassalage is given. */
export function useVassGameType(vassalage: string | null | undefined, config?: SWRConfiguration<VassGameTypeResult, ApiError>): SWRResponse<VassGameTypeResult, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  return useSWR(vassalage ? gamesKeys.vassGameType(vassalage, language) : null, ([, , v, lang]) => fetchVassGameType(client, v, lang), {
    revalidateOnFocus: false,
    ...config,
  });
}
