import { useCallback } from 'react';
import type { GameItem } from '../../api/contracts/games';
import { useFavouritesActor, useFavouritesSelector } from '../../app/providers/favourites-context';

/**
 * A game's heart (SPEC 4.8): whether it is a favourite, whether its change is still with the server
 * (a toggle meanwhile is ignored, so the heart says it is busy), and the toggle (the machine
 * throttles it). While the favourites' part loads, the heart shows no favourite and says it is busy.
 */
export function useFavourite(game: GameItem) {
  const actor = useFavouritesActor();
  const isFavourite = useFavouritesSelector((s) => s.context.ids.includes(game.nodeId), false);
  const saving = useFavouritesSelector((s) => s.context.pending?.game.nodeId === game.nodeId, true);
  const toggle = useCallback(() => actor?.send({ type: 'favourite.toggle', game }), [actor, game]);
  return { isFavourite, saving, toggle };
}
