import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../../client/ApiError';
import { useClient } from '../../provider/context';
import { useLanguage } from '../../session/useLanguage';
import { fetchGameMenus, type GameMenusResult } from './fetchers';
import { gamesKeys } from './keys';

/** The game category menus with their vendor lanes (`cards` games per lane), in the current language. */
export function useGameMenus(options: { cards?: number } = {}, config?: SWRConfiguration<GameMenusResult, ApiError>): SWRResponse<GameMenusResult, ApiError> {
  const client = useClient();
  const { language } = useLanguage();
  return useSWR(gamesKeys.menus(language, options.cards), ([, , lang, cards]) => fetchGameMenus(client, lang, cards ?? undefined), {
    revalidateOnFocus: false,
    ...config,
  });
}
