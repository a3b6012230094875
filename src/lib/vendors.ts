import type { GameType, VendorItem } from '../api/contracts/game-menu';
import type { VendorCategories } from '../api/contracts/vendor-categories';

// The composition itself is the platform's rule, shared with the mock world.
export {
  cockfightVendorCodes,
  composeVendorCategories,
  esportsVendorCodes,
  type VendorCategories,
} from '../api/contracts/vendor-categories';

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
