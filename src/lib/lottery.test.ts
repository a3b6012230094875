import { describe, expect, it } from 'vitest';
import type { GameMenuValue, GameType } from '../api/contracts/games';
import { lotteryLaunchParams, lotteryPageOf } from './lottery';
import { composeVendorCategories, lottoPrizeMode } from './vendors';

const categories = (menus: Array<[GameType, string[]]>) =>
  composeVendorCategories({
    menus: menus.map(([gameType, codes]) => ({
      gameType,
      vendors: codes.map((vassalage) => ({ vassalage, displayName: vassalage, lagerIcon: '', gameType })),
    })),
    rngExcludedVendors: [],
  } satisfies GameMenuValue);

const base = { language: 'EN', backUrl: 'https://site.example/' };

describe('prize mode (SPEC 4.10)', () => {
  it('is ELOTT when ELOTT cards exist for TCG_LOTTO_VN or LOTT, else LOTT', () => {
    expect(lottoPrizeMode(categories([['ELOTT', ['TCG_LOTTO_VN']]]))).toBe('ELOTT');
    expect(lottoPrizeMode(categories([['ELOTT', ['LOTT']]]))).toBe('ELOTT');
    expect(
      lottoPrizeMode(
        categories([
          ['ELOTT', ['OTHER']],
          ['LOTT', ['TCG_LOTTO_VN']],
        ]),
      ),
    ).toBe('LOTT');
    expect(lottoPrizeMode(categories([]))).toBe('LOTT');
  });
});

describe('lottery lobby launch parameters (SPEC 7.5)', () => {
  it('/lottery?gameCode opens that game betting, in the SPEC 4.10 prize mode', () => {
    expect(
      lotteryLaunchParams({
        ...base,
        page: 'lottery',
        gameCode: 'TCG_LOTTO_VN_2',
        categories: categories([['ELOTT', ['TCG_LOTTO_VN']]]),
      }),
    ).toEqual({
      vendor: 'TCG_LOTTO_VN',
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'ELOTT',
      lottoGameCode: 'TCG_LOTTO_VN_2',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'https://site.example/',
      language: 'EN',
    });
  });

  it('without a game code opens the lobby; /vnLottery in LOTT mode when there are no ELOTT cards', () => {
    const params = lotteryLaunchParams({
      ...base,
      page: 'vnLottery',
      gameCode: '  ',
      categories: categories([]),
    });
    expect(params).toMatchObject({ vendor: 'TCG_LOTTO_VN', lottoPrizeMode: 'LOTT', lottoView: 'lobby' });
    expect(params).not.toHaveProperty('lottoGameCode');
  });

  it('/seaLottery opens TCG_SEA in prize mode SEA', () => {
    expect(
      lotteryLaunchParams({
        ...base,
        page: 'seaLottery',
        gameCode: null,
        categories: categories([['ELOTT', ['TCG_LOTTO_VN']]]),
      }),
    ).toMatchObject({
      vendor: 'TCG_SEA',
      lottoPrizeMode: 'SEA',
      lottoView: 'lobby',
      lottoArea: 'VN',
      launchMode: 'LOTT',
    });
  });

  it('folds the aliases of SPEC 2.1', () => {
    expect(lotteryPageOf('/lottert')).toBe('lottery');
    expect(lotteryPageOf('/vnlottery')).toBe('vnLottery');
    expect(lotteryPageOf('/seaLottery')).toBe('seaLottery');
  });
});
