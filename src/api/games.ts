import { api } from './index';
import { brand } from './config';
import {
  addFavouriteCall,
  CLIENT_TYPE,
  FAVOURITE_PAGE_SIZE,
  favouriteListCall,
  type FavouritePayload,
  gameListCall,
  RECENT_PAGE_SIZE,
  recentGamesCall,
  removeFavouriteCall,
  type GameFilterCategory,
  type GameItem,
  type GamePage,
  type GameType,
} from './contracts/games';
import { gamePagePayload } from './contracts/start-calls';

export { fetchGameMenu } from './game-menu';

/** What a game list page asks for (SPEC 7.4): a game type, optionally a vendor, a filter and a name. */
export interface GameListQuery {
  gameType: GameType;
  language: string;
  vassalage?: string | undefined;
  gameClassify?: GameFilterCategory | undefined;
  selectionType?: 'NEW' | 'HOT' | 'ALL' | undefined;
  keyword?: string | undefined;
}

/**
 * One page of 20 games (SPEC 9), numbered as asked (the observed answer does not say which page it
 * is). Empty optional fields are left out of the query.
 */
export const fetchGamePage = (
  query: GameListQuery,
  pageNo: number,
  signal?: AbortSignal,
): Promise<GamePage> =>
  api
    .request(gameListCall, gamePagePayload(query, pageNo, brand), { signal })
    .then((page) => ({ ...page, pageNo }));

/** SPEC 7.4: the favourite list, page size 999 (all of them), optionally of one game type. */
export const fetchFavouriteList = async (language: string, gameType?: GameType): Promise<GameItem[]> => {
  const value = await api.request(favouriteListCall, {
    clientType: CLIENT_TYPE,
    platform: brand.platform,
    language,
    pageNo: 1,
    pageSize: FAVOURITE_PAGE_SIZE,
    ...(gameType ? { gameType } : {}),
  });
  return value.content;
};

/** SPEC 3 favourite payload, the same to add and to remove: nodeId, vendor (the vassalage), gameType. */
const favouritePayloadOf = (game: GameItem): FavouritePayload => ({
  nodeId: game.nodeId,
  vendor: game.vassalage,
  gameType: game.gameType,
});

export const addFavourite = (game: GameItem) => api.request(addFavouriteCall, favouritePayloadOf(game));

export const removeFavourite = (game: GameItem) => api.request(removeFavouriteCall, favouritePayloadOf(game));

/** SPEC 7.4: recent games, page size 20, game type RNG. */
export const fetchRecentGames = async (language: string, signal?: AbortSignal): Promise<GameItem[]> => {
  const value = await api.request(
    recentGamesCall,
    { page: 1, pageSize: RECENT_PAGE_SIZE, gameType: 'RNG', language, clientType: CLIENT_TYPE },
    { signal },
  );
  return value.list;
};
