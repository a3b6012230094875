import type { HttpHandler } from 'msw';
import type { WorldStore } from '../world/store';
import { gameHandlers } from './games';
import { systemHandlers } from './system';

/** The happy paths of every API area, answered from the world. */
export function happyHandlers(store: WorldStore): HttpHandler[] {
  return [...systemHandlers(store), ...gameHandlers(store)];
}
