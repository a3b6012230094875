import { useCallback } from 'react';
import type { GameItem } from '../../api/contracts/games';
import { FavouritesContext } from '../../app/providers/favourites';

/**
 * A game's heart (SPEC 4.8): whether it is a favourite, whether its change is still with the server
 * (a toggle meanwhile is ignored, so the heart says it is busy), and the toggle (the machine
 * throttles it).
 */
export function useFavourite(game: GameItem) {
  const isFavourite = FavouritesContext.useSelector((s) => s.context.ids.includes(game.nodeId));
  const saving = FavouritesContext.useSelector((s) => s.context.pending?.game.nodeId === game.nodeId);
  const actor = FavouritesContext.useActorRef();
  const toggle = useCallback(() => actor.send({ type: 'favourite.toggle', game }), [actor, game]);
  return { isFavourite, saving, toggle };
}
