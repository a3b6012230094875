import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { favouritesMachine } from '../../../machines/favourites.machine';
import { addFavourite, fetchFavouriteList, removeFavourite } from '../../api/games';
import { fetchFavouriteIds } from '../../api/session';
import { fromCall } from '../../api/from-call';
import { LazyBoundary, lazyPart } from '../../components/lazy-boundary';
import { currentLanguage } from '../../i18n';
import { inspect } from '../../lib/actor-inspection';
import { readStored, writeStored } from '../../browser/session-store';
import { FavouritesActorContext, useFavouritesSelector, type FavouritesActor } from './favourites-context';
import { SessionContext } from './session';

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

// The notice loads with the games catalogue only when there is something to say.
const FavouriteNotice = lazyPart(() => import('../../kits/games/favourite-notice'));

/** Tells the favourites when the session becomes a member's or a visitor's. */
function SessionBridge({ favourites }: { favourites: FavouritesActor }) {
  const session = SessionContext.useActorRef();
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
  const shown = useFavouritesSelector((s) => s.context.notice !== null, false);
  if (!shown) return null;
  return (
    <LazyBoundary floating>
      <FavouriteNotice />
    </LazyBoundary>
  );
}

/**
 * Runs the favourites actor and hands it to the app (`onActor`), which provides it to every heart
 * and list: a part of its own, loaded after the first screen (a visitor has no favourites to show).
 * `askLogin` is the popup a visitor's heart opens.
 */
export default function FavouritesActorHost({
  askLogin,
  onActor,
}: {
  askLogin: () => void;
  onActor: (actor: FavouritesActor) => void;
}) {
  const favourites = useActorRef(favouritesLogic.provide({ actions: { askLogin } }), { inspect });
  useEffect(() => onActor(favourites), [favourites, onActor]);
  return (
    <FavouritesActorContext.Provider value={favourites}>
      <SessionBridge favourites={favourites} />
      <Notice />
    </FavouritesActorContext.Provider>
  );
}
