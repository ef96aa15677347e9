import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useLanguage } from '../../session/useLanguage';
import { fetchGameAnnouncements, type GameAnnouncementsResult } from './fetchers';
import { gamesKeys } from './keys';

/**
 * A lobby's current announcements (new games, vendor maintenance, promotions), optionally of one vendor, in the
 * member's language (the key carries it: a change of language fetches anew). `null`: not wanted (nothing is asked).
 */
export function useGameAnnouncements(
  query: { category: string; vassalage?: string } | null,
  config?: SWRConfiguration<GameAnnouncementsResult, ApiError>,
): SWRResponse<GameAnnouncementsResult, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  return useSWR(
    query ? gamesKeys.announcements(query.category, language, query.vassalage) : null,
    ([, , category, , vassalage]) => fetchGameAnnouncements(client, vassalage ? { category, vassalage } : { category }),
    { revalidateOnFocus: false, ...config },
  );
}
