import { gameMenuCall } from '../../src/api/contracts';
import type { WorldStore } from '../world/store';
import { mockCall } from './respond';

export function gameHandlers(store: WorldStore) {
  return [
    mockCall(gameMenuCall, () => ({
      menus: store.world.gameMenu,
      rngExcludedVendors: store.world.rngExcludedVendors,
    })),
  ];
}
