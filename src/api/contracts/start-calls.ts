/**
 * The calls every start makes before anything shows (SPEC 4.1, 7.2, 7.4), by contract name: their
 * methods and paths, and what each sends; then the home page's own calls. Import-free, so the
 * early start (src/early-start.ts) can send them while the app's JavaScript is still downloading;
 * the contracts in system.ts, games.ts and content.ts take their path from here, so the two never
 * drift.
 */
export const startCalls = {
  /** GET /wps/system/status (SPEC 7.1). */
  status: { method: 'GET', path: 'wps/system/status' },
  /**
   * SPEC 7.2 "Permission" (the site settings; the spec gives no path): the platform's registry has
   * them at its `settings` entry. Its `permission` entry names wps/system/status, our `status`.
   */
  permission: { method: 'GET', path: 'wps/system/settings/consolidated' },
  /** GET /lgw/games/game_menus (SPEC 7.4). */
  gameMenu: { method: 'GET', path: 'lgw/games/game_menus' },
} as const;

/**
 * How long the client waits for any answer; past it a call fails with the "took longer to load"
 * text. Here, import-free, because the early start sends with it too; the mock world's `timeout`
 * fault outlasts it.
 */
export const requestTimeoutMs = 20_000;

/** SPEC 3 brand config: the platform name the game menu is asked for. */
export const MENU_PLATFORM = 'WEB';

/** What each start-up call sends, in the language the platform names (BN or EN). */
export const startPayloads = {
  status: () => undefined,
  permission: (language: string) => ({ language }),
  gameMenu: (language: string) => ({ language, platform: MENU_PLATFORM }),
};

/** SPEC 7.4: the hot games ask for these platforms, as one comma-separated value. */
export const HOT_GAMES_PLATFORMS = 'flash,html5-desktop';

/** SPEC 7.4: the winner board shows (and asks for) 20 rows. */
export const WINNER_LIMIT = 20;

/**
 * The calls the home page (`/`) makes as soon as it renders, which the early start sends on that
 * page so they leave before the app's JavaScript has run: its banners wait on the first of them
 * (the page's largest paint).
 */
export const homeCalls = {
  /** SPEC 7.6: banners (B) and player notices (PL), one announcements call. */
  homeAnnouncements: { method: 'GET', path: 'wps/relay/MCSFE_getListAnnouncements' },
  /** SPEC 7.4 hot games. */
  hotGames: { method: 'GET', path: 'wps/relay/GCSGAME_hotGamesV2' },
  /** SPEC 7.4 winner board. */
  rankList: { method: 'GET', path: 'wps/relay/GCSGAME_getRankList' },
} as const;

/** SPEC 3: the banner group the home page's carousel shows. */
export const HOME_BANNER_GROUP = 'w_home';

/** What each home call sends (SPEC 7.4, 7.6), in the language the platform names. */
export const homePayloads = {
  homeAnnouncements: (language: string) => ({ types: 'B,PL', platform: 'W' as const, language }),
  hotGames: (language: string, merchantCode: string) => ({
    merchantCode,
    isPlatform: 2 as const,
    platform: HOT_GAMES_PLATFORMS,
    language,
  }),
  rankList: (language: string) => ({ gameCategory: 'ALL' as const, language, limitNum: WINNER_LIMIT }),
};

/** SPEC 9: client type 3; game list pages of 20. */
export const CLIENT_TYPE = 3;
export const GAME_PAGE_SIZE = 20;

/**
 * GET game list (SPEC 7.4; path observed: contracts/games.ts): a game list page (`/rng`, `/fishing`…)
 * asks for its first page as soon as it renders, which the early start sends on that page.
 */
export const gameListPath = 'wps/relay/GCSGAME_gameList';

/** What a page of the game list asks for; empty optional fields are left out of the query. */
export function gamePagePayload<
  Q extends {
    gameType: string;
    language: string;
    vassalage?: string | undefined;
    gameClassify?: string | undefined;
    selectionType?: string | undefined;
    keyword?: string | undefined;
  },
>(query: Q, pageNo: number, site: { merchantCode: string; platform: string }) {
  return {
    clientType: CLIENT_TYPE as typeof CLIENT_TYPE,
    platform: site.platform,
    merchant: site.merchantCode,
    gameType: query.gameType as Q['gameType'],
    pageNo,
    pageSize: GAME_PAGE_SIZE,
    language: query.language,
    ...(query.vassalage ? { vassalage: query.vassalage } : {}),
    ...(query.gameClassify ? { gameClassify: query.gameClassify as NonNullable<Q['gameClassify']> } : {}),
    ...(query.selectionType ? { selectionType: query.selectionType as NonNullable<Q['selectionType']> } : {}),
    ...(query.keyword ? { keyword: query.keyword } : {}),
  };
}

/**
 * GET the promotions' list (path: contracts/promotions.ts), which /promotions asks for as soon as it
 * renders: the early start sends it on that page.
 */
export const promotionListPath = {
  page: '/promotions',
  path: 'wps/relay/MCSFE_getMerchantAvailablePromotions',
} as const;
