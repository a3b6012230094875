import { hotGamesCall, rankListCall, WINNER_LIMIT } from '../../src/api/contracts';
import { hotGames, winners } from '../world/lobby-content';
import type { WorldStore } from '../world/store';
import { mockCall } from './respond';

/** The home page's hot games and winner board (SPEC 7.4), drawn from the world's catalogue. */
export function lobbyHandlers(store: WorldStore) {
  return [
    mockCall(hotGamesCall, () => ({ list: hotGames(store.world) })),
    mockCall(rankListCall, ({ payload }) => {
      const asked = Number(payload.limitNum);
      return { list: winners(store.world, Number.isFinite(asked) && asked > 0 ? asked : WINNER_LIMIT) };
    }),
  ];
}
