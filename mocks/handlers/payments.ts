import type { HttpHandler } from 'msw';
import type { WorldStore } from '../world/store';

/** Issue 5 payments calls, answered from the world's ledger (mocks/world/ledger.ts). */
export function paymentsHandlers(store: WorldStore): HttpHandler[] {
  void store;
  return [];
}
