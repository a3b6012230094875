import * as v from 'valibot';
import { defineCall } from './call';
import { startCalls } from './start-calls';

/** SPEC 3.3 home game types plus the category routes of SPEC 2.1. */
export const gameTypes = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'ELOTT',
  'LOTT',
  'INHOUSE',
  'BGS',
] as const;
export type GameType = (typeof gameTypes)[number];

const vendorItem = v.object({
  /** Vendor code (SPEC 3: vassalage). */
  vassalage: v.string(),
  displayName: v.string(),
  /** Image URL (SPEC 3: lagerIcon). */
  lagerIcon: v.string(),
  gameType: v.picklist(gameTypes),
});
export type VendorItem = v.InferOutput<typeof vendorItem>;

const gameMenuValue = v.object({
  menus: v.array(v.object({ gameType: v.picklist(gameTypes), vendors: v.array(vendorItem) })),
  /** Vendors configured out of RNG: they form the INHOUSE category (SPEC 4.10). */
  rngExcludedVendors: v.array(v.string()),
});
export type GameMenuValue = v.InferOutput<typeof gameMenuValue>;

/** GET /lgw/games/game_menus (SPEC 7.4): vendors per game type, for the navigation and the lobby. */
export const gameMenuCall = defineCall<{ language: string; platform: string }, GameMenuValue>({
  name: 'gameMenu',
  ...startCalls.gameMenu,
  value: gameMenuValue,
});
