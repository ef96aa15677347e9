import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useLanguage } from '../../session/useLanguage';
import { fetchPvpRooms, type PvpRoomsQuery, type PvpRoomsResult } from './fetchers';
import { gamesKeys } from './keys';

/** PVP rooms (optionally of one vendor or game); players change, so it refreshes on focus. */
export function usePvpRooms(query: PvpRoomsQuery = {}, config?: SWRConfiguration<PvpRoomsResult, ApiError>): SWRResponse<PvpRoomsResult, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  return useSWR(gamesKeys.pvpRooms(query, language), ([, , q, lang]) => fetchPvpRooms(client, q, lang), config);
}
