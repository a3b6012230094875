import type { HttpHandler } from 'msw';
import type { WorldStore } from '../world/store';

/** Issue 6 promotions calls, answered from the world. */
export function promotionsHandlers(store: WorldStore): HttpHandler[] {
  void store;
  return [];
}
