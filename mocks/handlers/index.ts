import type { HttpHandler } from 'msw';
import type { WorldStore } from '../world/store';
import { agentContractsHandlers } from './agent-contracts';
import { agentReportsHandlers } from './agent-reports';
import { agentTeamHandlers } from './agent-team';
import { chatHandlers } from './chat';
import { contentHandlers } from './content';
import { gameHandlers } from './games';
import { launchHandlers } from './launch';
import { lobbyHandlers } from './lobby';
import { memberHandlers } from './member';
import { paymentsHandlers } from './payments';
import { pointsHandlers } from './points';
import { promotionsHandlers } from './promotions';
import { supportHandlers } from './support';
import { recordsHandlers } from './records';
import { securityHandlers } from './security';
import { walletHandlers } from './wallet';
import { registerHandlers } from './register';
import { sessionHandlers } from './session';
import { systemHandlers } from './system';
import { verificationHandlers } from './verification';

/** Every API area's handlers, in the order they are tried. */
const areas: ReadonlyArray<(store: WorldStore) => HttpHandler[]> = [
  systemHandlers,
  gameHandlers,
  launchHandlers,
  contentHandlers,
  lobbyHandlers,
  sessionHandlers,
  memberHandlers,
  registerHandlers,
  verificationHandlers,
  walletHandlers,
  paymentsHandlers,
  recordsHandlers,
  securityHandlers,
  promotionsHandlers,
  pointsHandlers,
  supportHandlers,
  agentTeamHandlers,
  agentContractsHandlers,
  agentReportsHandlers,
  chatHandlers,
];

/** The happy paths of every API area, answered from the world. */
export function happyHandlers(store: WorldStore): HttpHandler[] {
  return areas.flatMap((area) => area(store));
}

/**
 * The same handlers, area by area, each made when called: the browser makes them an area a task
 * while the page waits for the service worker (compose.ts `warmUp`), not all in one long task.
 */
export function happyHandlerAreas(store: WorldStore): Array<() => HttpHandler[]> {
  return areas.map((area) => () => area(store));
}
