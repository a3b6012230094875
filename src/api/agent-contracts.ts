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
  type ContractTerminateRequest,
  type PendingContractCounts,
  type SettlementsRequest,
} from './contracts/agent-contracts';

/**
 * Agent centre contracts fetchers (SPEC 4.11, 7.7). The contract calls move no money themselves
 * (the platform pays settlements on its own clock), but they decide what it pays: offer, request,
 * answer and terminate carry an idempotency key, one per operation, so a lost answer
 * sent again is answered with the first answer rather than refused or applied twice.
 */
const options = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchContracts = (kind: ContractKind, signal?: AbortSignal) =>
  api.request(agentContractListCall, { kind }, options(signal));

export const fetchSettlements = (query: SettlementsRequest, signal?: AbortSignal) =>
  api.request(agentContractSettlementsCall, query, options(signal));

export const offerContract = (request: ContractOfferRequest, idempotencyKey: string) =>
  api.request(agentContractOfferCall, request, { idempotencyKey });

export const requestContract = (request: ContractAskRequest, idempotencyKey: string) =>
  api.request(agentContractRequestCall, request, { idempotencyKey });

export const answerContract = (request: ContractAnswerRequest, idempotencyKey: string) =>
  api.request(agentContractAnswerCall, request, { idempotencyKey });

export const terminateContract = (request: ContractTerminateRequest, idempotencyKey: string) =>
  api.request(agentContractTerminateCall, request, { idempotencyKey });

/** How many contracts of each kind wait for the logged-in agent's answer (the agent centre's nav badges). */
export const fetchPendingContractCounts = (signal?: AbortSignal): Promise<Record<ContractKind, number>> =>
  api
    .request(agentContractsPendingCall, undefined, options(signal))
    .then((counts: PendingContractCounts) => ({ ...counts }));
