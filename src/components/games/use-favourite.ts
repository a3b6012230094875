import { useCallback } from 'react';
import type { GameItem } from '../../api/contracts/games';
import { FavouritesContext } from '../../app/providers/favourites';

/** A game's heart (SPEC 4.8): whether it is a favourite, and the toggle (the machine throttles it). */
export function useFavourite(game: GameItem) {
  const isFavourite = FavouritesContext.useSelector((s) => s.context.ids.includes(game.nodeId));
  const actor = FavouritesContext.useActorRef();
  const toggle = useCallback(() => actor.send({ type: 'favourite.toggle', game }), [actor, game]);
  return { isFavourite, toggle };
}
