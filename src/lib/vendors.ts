import type { GameMenuValue, GameType, VendorItem } from '../api/contracts/games';

/** SPEC 3.3 vendor codes that the platform files under SPORTS. */
export const esportsVendorCodes = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;
export const cockfightVendorCodes = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] as const;

export type VendorCategories = Partial<Record<GameType, VendorItem[]>>;

const retype = (vendors: VendorItem[], gameType: GameType) => vendors.map((v) => ({ ...v, gameType }));

/**
 * SPEC 4.10: esports and cockfight vendors are split out of SPORTS; the configured RNG-excluded
 * vendors form INHOUSE (placed after RNG where order matters). Categories left empty are dropped.
 */
export function composeVendorCategories(menu: GameMenuValue): VendorCategories {
  const result: VendorCategories = {};
  const add = (type: GameType, vendors: VendorItem[]) => {
    if (vendors.length > 0) result[type] = [...(result[type] ?? []), ...vendors];
  };
  const isIn = (codes: readonly string[]) => (v: VendorItem) => codes.includes(v.vassalage);
  for (const { gameType, vendors } of menu.menus) {
    if (gameType === 'SPORTS') {
      const esports = vendors.filter(isIn(esportsVendorCodes));
      const cockfight = vendors.filter(isIn(cockfightVendorCodes));
      add(
        'SPORTS',
        vendors.filter((v) => !esports.includes(v) && !cockfight.includes(v)),
      );
      add('ESPORTS', retype(esports, 'ESPORTS'));
      add('COCKFIGHT', retype(cockfight, 'COCKFIGHT'));
    } else if (gameType === 'RNG') {
      const inhouse = vendors.filter(isIn(menu.rngExcludedVendors));
      add(
        'RNG',
        vendors.filter((v) => !inhouse.includes(v)),
      );
      add('INHOUSE', retype(inhouse, 'INHOUSE'));
    } else {
      add(gameType, vendors);
    }
  }
  return result;
}

/** SPEC 2.1 navigation order of the game categories (each shown only with a vendor). */
export const navCategoryOrder = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
] as const satisfies readonly GameType[];
export type NavCategory = (typeof navCategoryOrder)[number];

export function navCategories(categories: VendorCategories): NavCategory[] {
  return navCategoryOrder.filter((type) => (categories[type]?.length ?? 0) > 0);
}

/** SPEC 9: the vendor drop menu switches to its large layout above 10 items. */
export const isLargeDropMenu = (count: number) => count > 10;

/**
 * SPEC 2.2 home sections after the hot games and the jackpot: slots, live, fish, PVP, sports,
 * esports, cockfight. SPEC 4.10 places INHOUSE after RNG and SPEC 3.3 counts it a home game type, so
 * it follows slots, shown only when configured (it is not one of the spec's fixed sections).
 */
export const homeSectionOrder = [
  'RNG',
  'INHOUSE',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
] as const satisfies readonly GameType[];
export type HomeSectionType = (typeof homeSectionOrder)[number];

/** SPEC 9: home sections show the first 12 vendor items. */
export const HOME_SECTION_ITEMS = 12;

export function homeSections(
  categories: VendorCategories,
): Array<{ type: HomeSectionType; vendors: VendorItem[] }> {
  return homeSectionOrder
    .map((type) => ({ type, vendors: (categories[type] ?? []).slice(0, HOME_SECTION_ITEMS) }))
    .filter(({ type, vendors }) => type !== 'INHOUSE' || vendors.length > 0);
}

/** SPEC 3.3 prize modes the lottery pages launch with. */
export type LottoPrizeMode = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';
/** SPEC 4.10: the e-lottery cards that switch the prize mode to ELOTT. */
const elottPrizeVendors = ['TCG_LOTTO_VN', 'LOTT'];

/** SPEC 4.10: prize mode ELOTT if elott cards exist for TCG_LOTTO_VN or LOTT, else LOTT. */
export function lottoPrizeMode(categories: VendorCategories): LottoPrizeMode {
  const elott = categories.ELOTT ?? [];
  return elott.some((v) => elottPrizeVendors.includes(v.vassalage)) ? 'ELOTT' : 'LOTT';
}
