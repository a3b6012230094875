import { useState, type ReactNode } from 'react';
import { LazyBoundary, lazyPart } from '../../components/lazy-boundary';
import { FavouritesActorContext, type FavouritesActor } from './favourites-context';
import { usePopupActions } from './popups';

// The favourites' machine and calls are a part of their own: the first screen does without them.
const FavouritesActorHost = lazyPart(() => import('./favourites-actor'));

/**
 * The app-wide favourites (SPEC 4.8) for every heart and the /favorite page. Until their part has
 * loaded, the hearts show no favourite and lists wait (`useFavouritesSelector`'s loading value).
 */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  // `show` is a state setter: the same function on every render.
  const { show } = usePopupActions();
  const [actor, setActor] = useState<FavouritesActor | null>(null);
  return (
    <FavouritesActorContext.Provider value={actor}>
      <LazyBoundary floating>
        {/* SPEC 4.8 / 6: a visitor's heart opens the login popup. */}
        <FavouritesActorHost askLogin={() => show('login')} onActor={setActor} />
      </LazyBoundary>
      {children}
    </FavouritesActorContext.Provider>
  );
}
