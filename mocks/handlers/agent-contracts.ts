import type { HttpHandler } from 'msw';
import type { WorldStore } from '../world/store';

/** Issue 7 agent centre (contracts): answered from the world. */
export function agentContractsHandlers(_store: WorldStore): HttpHandler[] {
  return [];
}
