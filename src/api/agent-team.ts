import { api } from './index';
import {
  downlineDetailCall,
  downlineListCall,
  downlineStatusCall,
  downlineTransferCall,
  registerDownlineCall,
  teamOverviewCall,
  type DownlineListRequest,
  type DownlineStatusRequest,
  type DownlineTransferRequest,
  type RegisterDownlineRequest,
  type TeamOverviewRequest,
} from './contracts/agent-team';
import { emitAppEvent } from '../browser/app-events';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The team's figures over a period (agentTeamOverview). */
export const fetchTeamOverview = (request: TeamOverviewRequest, signal?: AbortSignal) =>
  api.request(teamOverviewCall, request, withSignal(signal));

/** One page of the agent's team (downlineManagmentView). */
export const fetchDownlines = (request: DownlineListRequest, signal?: AbortSignal) =>
  api.request(downlineListCall, request, withSignal(signal));

/** One team member's figures (the detail dialog). */
export const fetchDownlineDetail = (account: string, signal?: AbortSignal) =>
  api.request(downlineDetailCall, { account }, withSignal(signal));

/** Freezes or unfreezes a direct downline. */
export const setDownlineStatus = (request: DownlineStatusRequest) => api.request(downlineStatusCall, request);

/** Opens a downline account under the agent (registerCenter). */
export const registerDownline = (request: RegisterDownlineRequest) =>
  api.request(registerDownlineCall, request);

/**
 * Money to a direct downline with the payment password and the operation's idempotency key. The
 * header balance is told to reload whatever the outcome: after a lost answer the platform may
 * have moved the money anyway.
 */
export async function transferToDownline(request: DownlineTransferRequest, idempotencyKey: string) {
  try {
    return await api.request(downlineTransferCall, request, { idempotencyKey });
  } finally {
    emitAppEvent('balanceChanged');
  }
}
