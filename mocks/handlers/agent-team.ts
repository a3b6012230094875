import type { HttpHandler } from 'msw';
import type { WorldStore } from '../world/store';

/** Issue 7 agent centre (team): answered from the world. */
export function agentTeamHandlers(_store: WorldStore): HttpHandler[] {
  return [];
}
