import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useLanguage } from '../../session/useLanguage';
import { fetchPvpRooms, type PvpRoomsQuery, type PvpRoomsResult } from './fetchers';
import { gamesKeys } from './keys';

/**
 * PVP rooms (optionally of one vendor or game); players change, so it refreshes on focus. `null`: nothing yet (the
 * vendor list is still loading); the rooms are asked for as soon as a query arrives. A null key, not `isPaused`: a
 * paused first request is never retried when the pause ends, so the page stayed on its skeletons.
 */
export function usePvpRooms(query: PvpRoomsQuery | null = {}, config?: SWRConfiguration<PvpRoomsResult, ApiError>): SWRResponse<PvpRoomsResult, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  return useSWR(query ? gamesKeys.pvpRooms(query, language) : null, ([, , q, lang]) => fetchPvpRooms(client, q, lang), config);
}
