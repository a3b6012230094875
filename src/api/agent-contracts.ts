import { api } from './index';
import {
  agentContractAnswerCall,
  agentContractListCall,
  agentContractOfferCall,
  agentContractRequestCall,
  agentContractSettlementsCall,
  agentContractsPendingCall,
  agentContractTerminateCall,
  type ContractAnswerRequest,
  type ContractAskRequest,
  type ContractKind,
  type ContractOfferRequest,
  type PendingContractCounts,
  type SettlementsRequest,
} from './contracts/agent-contracts';

/**
 * Issue 7 contracts fetchers (SPEC 4.11, 7.7). The contract calls move no money themselves (the
 * platform pays settlements on its own clock), so they need no idempotency key: a repeated answer
 * or terminate is refused by the status rule, never applied twice.
 */
const options = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchContracts = (kind: ContractKind, signal?: AbortSignal) =>
  api.request(agentContractListCall, { kind }, options(signal));

export const fetchSettlements = (query: SettlementsRequest, signal?: AbortSignal) =>
  api.request(agentContractSettlementsCall, query, options(signal));

export const offerContract = (request: ContractOfferRequest, signal?: AbortSignal) =>
  api.request(agentContractOfferCall, request, options(signal));

export const requestContract = (request: ContractAskRequest, signal?: AbortSignal) =>
  api.request(agentContractRequestCall, request, options(signal));

export const answerContract = (request: ContractAnswerRequest, signal?: AbortSignal) =>
  api.request(agentContractAnswerCall, request, options(signal));

export const terminateContract = (id: string, signal?: AbortSignal) =>
  api.request(agentContractTerminateCall, { id }, options(signal));

/** How many contracts of each kind wait for the logged-in agent's answer (the agent centre's nav badges). */
export const fetchPendingContractCounts = (signal?: AbortSignal): Promise<Record<ContractKind, number>> =>
  api
    .request(agentContractsPendingCall, undefined, options(signal))
    .then((counts: PendingContractCounts) => ({ ...counts }));
