import type { Game } from '@croupier/contract';
import { useSWRConfig } from 'swr';
import type { SWRMutationConfiguration } from 'swr/mutation';
import type { ApiError } from '../../client/ApiError';
import { useSessionStore } from '../../provider/context';
import { useEndpointMutation, type EndpointMutation } from '../shared/useEndpointMutation';
import { changeFavourite } from './favouriteCache';
import type { FavouriteChangeResult } from './fetchers';
import { gamesKeys } from './keys';

type Key = typeof gamesKeys.favouriteRemove;

/** Removes a game from the favourites: the cached list drops it at once, rolls back on failure, then revalidates. */
export function useFavouriteRemove(config?: SWRMutationConfiguration<FavouriteChangeResult, ApiError, Key, Game>): EndpointMutation<FavouriteChangeResult, Game, Key> {
  const { mutate } = useSWRConfig();
  const session = useSessionStore();
  return useEndpointMutation(gamesKeys.favouriteRemove, (client, game: Game) => changeFavourite(mutate, client, session.getToken(), game, false), config);
}
