import { describe, expect, it } from 'vitest';
import { createWorld } from './create-world';
import { gamesOf, gamesOfType } from './game-catalogue';
import { gameKindOf, gameTitle, titleCount } from './game-names';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const names = (seed: number, type: Parameters<typeof gamesOfType>[1]) =>
  gamesOfType(createWorld({ seed, now }), type).map((g) => g.displayName);

describe('game names', () => {
  it('are the same for a seed and differ for another seed', () => {
    expect(names(4, 'RNG')).toEqual(names(4, 'RNG'));
    expect(names(5, 'RNG')).not.toEqual(names(4, 'RNG'));
    expect(gameTitle(9, 'live', 3)).toEqual(gameTitle(9, 'live', 3));
  });

  it('are unique across the vendors of a game type, and never numbered', () => {
    for (const type of ['RNG', 'LIVE', 'PVP', 'FISH', 'ELOTT', 'LOTT', 'SPORTS'] as const) {
      const list = names(1, type);
      expect(new Set(list).size, type).toBe(list.length);
      for (const name of list) expect(name, type).not.toMatch(/ \d+$/);
    }
  });

  it('stay unique for a vendor of thousands of slots', () => {
    const world = createWorld({
      seed: 2,
      now,
      overrides: { gameCatalogue: { counts: { PG: 2_000, JILI: 2_000 } } },
    });
    const list = [...gamesOf(world, 'PG'), ...gamesOf(world, 'JILI')].map((g) => g.displayName);
    expect(new Set(list).size).toBe(4_000);
    expect(titleCount('slot')).toBeLessThan(4_000);
  });

  it("fit the vendor's kind: a sports book carries sports books, an esports vendor esports", () => {
    const world = createWorld({ seed: 1, now });
    const sports = /Sportsbook|Exchange|In-Play|League|Cup Centre|Odds Hub/;
    expect(gamesOf(world, 'SABA')[0]?.displayName).toMatch(sports);
    expect(gamesOf(world, 'IMES')[0]?.displayName).toMatch(/Masters|Cup|League|Clash|Live Book|Series/);
    expect(gamesOf(world, 'SV3')[0]?.displayName).toMatch(/Arena|Derby|Championship|Live|Fiesta|Cup/);
    for (const game of gamesOf(world, 'EVO'))
      expect(game.displayName).toMatch(
        /Baccarat|Blackjack|Roulette|Sic Bo|Dragon Tiger|Teen Patti|Andar Bahar|Hold'em|Fan Tan|Money Wheel/,
      );
    expect(gameKindOf('RNG', 'SPRIBE')).toBe('instant');
    expect(gameKindOf('SPORTS', 'DS88')).toBe('cockfight');
    expect(gameKindOf('RNG', 'PG')).toBe('slot');
  });
});
