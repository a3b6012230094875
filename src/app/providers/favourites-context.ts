import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { favouritesMachine } from '../../../machines/favourites.machine';

export type FavouritesActor = ActorRefFrom<typeof favouritesMachine>;
export type FavouritesSnapshot = SnapshotFrom<typeof favouritesMachine>;

/**
 * The app-wide favourites actor (SPEC 4.8), once its part has loaded (providers/favourites.tsx):
 * null before. Only types come from the machine here, so the first screen carries none of it.
 */
export const FavouritesActorContext = createContext<FavouritesActor | null>(null);

/** The favourites actor, or null while its part loads. */
export const useFavouritesActor = () => useContext(FavouritesActorContext);

/**
 * A value of the favourites' state, or `loading` while the actor's part is on its way. The
 * selector must return the same value for the same state (a field, a boolean), as `useSelector`'s.
 */
export function useFavouritesSelector<T>(selector: (snapshot: FavouritesSnapshot) => T, loading: T): T {
  const actor = useFavouritesActor();
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = actor?.subscribe(changed);
      return () => subscription?.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => (actor ? selector(actor.getSnapshot()) : loading));
}
