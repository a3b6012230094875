// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchFavouriteList, fetchGamePage, fetchRecentGames } from './games';
import { wire } from './contracts/wire';
import { launchGame } from './launch';
import { fetchWinners } from './lobby';

/** The query of every request that reached the platform, by the call's last path segment. */
const seen: Array<{ call: string; query: Record<string, string> }> = [];
const server = setupServer(
  http.get('*', ({ request }) => {
    const url = new URL(request.url);
    seen.push({ call: url.pathname.split('/').pop()!, query: Object.fromEntries(url.searchParams) });
    const value = { games: [], totalCount: 0, totalPages: 0, content: [], pageNum: 1, list: [] };
    return HttpResponse.json({ success: true, value });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

// SPEC 9 game-list-page-size: 20 on a game list page, 999 for the favourites, 20 for recent games.
describe('the game lists ask the platform for the spec page sizes', () => {
  it('a game list page asks for 20 games', async () => {
    await fetchGamePage({ gameType: 'RNG', language: 'en' }, 3);
    // SPEC 9 game-list-page-size: the home and list pages ask for 20.
    expect(seen).toEqual([
      { call: 'GCSGAME_gameList', query: expect.objectContaining({ pageNo: '3', pageSize: '20' }) },
    ]);
  });

  it('the favourites ask for 999, that is all of them', async () => {
    await fetchFavouriteList('en');
    // SPEC 9 game-list-page-size: the favourites ask for 999.
    expect(seen).toEqual([
      {
        call: 'MCSFE_getFavoriteGamesList',
        query: expect.objectContaining({ pageNo: '1', pageSize: '999' }),
      },
    ]);
  });

  it('recent games ask for 20 slot games', async () => {
    await fetchRecentGames('en');
    // SPEC 9 game-list-page-size: recent games ask for 20.
    expect(seen).toEqual([
      {
        call: expect.any(String),
        query: expect.objectContaining({ page: '1', pageSize: '20', gameType: 'RNG' }),
      },
    ]);
  });
});

describe('the game calls send the spec client type', () => {
  it('SPEC 9 client-type: a game list page request carries clientType 3', async () => {
    await fetchGamePage({ gameType: 'RNG', language: 'en' }, 1);
    expect(seen).toEqual([{ call: 'GCSGAME_gameList', query: expect.objectContaining({ clientType: '3' }) }]);
  });

  it('SPEC 9 client-type: the favourites and recent games requests carry clientType 3', async () => {
    await fetchFavouriteList('en');
    await fetchRecentGames('en');
    expect(seen.map((request) => request.query.clientType)).toEqual(['3', '3']);
  });

  it('SPEC 9 client-type: a real game launch request carries clientType 3', async () => {
    // The answer here is no URL; only the request that went out matters.
    await launchGame({
      accountType: wire.launch.realAccount,
      vassalage: 'JILI',
      gameType: 'RNG',
      nodeId: '7',
      language: 'EN',
    }).catch(() => undefined);
    expect(seen).toEqual([{ call: 'launchGame', query: expect.objectContaining({ clientType: '3' }) }]);
  });
});

describe('the winner board asks for the spec number of winners', () => {
  it('SPEC 9 winner-board-request-limit: the rank list request asks for 20', async () => {
    await fetchWinners('EN');
    expect(seen).toEqual([
      { call: 'GCSGAME_getRankList', query: expect.objectContaining({ limitNum: '20' }) },
    ]);
  });
});
