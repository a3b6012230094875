import type { gamesCalls } from '../../../src/api/contracts/games';
import { member } from '../steps';
import type { AreaRows } from '../types';

/** Where the matrix visits each call of `gamesCalls` (src/api/contracts/games.ts), or why it does not. */
export const gamesRows = {
  visited: [
    { call: 'gameMenu', screen: { path: '/' } },
    // The lobby (a visitor's home page and lists).
    { call: 'hotGames', screen: { path: '/' } },
    { call: 'rankList', screen: { path: '/' } },
    { call: 'gameList', screen: { path: '/rng' } },
    // A heart on a game card: a failure says so and the heart goes back; pressing it again retries
    // (a heart takes one press a second, SPEC 9, so the retry is pressed until it sends).
    {
      call: 'addFavourite',
      screen: { path: '/rng', account: member },
      action: {
        // The first game card of the list.
        scope: (page) => page.getByRole('main').getByRole('article').first(),
        fields: [],
        send: 'games:card.favourite',
      },
      throttled: true,
    },
    // A heart of the favourites page: every game there is a favourite, so the press removes one.
    {
      call: 'removeFavourite',
      screen: { path: '/favorite', account: member },
      action: {
        scope: (page) => page.getByRole('main').getByRole('article').first(),
        fields: [],
        send: 'games:card.favourite',
      },
      throttled: true,
    },
    // A member's lists and centre pages.
    { call: 'favouriteList', screen: { path: '/favorite', account: member } },
    { call: 'recentGames', screen: { path: '/recent', account: member } },
  ],
  uncovered: [],
} satisfies AreaRows<keyof typeof gamesCalls>;
