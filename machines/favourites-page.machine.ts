import { sendTo, setup, type ActorRef, type Snapshot } from 'xstate';
import type { FavouritesEvent } from './favourites.machine';

export interface FavouritesPageInput {
  /** The app-wide favourites (a removal anywhere leaves the page's list at once, SPEC 4.8). */
  favourites: ActorRef<Snapshot<unknown>, FavouritesEvent>;
}

/**
 * The /favorite page (SPEC 4.8): its list is read again each time the page opens, since another
 * tab may have changed it. The page's actor asks the app-wide favourites for it on entry, so the
 * list starts with the page, not with a render effect.
 */
export const favouritesPageMachine = setup({
  types: { input: {} as FavouritesPageInput, context: {} as FavouritesPageInput },
}).createMachine({
  id: 'favouritesPage',
  context: ({ input }) => input,
  entry: sendTo(({ context }) => context.favourites, { type: 'list.load' }),
});
