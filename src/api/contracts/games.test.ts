import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { gameListCall, hotGamesCall, rankListCall, type GameItem, type WinnerEntry } from './games';

const game: GameItem = {
  nodeId: '100001',
  displayName: 'Fortune Ace',
  isHot: 1,
  vassalage: 'JILI',
  gameType: 'RNG',
  gameCode: 'JILI_1',
};

describe('game list paging (observed shape and ours)', () => {
  it('reads the observed { games, totalCount, totalPages }', () => {
    expect(v.parse(gameListCall.value, { games: [game], totalCount: 41, totalPages: 3 })).toEqual({
      games: [game],
      total: 41,
      totalPages: 3,
    });
  });

  it('reads our older { games, pageNo, totalPages, total }, with or without pageNo', () => {
    const expected = { games: [game], total: 41, totalPages: 3 };
    expect(v.parse(gameListCall.value, { games: [game], pageNo: 2, totalPages: 3, total: 41 })).toEqual(
      expected,
    );
    expect(v.parse(gameListCall.value, { games: [game], totalPages: 3, total: 41 })).toEqual(expected);
  });

  it('reads a node id sent as a number as text, and refuses one that is not a whole number', () => {
    const numbered = { ...game, nodeId: 100001 };
    expect(
      v.parse(gameListCall.value, { games: [numbered], totalCount: 1, totalPages: 1 }).games[0]?.nodeId,
    ).toBe('100001');
    expect(
      v.safeParse(gameListCall.value, { games: [{ ...game, nodeId: 1.5 }], totalCount: 1, totalPages: 1 })
        .success,
    ).toBe(false);
  });

  it('refuses an answer without a count', () => {
    expect(v.safeParse(gameListCall.value, { games: [game], totalPages: 3 }).success).toBe(false);
  });

  it('asks the observed relays (SPEC 7.4 does not show these paths)', () => {
    expect(gameListCall).toMatchObject({ method: 'GET', path: 'wps/relay/GCSGAME_gameList' });
    expect(hotGamesCall).toMatchObject({ method: 'GET', path: 'wps/relay/GCSGAME_hotGamesV2' });
  });
});

describe('winner board rows (observed shape and ours)', () => {
  const row: WinnerEntry = {
    customerName: 'ab***9',
    winAmount: 1250.5,
    iconUrl: null,
    gameName: 'Fortune Ace',
  };

  it('reads the observed rows wrapped as { vo: row } flat', () => {
    expect(v.parse(rankListCall.value, { list: [{ vo: row }] })).toEqual({ list: [row] });
  });

  it('reads flat rows, and a mix of both', () => {
    expect(v.parse(rankListCall.value, { list: [row, { vo: row }] })).toEqual({ list: [row, row] });
  });

  it('refuses a row that is neither', () => {
    expect(v.safeParse(rankListCall.value, { list: [{ vo: { customerName: 'x' } }] }).success).toBe(false);
  });
});
