import type { HttpHandler } from 'msw';
import type { WorldStore } from '../world/store';

/** Issue 6 points calls, answered from the world. */
export function pointsHandlers(store: WorldStore): HttpHandler[] {
  void store;
  return [];
}
