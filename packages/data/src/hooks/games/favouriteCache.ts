/** Optimistic favourite changes: every cached favourite list of the session shows the change at once, rolls back on failure, then revalidates. */
import type { Game } from '@croupier/contract';
import type { useSWRConfig } from 'swr';
import type { Client } from '../../client/createClient';
import { addFavourite, removeFavourite, type FavouriteChangeResult, type FavouriteListResult } from './fetchers';

type Mutate = ReturnType<typeof useSWRConfig>['mutate'];

const sameGame = (a: Game, b: Game) => a.vassalage === b.vassalage && String(a.gameId ?? a.roomId) === String(b.gameId ?? b.roomId);

export function favouriteInput(game: Game): { gameId: string | number; vassalage: string } {
  const gameId = game.gameId ?? game.roomId;
  if (gameId === undefined) throw new TypeError('a favourite needs a gameId (or roomId)');
  return { gameId, vassalage: game.vassalage };
}

export async function changeFavourite(mutate: Mutate, client: Client, token: string | null, game: Game, favourite: boolean): Promise<FavouriteChangeResult> {
  const input = favouriteInput(game);
  const call = () => (favourite ? addFavourite(client, input) : removeFavourite(client, input));
  if (!token) return call();
  let result: FavouriteChangeResult | undefined;
  await mutate<FavouriteListResult>(
    (key) => Array.isArray(key) && key[0] === 'favourites' && key[1] === token,
    async () => {
      result = await call();
      return undefined;
    },
    {
      optimisticData: (current) => {
        const list = (current?.list ?? []).filter((g) => !sameGame(g, game));
        return { ...current, list: favourite ? [...list, game] : list };
      },
      rollbackOnError: true,
      populateCache: false,
      revalidate: true,
      throwOnError: true,
    },
  );
  return result!;
}
