import {
  addFavouriteCall,
  favouriteListCall,
  gameListCall,
  gameMenuCall,
  recentGamesCall,
  removeFavouriteCall,
  type GameListObserved,
  type GameType,
} from '../../src/api/contracts';
import { composeVendorCategories } from '../../src/api/contracts/vendor-categories';
import { updateMember } from '../world/accounts';
import {
  findGame,
  firstGamesOf,
  gameCount,
  gamesOf,
  toGameItem,
  type MockGame,
} from '../world/game-catalogue';
import { recentGameIds } from '../world/recent-games';
import type { WorldStore } from '../world/store';
import type { World } from '../world/types';
import { mockObserved } from './observed';
import { mockCall, reject, withMember } from './respond';

/** The vendors of a game type as the client composes them (SPEC 4.10: esports, cockfight, in-house). */
function vendorsOf(world: World, gameType: GameType): string[] {
  const categories = composeVendorCategories({
    menus: world.gameMenu,
    rngExcludedVendors: world.rngExcludedVendors,
  });
  return (categories[gameType] ?? []).map((v) => v.vassalage);
}

const positive = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The list a game list request selects (SPEC 3.3 selection types and filter categories, a name search). */
export function selectGames(
  world: World,
  query: {
    gameType: GameType;
    vassalage?: string;
    gameClassify?: string;
    selectionType?: string;
    keyword?: string;
  },
): MockGame[] {
  const vendors = vendorsOf(world, query.gameType).filter((v) => !query.vassalage || v === query.vassalage);
  const keyword = query.keyword?.trim().toLowerCase() ?? '';
  // In the browser the handlers run on the page's main thread: a list of 10,000 games is selected
  // once per query, not once per page, so paging through it stays cheap while the player scrolls.
  const key = JSON.stringify([
    world.seed,
    vendors.map((v) => [v, world.gameCatalogue.counts[v] ?? 0]),
    query.gameType,
    query.gameClassify ?? '',
    query.selectionType ?? '',
    keyword,
  ]);
  const kept = selections.get(key);
  if (kept) return kept;
  const selected = vendors
    .flatMap((vendor) => gamesOf(world, vendor))
    .filter(
      (game) =>
        (!query.gameClassify || game.classify === query.gameClassify) &&
        (query.selectionType !== 'NEW' || game.isNew) &&
        (query.selectionType !== 'HOT' || game.isHot === 1) &&
        (!keyword || game.displayName.toLowerCase().includes(keyword)),
    )
    .map((game) => (game.gameType === query.gameType ? game : { ...game, gameType: query.gameType }));
  if (selections.size >= 32) selections.delete(selections.keys().next().value!);
  selections.set(key, selected);
  return selected;
}

/**
 * Games `start` to `end` of what a game list request selects, and how many it selects. A list
 * that keeps every game of its vendors (no filter, no search) is counted from the vendors' counts,
 * and only the games of the page are made (the huge lobby's first page of slots would otherwise
 * make 10,000 games); any other is selected in full (selectGames).
 */
function selectPage(
  world: World,
  query: Parameters<typeof selectGames>[1],
  start: number,
  end: number,
): { games: MockGame[]; totalCount: number } {
  const keepsAll =
    !query.gameClassify && !['NEW', 'HOT'].includes(query.selectionType ?? '') && !query.keyword?.trim();
  if (!keepsAll) {
    const selected = selectGames(world, query);
    return { games: selected.slice(start, end), totalCount: selected.length };
  }
  const vendors = vendorsOf(world, query.gameType).filter((v) => !query.vassalage || v === query.vassalage);
  const games: MockGame[] = [];
  let offset = 0;
  for (const vendor of vendors) {
    const count = gameCount(world, vendor);
    const from = Math.max(start - offset, 0);
    const to = Math.min(end - offset, count);
    if (from < to) games.push(...firstGamesOf(world, vendor, to).slice(from));
    offset += count;
  }
  return {
    games: games.map((game) =>
      game.gameType === query.gameType ? game : { ...game, gameType: query.gameType },
    ),
    totalCount: offset,
  };
}

/** The last few selections (see selectGames); games never change once made, so they stay valid. */
const selections = new Map<string, MockGame[]>();

export function gameHandlers(store: WorldStore) {
  return [
    mockCall(gameMenuCall, () => ({
      menus: store.world.gameMenu,
      rngExcludedVendors: store.world.rngExcludedVendors,
    })),

    // SPEC 7.4: pages of 20; the paging fields are not shown in the spec. Observed: totalCount and
    // totalPages, and not the page's number.
    mockObserved<GameListObserved>()(gameListCall, ({ payload }) => {
      const pageSize = positive(payload.pageSize, 20);
      const pageNo = positive(payload.pageNo, 1);
      const { games, totalCount } = selectPage(
        store.world,
        payload,
        (pageNo - 1) * pageSize,
        pageNo * pageSize,
      );
      return { games: games.map(toGameItem), totalCount, totalPages: Math.ceil(totalCount / pageSize) };
    }),

    // SPEC 7.4: page size 999, optionally one game type; the latest favourite first.
    mockCall(favouriteListCall, ({ token, payload }) =>
      withMember(store, token, (member) => {
        const games = [...member.favouriteIds]
          .reverse()
          .flatMap((id) => findGame(store.world, id) ?? [])
          .filter((game) => !payload.gameType || game.gameType === payload.gameType);
        const pageSize = positive(payload.pageSize, 999);
        const pageNo = positive(payload.pageNo, 1);
        return {
          content: games.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(toGameItem),
          pageNum: pageNo,
          totalPages: Math.max(1, Math.ceil(games.length / pageSize)),
        };
      }),
    ),

    mockCall(addFavouriteCall, ({ token, payload }) =>
      withMember(store, token, (member) => {
        if (!findGame(store.world, payload.nodeId)) return reject('Game not found');
        updateMember(store, member.id, (m) => {
          if (!m.favouriteIds.includes(payload.nodeId)) m.favouriteIds.push(payload.nodeId);
        });
        return null;
      }),
    ),

    mockCall(removeFavouriteCall, ({ token, payload }) =>
      withMember(store, token, (member) => {
        updateMember(store, member.id, (m) => {
          m.favouriteIds = m.favouriteIds.filter((id) => id !== payload.nodeId);
        });
        return null;
      }),
    ),

    // SPEC 7.4: 20 at a time. The mock answers every recent game, whatever the gameType asked.
    mockCall(recentGamesCall, ({ token, payload }) =>
      withMember(store, token, (member) => {
        const pageSize = positive(payload.pageSize, 20);
        const page = positive(payload.page, 1);
        const games = recentGameIds(store.world, member.id).flatMap((id) => findGame(store.world, id) ?? []);
        return { list: games.slice((page - 1) * pageSize, page * pageSize).map(toGameItem) };
      }),
    ),
  ];
}
