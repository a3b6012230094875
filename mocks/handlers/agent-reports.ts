import type { HttpHandler } from 'msw';
import type { WorldStore } from '../world/store';

/** Issue 7 agent centre (reports): answered from the world. */
export function agentReportsHandlers(_store: WorldStore): HttpHandler[] {
  return [];
}
