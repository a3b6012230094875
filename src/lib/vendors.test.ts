import { describe, expect, it } from 'vitest';
import type { GameMenuValue, GameType, VendorItem } from '../api/contracts/games';
import { composeVendorCategories, isLargeDropMenu, navCategories } from './vendors';

const vendor = (vassalage: string, gameType: GameType): VendorItem => ({
  vassalage,
  displayName: vassalage,
  lagerIcon: '',
  gameType,
});
const menu = (menus: Array<[GameType, string[]]>, rngExcludedVendors: string[] = []): GameMenuValue => ({
  menus: menus.map(([gameType, codes]) => ({ gameType, vendors: codes.map((c) => vendor(c, gameType)) })),
  rngExcludedVendors,
});

describe('vendor composition (SPEC 4.10)', () => {
  it('splits esports and cockfight vendors out of SPORTS', () => {
    const result = composeVendorCategories(menu([['SPORTS', ['SABA', 'AV', 'IMES', 'SV3', 'WS168', 'CMD']]]));
    expect(result.SPORTS?.map((v) => v.vassalage)).toEqual(['SABA', 'CMD']);
    expect(result.ESPORTS?.map((v) => [v.vassalage, v.gameType])).toEqual([
      ['AV', 'ESPORTS'],
      ['IMES', 'ESPORTS'],
    ]);
    expect(result.COCKFIGHT?.map((v) => v.vassalage)).toEqual(['SV3', 'WS168']);
  });

  it('moves the configured RNG-excluded vendors to INHOUSE', () => {
    const result = composeVendorCategories(menu([['RNG', ['PG', 'HOUSE', 'JILI']]], ['HOUSE']));
    expect(result.RNG?.map((v) => v.vassalage)).toEqual(['PG', 'JILI']);
    expect(result.INHOUSE?.map((v) => [v.vassalage, v.gameType])).toEqual([['HOUSE', 'INHOUSE']]);
  });

  it('drops categories left without vendors', () => {
    const result = composeVendorCategories(
      menu([
        ['SPORTS', ['AV']],
        ['LIVE', []],
      ]),
    );
    expect(Object.keys(result)).toEqual(['ESPORTS']);
  });
});

describe('navigation categories (SPEC 2.1)', () => {
  it('follows the spec order and shows only categories with a vendor', () => {
    const categories = composeVendorCategories(
      menu([
        ['RNG', ['PG']],
        ['SPORTS', ['SABA', 'DS88']],
        ['LIVE', ['EVO']],
        ['FISH', []],
        ['ELOTT', ['TCG_LOTTO_VN']],
      ]),
    );
    expect(navCategories(categories)).toEqual(['ELOTT', 'LIVE', 'SPORTS', 'RNG', 'COCKFIGHT']);
  });

  it('switches the drop menu to its large layout above 10 items', () => {
    expect(isLargeDropMenu(10)).toBe(false);
    expect(isLargeDropMenu(11)).toBe(true);
  });
});
