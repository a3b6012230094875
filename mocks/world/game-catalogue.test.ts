import { describe, expect, it } from 'vitest';
import { createWorld } from './create-world';
import { findGame, gamesOf, gamesOfType, toGameItem } from './game-catalogue';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('game catalogue', () => {
  it('makes the same games for a seed, others for another seed, with unique node ids', () => {
    const a = gamesOfType(createWorld({ seed: 1, now }), 'RNG');
    expect(gamesOfType(createWorld({ seed: 1, now }), 'RNG').map((g) => g.displayName)).toEqual(
      a.map((g) => g.displayName),
    );
    expect(gamesOfType(createWorld({ seed: 2, now }), 'RNG').map((g) => g.displayName)).not.toEqual(
      a.map((g) => g.displayName),
    );
    expect(new Set(a.map((g) => g.nodeId)).size).toBe(a.length);
    expect(a.some((g) => g.isHot === 1)).toBe(true);
  });

  it('holds as many games as the world counts for a vendor, and finds one by node id', () => {
    const world = createWorld({ seed: 1, now, overrides: { gameCatalogue: { counts: { PG: 2_500 } } } });
    const pg = gamesOf(world, 'PG');
    expect(pg).toHaveLength(2_500);
    expect(findGame(world, pg[2_499]!.nodeId)).toMatchObject({ vassalage: 'PG', gameType: 'RNG' });
    expect(gamesOf(world, 'NOPE')).toEqual([]);
  });

  it('sends only the fields of the contract', () => {
    const game = gamesOf(createWorld({ seed: 1, now }), 'EVO')[0]!;
    expect(Object.keys(toGameItem(game))).not.toContain('classify');
    expect(toGameItem(game)).toMatchObject({ nodeId: game.nodeId, gameType: 'LIVE' });
  });

  it('gives demo01 favourites that are games of the world', () => {
    const world = createWorld({ seed: 3, now });
    const ids = world.members.find((m) => m.account === 'demo01')!.favouriteIds;
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(findGame(world, id)?.gameType).toBe('RNG');
  });
});
