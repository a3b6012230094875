// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { hotGamesCall, type GameListRequest } from '../../src/api/contracts';
import { composeVendorCategories } from '../../src/api/contracts/vendor-categories';
import { listGames, startTestWorld, type TestWorld } from '../test-world';
import { createWorld } from './create-world';
import { findGame, firstGamesOf, gameCount, gameIdsOfType, gamesOf, gamesOfType } from './game-catalogue';

// Games are made from the seed in order, as far as a request needs: the first games of a
// vendor are the same whether the rest were made or not, and a page of an unfiltered list makes
// only its games.

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
let current: TestWorld | undefined;
afterEach(() => current?.close());

describe('games made on demand', () => {
  it('makes the same first games whether the rest were made before or after', () => {
    // Seeds no other test of this file uses: the catalogue is kept per seed, vendor and count.
    const few = firstGamesOf(createWorld({ seed: 401, now }), 'PG', 10);
    const all = gamesOf(createWorld({ seed: 401, now }), 'PG');
    expect(all.slice(0, 10)).toEqual(few);
    const fromAll = gamesOf(createWorld({ seed: 402, now }), 'JILI');
    expect(firstGamesOf(createWorld({ seed: 402, now }), 'JILI', 10)).toEqual(fromAll.slice(0, 10));
    expect(fromAll.slice(0, 10)).toEqual(firstGamesOf(createWorld({ seed: 402, now }), 'JILI', 10));
  });

  it('counts and names games without making them', () => {
    const world = createWorld({ seed: 403, now, overrides: { gameCatalogue: { counts: { PG: 2_000 } } } });
    expect(gameCount(world, 'PG')).toBe(2_000);
    expect(gameCount(world, 'NOPE')).toBe(0);
    const ids = gameIdsOfType(world, 'RNG');
    expect(ids).toEqual(gamesOfType(world, 'RNG').map((game) => game.nodeId));
  });

  it('finds a game by node id as a search of every vendor would', () => {
    const world = createWorld({ seed: 404, now, overrides: { gameCatalogue: { counts: { PG: 2_500 } } } });
    const every = world.gameMenu.flatMap((m) => m.vendors).flatMap((v) => gamesOf(world, v.vassalage));
    for (const game of [every[0]!, every[every.length - 1]!, ...every.filter((_, i) => i % 97 === 0)]) {
      expect(findGame(world, game.nodeId)).toBe(every.find((g) => g.nodeId === game.nodeId));
    }
    for (const id of ['', 'x', '99999', '100000.5', '0100000', '119999', String(100_000 + 90 * 20_000)]) {
      expect(findGame(world, id), id).toBe(every.find((g) => g.nodeId === id));
    }
  });

  it('pages the huge lobby’s slots as the whole list would be paged, and its hot games', async () => {
    current = startTestWorld({ scenario: 'huge-lobby', seed: 405 });
    const query = (q: Partial<GameListRequest>) => listGames(current!, q);
    const first = await query({});
    const pages = [1, 2, 100, 101, first.totalPages];
    const answers = await Promise.all(pages.map((pageNo) => query({ pageNo })));
    const hot = await current.api.request(hotGamesCall, {
      merchantCode: 'DEMO',
      isPlatform: 2,
      platform: 'WEB',
      language: 'EN',
    });
    // The whole list, made after the pages: the vendors' slots in the order the client lists them.
    const world = current.store.world;
    const vendors = composeVendorCategories({
      menus: world.gameMenu,
      rngExcludedVendors: world.rngExcludedVendors,
    }).RNG!.map((v) => v.vassalage);
    const whole = vendors.flatMap((vendor) => gamesOf(world, vendor));
    expect(whole.length).toBeGreaterThanOrEqual(10_000);
    expect(first.total).toBe(whole.length);
    pages.forEach((pageNo, i) => {
      expect(
        answers[i]!.games.map((g) => g.nodeId),
        `page ${pageNo}`,
      ).toEqual(whole.slice((pageNo - 1) * 20, pageNo * 20).map((g) => g.nodeId));
    });
    expect(answers.at(-1)!.games.length).toBeGreaterThan(0);
    expect(hot.list.length).toBeGreaterThan(0);
  });
});
