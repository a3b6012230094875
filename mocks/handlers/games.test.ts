// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import {
  addFavouriteCall,
  favouriteListCall,
  loginCall,
  recentGamesCall,
  removeFavouriteCall,
} from '../../src/api/contracts';
import { memberOfToken } from '../world/accounts';
import { recordRecentGame } from '../world/recent-games';
import { sentValues } from '../sent-values';
import { listGames, startTestWorld, type TestWorld } from '../test-world';

let current: TestWorld | undefined;
afterEach(() => current?.close());

const list = listGames;

async function logIn(w: TestWorld) {
  const { token } = await w.api.request(loginCall, {
    type: 'username',
    username: 'demo01',
    password: 'Demo@1234',
  });
  w.useToken(token);
  return token;
}

const favourites = (w: TestWorld) =>
  w.api.request(favouriteListCall, {
    clientType: 3,
    platform: 'WEB',
    language: 'EN',
    pageNo: 1,
    pageSize: 999,
  });

describe('game list (SPEC 7.4)', () => {
  it('pages the slots 20 at a time, without the in-house vendors', async () => {
    current = startTestWorld();
    const first = await list(current);
    expect(first.games).toHaveLength(20);
    expect(first.total).toBe(5 * 36);
    expect(first.totalPages).toBe(9);
    const last = await list(current, { pageNo: 9 });
    expect(last.games).toHaveLength(20);
    expect(first.games.concat(last.games).every((g) => !['HOUSE', 'SPRIBE'].includes(g.vassalage))).toBe(
      true,
    );
  });

  it('narrows by vendor, filter category, selection type and name', async () => {
    current = startTestWorld();
    const pg = await list(current, { vassalage: 'PG', pageSize: 999 });
    expect(pg.total).toBe(36);
    expect(pg.games.every((g) => g.vassalage === 'PG')).toBe(true);
    const hot = await list(current, { selectionType: 'HOT', pageSize: 999 });
    expect(hot.games.length).toBeGreaterThan(0);
    expect(hot.games.every((g) => g.isHot === 1)).toBe(true);
    const jackpot = await list(current, { gameClassify: 'JP', pageSize: 999 });
    expect(jackpot.total).toBeGreaterThan(0);
    expect(jackpot.total).toBeLessThan(180);
    const name = pg.games[0]!.displayName.split(' ')[0]!.toLowerCase();
    const found = await list(current, { keyword: name.toUpperCase(), pageSize: 999 });
    expect(found.total).toBeGreaterThan(0);
    expect(found.games.every((g) => g.displayName.toLowerCase().includes(name))).toBe(true);
  });

  it('answers in the observed shape: totalCount and totalPages, no page number', async () => {
    current = startTestWorld();
    const sent = sentValues(current.server);
    const page = await list(current, { pageNo: 2 });
    const value = (await sent()) as Record<string, unknown>;
    expect(Object.keys(value).sort()).toEqual(['games', 'totalCount', 'totalPages']);
    expect(value).toMatchObject({ totalCount: 5 * 36, totalPages: 9 });
    expect(page).toEqual({ games: value.games, total: 5 * 36, totalPages: 9 });
  });

  it('holds about 10,000 slot games in huge-lobby', async () => {
    current = startTestWorld({ scenario: 'huge-lobby' });
    const first = await list(current);
    // SPEC 9 slot-games-claimed: the world the claim is tried in holds 10,000, 500 pages of 20.
    expect(first.total).toBe(10_000);
    expect(first.totalPages).toBe(500);
    const last = await list(current, { pageNo: 500 });
    expect(last.games).toHaveLength(20);
  });

  it('has nothing in empty-lobby', async () => {
    current = startTestWorld({ scenario: 'empty-lobby' });
    expect((await list(current)).total).toBe(0);
  });
});

describe('favourites and recent games (SPEC 4.8, 7.4)', () => {
  it('need a session', async () => {
    current = startTestWorld();
    expect((await current.refused(favourites(current))).status).toBe(401);
  });

  it('adds, lists (latest first) and removes a favourite', async () => {
    current = startTestWorld();
    await logIn(current);
    const before = (await favourites(current)).content.map((g) => g.nodeId);
    const game = (await list(current)).games.find((g) => !before.includes(g.nodeId))!;
    await current.api.request(addFavouriteCall, {
      nodeId: game.nodeId,
      vendor: game.vassalage,
      gameType: 'RNG',
    });
    expect((await favourites(current)).content[0]!.nodeId).toBe(game.nodeId);
    await current.api.request(removeFavouriteCall, {
      nodeId: game.nodeId,
      vendor: game.vassalage,
      gameType: 'RNG',
    });
    expect((await favourites(current)).content.map((g) => g.nodeId)).toEqual(before);
  });

  it('lists the games the launch recorded, the latest first', async () => {
    current = startTestWorld();
    const token = await logIn(current);
    const member = memberOfToken(current.store.world, token)!;
    const [a, b] = (await list(current)).games;
    recordRecentGame(current.store, member.id, a!.nodeId);
    recordRecentGame(current.store, member.id, b!.nodeId);
    recordRecentGame(current.store, member.id, a!.nodeId);
    const { list: recent } = await current.api.request(recentGamesCall, {
      page: 1,
      pageSize: 20,
      gameType: 'RNG',
      language: 'EN',
      clientType: 3,
    });
    expect(recent.map((g) => g.nodeId)).toEqual([a!.nodeId, b!.nodeId]);
  });
});
