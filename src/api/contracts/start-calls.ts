/**
 * The calls every start makes before anything shows (SPEC 4.1, 7.2, 7.4), by contract name: their
 * methods and paths, and what each sends. Import-free, so the early start (src/early-start.ts) can send them
 * while the app's JavaScript is still downloading; the contracts in system.ts and games.ts take
 * their path from here, so the two never drift.
 */
export const startCalls = {
  /** GET /wps/system/status (SPEC 7.1). */
  status: { method: 'GET', path: 'wps/system/status' },
  /** SPEC 7.2: path not shown in the spec; chosen as wps/system/permission. */
  permission: { method: 'GET', path: 'wps/system/permission' },
  /** GET /lgw/games/game_menus (SPEC 7.4). */
  gameMenu: { method: 'GET', path: 'lgw/games/game_menus' },
} as const;

/** SPEC 3 brand config: the platform name the game menu is asked for. */
export const MENU_PLATFORM = 'WEB';

/** What each start-up call sends, in the language the platform names (BN or EN). */
export const startPayloads = {
  status: () => undefined,
  permission: (language: string) => ({ language }),
  gameMenu: (language: string) => ({ language, platform: MENU_PLATFORM }),
};
