import type { HttpHandler } from 'msw';
import type { WorldStore } from '../world/store';

/** Issue 5 wallet calls, answered from the world's ledger (mocks/world/ledger.ts). */
export function walletHandlers(store: WorldStore): HttpHandler[] {
  void store;
  return [];
}
