import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useLanguage } from '../../session/useLanguage';
import { fetchWinnerBoard, type WinnerBoardQuery, type WinnerBoardResult } from './fetchers';
import { winnersKeys } from './keys';

/**
 * The winner board (recent wins of the merchant, accounts masked by the platform), optionally of one game category,
 * in the current language. Pass `null` to fetch nothing.
 */
export function useWinnerBoard(query: WinnerBoardQuery | null = {}, config?: SWRConfiguration<WinnerBoardResult, ApiError>): SWRResponse<WinnerBoardResult, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  return useSWR(
    query ? winnersKeys.board(language, query.gameCategory, query.limitNum) : null,
    ([, , , gameCategory, limitNum]) =>
      fetchWinnerBoard(client, { ...(gameCategory !== null ? { gameCategory } : {}), ...(limitNum !== null ? { limitNum } : {}) }),
    { revalidateOnFocus: false, ...config },
  );
}
