import { describe, expect, it } from 'vitest';
import type { GameItem } from '../../api/contracts/games';
import { cardTheme, counterAfter, counterStart, gameImage, gameTitle } from './game-card-model';

const game = (fields: Partial<GameItem>): GameItem => ({
  nodeId: '1',
  displayName: '',
  isHot: 0,
  vassalage: 'PG',
  gameType: 'RNG',
  ...fields,
});

describe('game card model (SPEC 2.7, 9)', () => {
  it('cycles 6 themes with the node id', () => {
    // SPEC 9 card-themes: the node id modulo 6 picks one of 6 themes.
    expect(['100000', '100001', '100005', '100006'].map(cardTheme)).toEqual([4, 5, 3, 4]);
    expect(cardTheme('abc')).toBeGreaterThanOrEqual(0);
    expect(cardTheme('abc')).toBeLessThan(6);
    expect(cardTheme('abc')).toBe(cardTheme('abc'));
  });

  // SPEC 9 game-card-counter: 165.11 a tick.
  it('grows the counter by 165.11 a tick from a start fixed by the node id', () => {
    const start = counterStart('100123');
    expect(start).toBe(counterStart('100123'));
    expect(start).toBeGreaterThanOrEqual(100_000);
    expect(start).toBeLessThan(1_000_000);
    // SPEC 9 game-card-counter: three ticks add 3 x 165.11.
    expect(counterAfter('100123', 3) - counterAfter('100123', 0)).toBeCloseTo(495.33, 2);
  });

  it('names and pictures a game from the fields the platform sends', () => {
    expect(gameTitle(game({ displayName: 'Lotus Riches', gameName: 'x' }))).toBe('Lotus Riches');
    expect(gameTitle(game({ gameName: 'Mega Ace' }))).toBe('Mega Ace');
    expect(gameTitle(game({ nodeName: 'Node' }))).toBe('Node');
    expect(gameImage(game({ showIcon: 'a.png', iconUrl: 'b.png' }))).toBe('a.png');
    expect(gameImage(game({ iconUrl: 'b.png' }))).toBe('b.png');
    expect(gameImage(game({}))).toBeNull();
  });
});
