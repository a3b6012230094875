import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { FavouritesEvent } from './favourites.machine';
import { favouritesPageMachine } from './favourites-page.machine';

describe('favourites page (SPEC 4.8)', () => {
  it('asks for the list once as the page opens, and again at each new visit', () => {
    const received: FavouritesEvent['type'][] = [];
    const favourites = createActor(
      createMachine({
        on: { '*': { actions: ({ event }) => received.push(event.type as FavouritesEvent['type']) } },
      }),
    ).start();
    const first = createActor(favouritesPageMachine, { input: { favourites } }).start();
    expect(received).toEqual(['list.load']);
    first.stop();
    createActor(favouritesPageMachine, { input: { favourites } }).start();
    expect(received).toEqual(['list.load', 'list.load']);
  });
});
