import type { GameMenuValue, GameType, VendorItem } from './games';

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
