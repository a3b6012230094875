import * as v from 'valibot';
import { defineCall, idText, ignoredValue } from './call';
import { CLIENT_TYPE, GAME_PAGE_SIZE, gameListPath, homeCalls, WINNER_LIMIT } from './start-calls';

// The game menu's contract is a module of its own: the navigation needs it at the start, the
// rest of the games' calls only on pages that list games.
export { gameMenuCall, gameTypes } from './game-menu';
export type { GameMenuValue, GameType, VendorItem } from './game-menu';
import { gameMenuCall, gameTypes, type GameType } from './game-menu';

/** SPEC 3.3 game selection types and filter categories (BG only with language TY: not supported). */
export const gameSelectionTypes = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type GameSelectionType = (typeof gameSelectionTypes)[number];
export const gameFilterCategories = ['JP', 'TG', 'AC'] as const;
export type GameFilterCategory = (typeof gameFilterCategories)[number];

/** SPEC 9 / 7.4: client type 3; list pages of 20; favourites 999; recent 20; winner board 20. */
// Client type and list page size live with the calls the early start sends (start-calls.ts).
export { CLIENT_TYPE, GAME_PAGE_SIZE };
export const FAVOURITE_PAGE_SIZE = 999;
export const RECENT_PAGE_SIZE = 20;
// The winner board's 20 lives with the home page's calls, which the early start sends (start-calls.ts).
export { WINNER_LIMIT };

const gameItem = v.object({
  nodeId: idText,
  displayName: v.string(),
  /** SPEC 2.7: 1 means hot (the HOT badge). */
  isHot: v.optional(v.number(), 0),
  showIcon: v.optional(v.nullable(v.string())),
  iconUrl: v.optional(v.nullable(v.string())),
  gameName: v.optional(v.nullable(v.string())),
  nodeName: v.optional(v.nullable(v.string())),
  /** Vendor code. */
  vassalage: v.string(),
  gameType: v.picklist(gameTypes),
  gameCode: v.optional(v.nullable(v.string())),
  /** SPEC 4.9: 'VASSALAGE' means the item opens its vendor's game list. */
  isGame: v.optional(v.nullable(v.string())),
  gameId: v.optional(v.nullable(v.string())),
});
/** SPEC 3 game item. */
export type GameItem = v.InferOutput<typeof gameItem>;

/**
 * The list's paging (not shown in the spec), so the client knows when it has everything. Observed
 * (public client D3M09/go444 mobile/assets/home.js and app.js read the answer of this call):
 * `{ games, totalCount, totalPages }`; our older guess `{ games, pageNo, totalPages, total }` still
 * decodes. Both read as `{ games, totalPages, total }`: the page number is the one the caller
 * asked for (see `GamePage`), since the observed answer does not repeat it.
 */
const gameListValue = v.union([
  v.pipe(
    v.object({ games: v.array(gameItem), totalCount: v.number(), totalPages: v.number() }),
    v.transform(({ games, totalCount, totalPages }) => ({ games, totalPages, total: totalCount })),
  ),
  v.pipe(
    v.object({
      games: v.array(gameItem),
      total: v.number(),
      totalPages: v.number(),
      pageNo: v.optional(v.number()),
    }),
    v.transform(({ games, total, totalPages }) => ({ games, totalPages, total })),
  ),
]);
export type GameListValue = v.InferOutput<typeof gameListValue>;
/** The game list's answer as the live platform sends it (observed). */
export type GameListObserved = { games: GameItem[]; totalCount: number; totalPages: number };
/** A page of the game list as the fetchers hand it on: the answer with the page number asked for. */
export type GamePage = GameListValue & { pageNo: number };

export type GameListRequest = {
  clientType: typeof CLIENT_TYPE;
  platform: string;
  merchant: string;
  gameType: GameType;
  pageNo: number;
  pageSize: number;
  language: string;
  /** SPEC 3.3 filter category (JP, TG, AC). */
  gameClassify?: GameFilterCategory;
  /** A vendor's games only. */
  vassalage?: string;
  /** Not shown in the spec: the selection type (NEW, HOT, ALL) and a name search, answered by the server. */
  selectionType?: 'NEW' | 'HOT' | 'ALL';
  keyword?: string;
};

/**
 * GET game list (SPEC 7.4; the path is not shown there). Observed (public client D3M09/go444
 * mobile/assets/api.js): the relay GET wps/relay/GCSGAME_gameList. A public feed: the token goes
 * along when there is one, and a stale one is dropped for a visitor's retry (the lobby still loads).
 */
export const gameListCall = defineCall<GameListRequest, GameListValue>({
  name: 'gameList',
  method: 'GET',
  path: gameListPath,
  value: gameListValue,
});

/**
 * GET hot games (SPEC 7.4: GET with merchantCode, isPlatform 2, platform, language; response field
 * list). The path is not shown in the spec; observed (public client D3M09/go444
 * mobile/assets/api.js): the relay wps/relay/GCSGAME_hotGamesV2 (that client POSTs it; SPEC's GET
 * is kept).
 */
export const hotGamesCall = defineCall<
  { merchantCode: string; isPlatform: 2; platform: string; language: string },
  { list: GameItem[] }
>({
  name: 'hotGames',
  method: 'GET',
  path: homeCalls.hotGames.path,
  value: v.object({ list: v.array(gameItem) }),
});

const winnerEntry = v.object({
  customerName: v.string(),
  winAmount: v.number(),
  iconUrl: v.optional(v.nullable(v.string())),
  gameName: v.string(),
});
export type WinnerEntry = v.InferOutput<typeof winnerEntry>;

/** A winner row: observed wrapped as `{ vo: row }`; our older guess, the row itself. Read flat. */
const winnerRow = v.union([
  v.pipe(
    v.object({ vo: winnerEntry }),
    v.transform(({ vo }) => vo),
  ),
  winnerEntry,
]);
/** The winner board as the live platform sends it (observed: every row wrapped as `{ vo: row }`). */
export type RankListObserved = { list: Array<{ vo: WinnerEntry }> };

/**
 * GET /wps/relay/GCSGAME_getRankList (SPEC 7.4): the winner board, response value.list. Observed
 * (public client D3M09/go444 mobile/assets/home.js, "the relay wraps every row as { vo: {...} }"):
 * each row under `vo`; flat rows still decode. Rows read as flat `WinnerEntry`s.
 */
export const rankListCall = defineCall<
  { gameCategory: 'ALL'; language: string; limitNum: number },
  { list: WinnerEntry[] }
>({
  name: 'rankList',
  method: 'GET',
  path: homeCalls.rankList.path,
  value: v.object({ list: v.array(winnerRow) }),
});

/** GET favourite list (SPEC 7.4, relay MCSFE_*FavoriteGames*: chosen wps/relay/MCSFE_getFavoriteGames). */
export const favouriteListCall = defineCall<
  {
    clientType: typeof CLIENT_TYPE;
    platform: string;
    language: string;
    pageNo: number;
    pageSize: number;
    gameType?: GameType;
  },
  { content: GameItem[]; pageNum: number; totalPages: number }
>({
  name: 'favouriteList',
  method: 'GET',
  path: 'wps/relay/MCSFE_getFavoriteGamesList',
  auth: true,
  value: v.object({ content: v.array(gameItem), pageNum: v.number(), totalPages: v.number() }),
});

/**
 * SPEC 3 favourite payload, sent to add and to remove alike: the platform's own client sends
 * `{ nodeId, vendor, gameType }` with both (the vendor is the game's vassalage;
 * docs/platform-evidence/registry.md).
 */
export type FavouritePayload = { nodeId: string; vendor: string; gameType: GameType };

/** POST add favourite (SPEC 7.4: nodeId; wps/relay/MCSFE_addFavoriteGameV2 of the platform registry). */
export const addFavouriteCall = defineCall<FavouritePayload, null>({
  name: 'addFavourite',
  method: 'POST',
  path: 'wps/relay/MCSFE_addFavoriteGameV2',
  auth: true,
  value: ignoredValue,
});

/** DELETE remove favourite (SPEC 7.4: nodeId; wps/relay/MCSFE_removeFavoriteGameV2 of the platform registry). */
export const removeFavouriteCall = defineCall<FavouritePayload, null>({
  name: 'removeFavourite',
  method: 'DELETE',
  path: 'wps/relay/MCSFE_removeFavoriteGameV2',
  auth: true,
  value: ignoredValue,
});

/** GET recent games (SPEC 7.4, relay GCS_recentGame): page, pageSize 20, gameType RNG, language, clientType. */
export const recentGamesCall = defineCall<
  { page: number; pageSize: number; gameType: GameType; language: string; clientType: typeof CLIENT_TYPE },
  { list: GameItem[] }
>({
  name: 'recentGames',
  method: 'GET',
  path: 'wps/relay/GCS_recentGame',
  auth: true,
  value: v.object({ list: v.array(gameItem) }),
});

/** Game menus, lists and favourites: this area's calls by contract name, spread into `calls` (index.ts). */
export const gamesCalls = {
  gameMenu: gameMenuCall,
  gameList: gameListCall,
  hotGames: hotGamesCall,
  rankList: rankListCall,
  favouriteList: favouriteListCall,
  addFavourite: addFavouriteCall,
  removeFavourite: removeFavouriteCall,
  recentGames: recentGamesCall,
} as const;
