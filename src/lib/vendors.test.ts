import { describe, expect, it } from 'vitest';
import type { GameMenuValue, GameType, VendorItem } from '../api/contracts/games';
import {
  composeVendorCategories,
  HOME_SECTION_ITEMS,
  homeSections,
  isLargeDropMenu,
  lottoPrizeMode,
  navCategories,
} from './vendors';

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
    // SPEC 9 vendor-drop-menu: 10 items keep the small layout.
    expect(isLargeDropMenu(10)).toBe(false);
    // SPEC 9 vendor-drop-menu: 11 take the large one.
    expect(isLargeDropMenu(11)).toBe(true);
  });
});

describe('home sections (SPEC 2.2, 4.10, 9)', () => {
  const codes = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

  it('keeps the spec order, every section even when empty, the first 12 vendors of each', () => {
    const categories = composeVendorCategories(
      menu([
        ['SPORTS', ['SABA', 'AV', 'SV3']],
        ['LIVE', ['EVO']],
        ['RNG', codes('SLOT', 30)],
      ]),
    );
    const sections = homeSections(categories);
    expect(sections.map((s) => s.type)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
    ]);
    // SPEC 9 home-sections: the first 12 of 30 slot vendors (12 written out, not the app's constant).
    expect(sections[0]!.vendors.map((v) => v.vassalage)).toEqual(codes('SLOT', 12));
    expect(HOME_SECTION_ITEMS).toBe(12);
    expect(sections.find((s) => s.type === 'FISH')!.vendors).toEqual([]);
    expect(sections.find((s) => s.type === 'COCKFIGHT')!.vendors.map((v) => v.vassalage)).toEqual(['SV3']);
  });

  it('places the in-house vendors right after slots', () => {
    const categories = composeVendorCategories(
      menu(
        [
          ['LIVE', ['EVO']],
          ['RNG', ['PG', 'HOUSE', 'JILI']],
        ],
        ['HOUSE'],
      ),
    );
    const sections = homeSections(categories);
    expect(sections.slice(0, 3).map((s) => [s.type, s.vendors.map((v) => v.vassalage)])).toEqual([
      ['RNG', ['PG', 'JILI']],
      ['INHOUSE', ['HOUSE']],
      ['LIVE', ['EVO']],
    ]);
  });

  it('shows every section empty when there are no vendors', () => {
    const sections = homeSections(composeVendorCategories(menu([])));
    expect(sections.every((s) => s.vendors.length === 0)).toBe(true);
    expect(sections.map((s) => s.type)).not.toContain('INHOUSE');
  });
});

describe('lottery prize mode (SPEC 4.10)', () => {
  it('is ELOTT when an e-lottery card exists for TCG_LOTTO_VN or LOTT', () => {
    expect(lottoPrizeMode(composeVendorCategories(menu([['ELOTT', ['TCG_LOTTO_VN']]])))).toBe('ELOTT');
    expect(lottoPrizeMode(composeVendorCategories(menu([['ELOTT', ['SABA_LOTTO', 'LOTT']]])))).toBe('ELOTT');
  });

  it('is LOTT otherwise', () => {
    expect(lottoPrizeMode(composeVendorCategories(menu([['ELOTT', ['TCG_SEA']]])))).toBe('LOTT');
    expect(lottoPrizeMode(composeVendorCategories(menu([['LOTT', ['TCG_LOTTO_VN']]])))).toBe('LOTT');
    expect(lottoPrizeMode({})).toBe('LOTT');
  });
});
