import type { GameListObserved, RankListObserved, gamesCalls } from '../../src/api/contracts/games';
import type { WireFixture } from './wire-fixture';

/** SPEC 3 game item (the fields home.js reads: nodeId, gameName, showIcon, vassalage, gameType). */
const gameItem = {
  nodeId: '10231',
  displayName: 'Super Ace',
  isHot: 1,
  showIcon: 'https://img.example.com/games/jl/super-ace.png',
  gameName: 'Super Ace',
  vassalage: 'JL',
  gameType: 'RNG',
  gameCode: '49',
  isGame: null,
  gameId: '10231',
} as const;

/** The answers of `gamesCalls` (src/api/contracts/games.ts), as the platform sends them. */
export const gamesFixtures = {
  gameMenu: {
    value: {
      menus: [
        {
          gameType: 'RNG',
          vendors: [
            {
              vassalage: 'JL',
              displayName: 'JILI',
              lagerIcon: 'https://img.example.com/vendors/jl.png',
              gameType: 'RNG',
            },
          ],
        },
      ],
      rngExcludedVendors: ['FC'],
    },
    source: 'assumption',
    note: 'The vendor item is SPEC 3; the grouping by game type is ours.',
  },
  gameList: {
    value: { games: [gameItem], totalCount: 41, totalPages: 3 } satisfies GameListObserved,
    source: 'observed',
    note: 'home.js reads value.games, value.totalCount and value.totalPages; no total, no pageNo.',
  },
  hotGames: { value: { list: [gameItem] }, source: 'SPEC 7.4', note: 'SPEC 7.4: response field list.' },
  rankList: {
    value: {
      list: [
        {
          vo: {
            customerName: '01*****789',
            winAmount: 15230.5,
            gameName: 'Super Ace',
            iconUrl: 'https://img.example.com/games/jl/super-ace.png',
          },
        },
      ],
    } satisfies RankListObserved,
    source: 'observed',
    note: 'home.js: "the relay wraps every row as { vo: {...} }".',
  },
  favouriteList: {
    value: { content: [gameItem], pageNum: 1, totalPages: 1 },
    source: 'SPEC 3',
    note: 'SPEC 3: favourite list response content, pageNum, totalPages.',
  },
  addFavourite: { value: null, source: 'assumption' },
  removeFavourite: { value: null, source: 'assumption' },
  recentGames: { value: { list: [gameItem] }, source: 'SPEC 7.4', note: 'SPEC 7.4: response field list.' },
} satisfies Record<keyof typeof gamesCalls, WireFixture>;
