import { createActorContext } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { favouritesMachine } from '../../../machines/favourites.machine';
import { addFavourite, fetchFavouriteList, removeFavourite } from '../../api/games';
import { fetchFavouriteIds } from '../../api/session';
import { LazyBoundary, lazyPart } from '../../components/lazy-boundary';
import { currentLanguage } from '../../i18n';
import { readStored, writeStored } from '../../lib/session-store';
import { usePopupActions } from './popups';
import { fromCall } from '../../api/from-call';
import { SessionContext } from './session';
import { inspect } from '../../lib/actor-inspection';

/** The session's key for the favourite ids (written at login, see providers/session.tsx). */
const IDS_KEY = 'favouriteIds';

function storedIds(): string[] | null {
  try {
    const parsed: unknown = JSON.parse(readStored(IDS_KEY) ?? 'null');
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    return null;
  }
}

/** The app-wide favourites (SPEC 4.8): every heart and the /favorite page read this one actor. */
const favouritesLogic = favouritesMachine.provide({
  actors: {
    loadIds: fromCall(async () => (await fetchFavouriteIds()).ids),
    loadList: fromCall(() => fetchFavouriteList(currentLanguage())),
    addFavourite: fromCall(({ game }) => addFavourite(game)),
    removeFavourite: fromCall(({ game }) => removeFavourite(game)),
  },
  actions: {
    storeIds: (_, { ids }) => writeStored(IDS_KEY, JSON.stringify(ids)),
  },
});
export const FavouritesContext = createActorContext(favouritesLogic, { inspect });

// The notice loads with the games catalogue only when there is something to say.
const FavouriteNotice = lazyPart(() => import('../../components/games/favourite-notice'));

/** Tells the favourites when the session becomes a member's or a visitor's. */
function SessionBridge() {
  const session = SessionContext.useActorRef();
  const favourites = FavouritesContext.useActorRef();
  useEffect(() => {
    let member: boolean | null = null;
    const follow = (isMember: boolean) => {
      if (isMember === member) return;
      member = isMember;
      favourites.send(isMember ? { type: 'session.member', ids: storedIds() } : { type: 'session.visitor' });
    };
    follow(session.getSnapshot().hasTag('member'));
    const subscription = session.subscribe((snapshot) => follow(snapshot.hasTag('member')));
    return () => subscription.unsubscribe();
  }, [session, favourites]);
  return null;
}

function Notice() {
  const shown = FavouritesContext.useSelector((s) => s.context.notice !== null);
  if (!shown) return null;
  return (
    <LazyBoundary floating>
      <FavouriteNotice />
    </LazyBoundary>
  );
}

export function FavouritesProvider({ children }: { children: ReactNode }) {
  // `show` is a state setter: the same function on every render, so the logic is made once.
  const { show } = usePopupActions();
  // SPEC 4.8 / 6: a visitor's heart opens the login popup.
  const logic = useMemo(
    () => favouritesLogic.provide({ actions: { askLogin: () => show('login') } }),
    [show],
  );
  return (
    <FavouritesContext.Provider logic={logic}>
      <SessionBridge />
      <Notice />
      {children}
    </FavouritesContext.Provider>
  );
}
