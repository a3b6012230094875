import type { HttpHandler } from 'msw';
import type { WorldStore } from '../world/store';

/** Issue 6 support calls, answered from the world. */
export function supportHandlers(store: WorldStore): HttpHandler[] {
  void store;
  return [];
}
