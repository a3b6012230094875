import type { HttpHandler } from 'msw';
import type { WorldStore } from '../world/store';
import { agentContractsHandlers } from './agent-contracts';
import { agentReportsHandlers } from './agent-reports';
import { agentTeamHandlers } from './agent-team';
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

/** The happy paths of every API area, answered from the world. */
export function happyHandlers(store: WorldStore): HttpHandler[] {
  return [
    ...systemHandlers(store),
    ...gameHandlers(store),
    ...launchHandlers(store),
    ...contentHandlers(store),
    ...lobbyHandlers(store),
    ...sessionHandlers(store),
    ...memberHandlers(store),
    ...registerHandlers(store),
    ...verificationHandlers(store),
    ...walletHandlers(store),
    ...paymentsHandlers(store),
    ...recordsHandlers(store),
    ...securityHandlers(store),
    ...promotionsHandlers(store),
    ...pointsHandlers(store),
    ...supportHandlers(store),
    ...agentTeamHandlers(store),
    ...agentContractsHandlers(store),
    ...agentReportsHandlers(store),
  ];
}
