/**
 * Favourites from any tile (SPEC §6: members only). The list lives on the platform, so it survives a reload; the
 * toggle is optimistic (the data hooks update every cached list at once and roll back on failure).
 */
import type { Game } from '@croupier/contract';
import { useFavouriteAdd, useFavouriteList, useFavouriteRemove, useSession } from '@croupier/data';
import { useCallback, useMemo } from 'react';
import { showDialog } from '../state/siteStore';

export interface FavouriteActions {
  /** The member's favourite games (empty for visitors). */
  favourites: readonly Game[];
  isLoading: boolean;
  isFavourite: (game: Game) => boolean;
  /** Undefined for visitors, so tiles show no toggle. */
  onFavouriteChange: ((game: Game, isFavourite: boolean) => void) | undefined;
}

const favouriteId = (game: Game) => `${game.vassalage}:${String(game.gameId ?? game.roomId ?? '')}`;

export function useFavourites(): FavouriteActions {
  const { isLoggedIn, isTrial } = useSession();
  const list = useFavouriteList();
  const add = useFavouriteAdd();
  const remove = useFavouriteRemove();
  const favourites = useMemo(() => list.data?.list ?? [], [list.data]);
  const ids = useMemo(() => new Set(favourites.map(favouriteId)), [favourites]);
  const isFavourite = useCallback((game: Game) => ids.has(favouriteId(game)), [ids]);
  const addTrigger = add.trigger;
  const removeTrigger = remove.trigger;
  const onFavouriteChange = useCallback(
    (game: Game, next: boolean) => {
      // A trial account keeps no favourites: the need-a-true-account warning instead of a refused call.
      if (isTrial) {
        showDialog({ kind: 'needRealAccount' });
        return;
      }
      // Failures roll the list back; the site's failure handler says why.
      void (next ? addTrigger(game) : removeTrigger(game)).catch(() => undefined);
    },
    [addTrigger, isTrial, removeTrigger],
  );
  return { favourites, isLoading: isLoggedIn && list.isLoading, isFavourite, onFavouriteChange: isLoggedIn ? onFavouriteChange : undefined };
}
