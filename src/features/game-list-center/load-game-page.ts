import type { GameListQuery, GamePageResult } from '../../../machines/game-list.machine';
import type { GameItem } from '../../api/contracts/games';
import { fetchFavouriteList, fetchGamePage, fetchRecentGames } from '../../api/games';
import { getToken } from '../../browser/session-store';
import { gameTitle } from '../../kits/games/game-card-model';

/** FAV and RECENT come whole from the member's own lists; the page's vendor and name narrow them. */
function narrow(games: GameItem[], query: GameListQuery): GamePageResult {
  const keyword = query.keyword.toLowerCase();
  const kept = games.filter(
    (g) =>
      (!query.vassalage || g.vassalage === query.vassalage) &&
      (!keyword || gameTitle(g).toLowerCase().includes(keyword)),
  );
  return { games: kept, pageNo: 1, totalPages: 1, total: kept.length };
}

const nothing: GamePageResult = { games: [], pageNo: 1, totalPages: 1, total: 0 };

/**
 * Which call serves which selection type (SPEC 3.3, 7.4): NEW, HOT and ALL page through the game
 * list; FAV is the favourite list of this game type; RECENT the recent games (they need a session:
 * without one the page asks the visitor to log in and nothing is called).
 */
export async function loadGamePage(
  { query, pageNo }: { query: GameListQuery; pageNo: number },
  signal: AbortSignal,
): Promise<GamePageResult> {
  if (query.selection === 'FAV' || query.selection === 'RECENT') {
    if (!getToken()) return nothing;
    if (query.selection === 'FAV')
      return narrow(await fetchFavouriteList(query.language, query.gameType), query);
    const recent = await fetchRecentGames(query.language, signal);
    return narrow(
      recent.filter((g) => g.gameType === query.gameType),
      query,
    );
  }
  const page = await fetchGamePage(
    {
      gameType: query.gameType,
      language: query.language,
      vassalage: query.vassalage ?? undefined,
      gameClassify: query.classify ?? undefined,
      selectionType: query.selection,
      keyword: query.keyword || undefined,
    },
    pageNo,
    signal,
  );
  return { games: page.games, pageNo: page.pageNo, totalPages: page.totalPages, total: page.total };
}
