import { hotGamesCall, rankListCall, WINNER_LIMIT, type RankListObserved } from '../../src/api/contracts';
import { hotGames, winners } from '../world/lobby-content';
import type { WorldStore } from '../world/store';
import { mockObserved } from './observed';
import { mockCall } from './respond';

/**
 * The home page's hot games and winner board (SPEC 7.4), drawn from the world's catalogue. The
 * winner rows come wrapped as `{ vo: row }`, as the live platform sends them (observed).
 */
export function lobbyHandlers(store: WorldStore) {
  return [
    mockCall(hotGamesCall, () => ({ list: hotGames(store.world) })),
    mockObserved<RankListObserved>()(rankListCall, ({ payload }) => {
      const asked = Number(payload.limitNum);
      const rows = winners(store.world, Number.isFinite(asked) && asked > 0 ? asked : WINNER_LIMIT);
      return { list: rows.map((row) => ({ vo: row })) };
    }),
  ];
}
