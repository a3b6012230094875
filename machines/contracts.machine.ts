import * as v from 'valibot';
import { assign, assertEvent, fromPromise, raise, setup } from 'xstate';
import {
  agentContractAnswerCall,
  agentContractOfferCall,
  agentContractRequestCall,
  agentContractTerminateCall,
  HOURLY_SETTLEMENT_MS,
  REALTIME_SETTLEMENT_MS,
  contractErrorCodes,
  lowerRateValue,
  nextContractStatus,
  settlesOnClock,
  type ContractAction,
  type ContractAnswerRequest,
  type ContractAskRequest,
  type ContractTerminateRequest,
  type ContractKind,
  type ContractListValue,
  type ContractOfferRequest,
  type ContractRow,
  type LowerRateContract,
} from '../src/api/contracts/agent-contracts';
import { ApiError, isOutcomeUnknown, toFailureInfo, type FailureInfo } from '../src/api/errors';
import type { PendingOperations } from '../src/lib/pending-operations';

/**
 * What an agent does to contracts on a contract page (SPEC 4.11). `offer` and `request` come from
 * the page's forms (the proposing agent), `answer` and `terminate` from a contract's buttons.
 */
export type ContractOperation =
  | { action: 'offer'; request: ContractOfferRequest }
  | { action: 'request'; request: ContractAskRequest }
  | { action: 'answer'; request: ContractAnswerRequest }
  | { action: 'terminate'; request: ContractTerminateRequest };

/** The buttons a contract row shows for the agent's side: the shared status rule decides (src/api/contracts). */
export function rowActions(row: Pick<ContractRow, 'status' | 'origin' | 'side'>): ContractAction[] {
  const actions: ContractAction[] = ['accept', 'approve', 'reject', 'terminate'];
  return actions.filter((action) => nextContractStatus(row, action, row.side) !== null);
}

export type ContractsEvent =
  | { type: 'list.reload' }
  | { type: 'load.retry' }
  /** An offer or request form was sent (the form keeps what was typed; the machine keeps the request). */
  | { type: 'form.submit'; operation: Extract<ContractOperation, { action: 'offer' | 'request' }> }
  /** Accept, reject or approve a waiting contract: asks for confirmation first. */
  | { type: 'contract.answer'; request: ContractAnswerRequest }
  /** End a contract in force, or withdraw a waiting one the agent proposed: asks for confirmation first. */
  | { type: 'contract.terminate'; id: string }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  | { type: 'outcome.dismiss' }
  /** The outcome is not known: load the contracts again. */
  | { type: 'outcome.check' }
  /** The outcome is not known: send the same operation again, with the same key. */
  | { type: 'outcome.resend' };

export interface ContractsInput {
  kind: ContractKind;
  /** SPEC-free deep link (agent-centre-link OFFER_TO): the offer form opens for this downline. */
  offerTo?: string | null;
}

export interface ContractsContext {
  kind: ContractKind;
  offerTo: string | null;
  /** The last good list: kept while reloading. */
  data: ContractListValue | null;
  failure: FailureInfo | null;
  /** The operation being confirmed or sent, or the last one (kept after a failure, so it can be sent again). */
  operation: ContractOperation | null;
  /** The proposer confirmed the lower-rate rule for this operation. */
  confirmLowerRate: boolean;
  /** What the lower-rate rule would end (SPEC 4.11): shown for confirmation. */
  lowerRate: LowerRateContract[];
  operationFailure: FailureInfo | null;
  /** The contract as the platform answered the last operation that went through. */
  outcome: { operation: ContractOperation; contract: ContractRow } | null;
  /** The operation's idempotency key, from the pending operations. */
  key: string | null;
}

/** The call each operation is sent with: the pending operations know it by that name. */
const operationCalls: Record<ContractOperation['action'], string> = {
  offer: agentContractOfferCall.name,
  request: agentContractRequestCall.name,
  answer: agentContractAnswerCall.name,
  terminate: agentContractTerminateCall.name,
};

/** Whether a failure is the lower-rate rule asking the proposer to confirm (endsDownline reading). */
export function lowerRateOf(error: unknown): LowerRateContract[] | null {
  if (!(error instanceof ApiError) || error.code !== contractErrorCodes.lowerRate) return null;
  const parsed = v.safeParse(lowerRateValue, error.value);
  return parsed.success ? parsed.output.contracts : [];
}

/** What a contract page accepts at rest (editing, and after an operation ended either way). */
const restingEvents = {
  'form.submit': { target: 'submitting', actions: 'startForm' },
  'contract.answer': { target: 'confirming', actions: 'startAnswer' },
  'contract.terminate': { target: 'confirming', actions: 'startTerminate' },
  'outcome.dismiss': { target: 'editing', actions: 'dismissOutcome' },
} as const;

export interface ContractsOptions {
  /** Where operations wait for a definite answer (session storage in the app, memory in tests). */
  pending: PendingOperations;
}

export type RunOperationInput = {
  operation: ContractOperation;
  confirmLowerRate: boolean;
  idempotencyKey: string;
};

/** A new operation starts clean: no confirmation, failure or outcome of the last one. */
const fresh = { confirmLowerRate: false, lowerRate: [], operationFailure: null, outcome: null, key: null };

/**
 * One contract page (SPEC 4.11, 2.6; DESIGN.md "contracts"), three regions at once:
 *
 * - `list`: the agent's contracts of the page's kind and who it can offer to (loading → ready, or
 *   failed with a retry); reloaded after every operation that went through.
 * - `operation`: at rest (`editing`: the forms are open to typing), an offer or request form is
 *   sent (`submitting`); an answer (accept / reject / approve) or a terminate is confirmed first
 *   (`confirming`). The lower-rate rule's endsDownline reading refuses a first offer with the
 *   contracts it would end: the proposer confirms (`confirmingLowerRate` → `submitting` again with
 *   the flag) or declines (`cancelled`). Any other refusal (the cancelsOffer reading among them)
 *   ends in `failed`, keeping the operation and, in the view, what was typed. `done` keeps the
 *   answered contract for the page to announce. Every operation carries an idempotency
 *   key from the pending operations (`pending`, injected), the same for the same operation until a
 *   definite answer (even after a reload); a timeout, network error or 5xx ends in `unknown`: the
 *   list reloads (and `contractsChanged` runs) to show what happened, and `outcome.resend` sends
 *   the same operation with the same key.
 * - `settlementClock`: real-time salary settles every 5 minutes (SPEC 9) and hourly salary every
 *   hour, so on those pages the `settlementsDue` action (provided by the view: the settlements
 *   table reloads) runs on that clock, from the moment the page opens.
 *
 * Actors `loadContracts` and `runOperation` are provided by the view, as are the placeholder actions
 * `settlementsDue` and `contractsChanged` (the agent centre's badges may refresh).
 */
export function createContractsMachine({ pending }: ContractsOptions) {
  return setup({
    types: {
      context: {} as ContractsContext,
      events: {} as ContractsEvent,
      input: {} as ContractsInput,
    },
    actors: {
      loadContracts: fromPromise<ContractListValue, { kind: ContractKind }>(async () => {
        throw new Error('contracts: loadContracts is provided by the view');
      }),
      runOperation: fromPromise<ContractRow, RunOperationInput>(async () => {
        throw new Error('contracts: runOperation is provided by the view');
      }),
    },
    delays: {
      settlementTick: ({ context }) =>
        context.kind === 'realtimeSalary' ? REALTIME_SETTLEMENT_MS : HOURLY_SETTLEMENT_MS,
    },
    guards: {
      settlesOnClock: ({ context }) => settlesOnClock(context.kind),
      isLowerRate: (_, params: { error: unknown }) => lowerRateOf(params.error) !== null,
      outcomeUnknown: (_, params: { error: unknown }) => isOutcomeUnknown(toFailureInfo(params.error)),
    },
    actions: {
      startForm: assign(({ event }) => {
        assertEvent(event, 'form.submit');
        return { ...fresh, operation: event.operation };
      }),
      startAnswer: assign(({ event }) => {
        assertEvent(event, 'contract.answer');
        return {
          ...fresh,
          operation: { action: 'answer', request: event.request } satisfies ContractOperation,
        };
      }),
      startTerminate: assign(({ context, event }) => {
        assertEvent(event, 'contract.terminate');
        return {
          ...fresh,
          operation: {
            action: 'terminate',
            request: { id: event.id, kind: context.kind },
          } satisfies ContractOperation,
        };
      }),
      dismissOutcome: assign({ outcome: null, operationFailure: null }),
      beginOperation: assign({
        key: ({ context }) =>
          context.operation
            ? pending.begin(operationCalls[context.operation.action], {
                operation: context.operation,
                confirmLowerRate: context.confirmLowerRate,
              })
            : null,
      }),
      settleOperation: ({ context }) => {
        if (context.key) pending.settle(context.key);
      },
      settlementsDue: () => {},
      contractsChanged: () => {},
    },
  }).createMachine({
    id: 'contracts',
    type: 'parallel',
    context: ({ input }) => ({
      kind: input.kind,
      offerTo: input.offerTo ?? null,
      data: null,
      failure: null,
      operation: null,
      confirmLowerRate: false,
      lowerRate: [],
      operationFailure: null,
      outcome: null,
      key: null,
    }),
    states: {
      list: {
        initial: 'loading',
        states: {
          loading: {
            // A reload while loading starts again (re-entering restarts the invoke, cancelling the old call).
            on: { 'list.reload': { target: 'loading', reenter: true } },
            invoke: {
              src: 'loadContracts',
              input: ({ context }) => ({ kind: context.kind }),
              onDone: {
                target: 'ready',
                actions: assign({ data: ({ event }) => event.output, failure: null }),
              },
              onError: {
                target: 'failed',
                actions: assign({ failure: ({ event }) => toFailureInfo(event.error) }),
              },
            },
          },
          ready: { on: { 'list.reload': 'loading' } },
          failed: { on: { 'load.retry': 'loading', 'list.reload': 'loading' } },
        },
      },
      operation: {
        initial: 'editing',
        states: {
          editing: { on: restingEvents },
          confirming: {
            on: {
              'confirm.accept': 'submitting',
              'confirm.cancel': { target: 'editing', actions: assign({ operation: null }) },
            },
          },
          submitting: {
            entry: 'beginOperation',
            invoke: {
              src: 'runOperation',
              input: ({ context }) => ({
                operation: context.operation!,
                confirmLowerRate: context.confirmLowerRate,
                idempotencyKey: context.key ?? '',
              }),
              onDone: {
                target: 'done',
                actions: [
                  'settleOperation',
                  assign({
                    outcome: ({ context, event }) => ({
                      operation: context.operation!,
                      contract: event.output,
                    }),
                    operationFailure: null,
                    lowerRate: [],
                  }),
                  'contractsChanged',
                  raise({ type: 'list.reload' }),
                ],
              },
              onError: [
                {
                  guard: { type: 'isLowerRate', params: ({ event }) => ({ error: event.error }) },
                  target: 'confirmingLowerRate',
                  actions: [
                    'settleOperation',
                    assign({ lowerRate: ({ event }) => lowerRateOf(event.error) ?? [] }),
                  ],
                },
                {
                  guard: { type: 'outcomeUnknown', params: ({ event }) => ({ error: event.error }) },
                  target: 'unknown',
                  actions: assign({ operationFailure: ({ event }) => toFailureInfo(event.error) }),
                },
                {
                  target: 'failed',
                  actions: [
                    'settleOperation',
                    assign({ operationFailure: ({ event }) => toFailureInfo(event.error) }),
                  ],
                },
              ],
            },
          },
          confirmingLowerRate: {
            on: {
              'confirm.accept': { target: 'submitting', actions: assign({ confirmLowerRate: true }) },
              'confirm.cancel': { target: 'cancelled', actions: assign({ lowerRate: [] }) },
            },
          },
          // The answer was lost: the list reloads to show what happened; the operation may be sent
          // again with its key, or another started.
          unknown: {
            entry: [raise({ type: 'list.reload' }), 'contractsChanged'],
            on: {
              ...restingEvents,
              'outcome.check': { actions: [raise({ type: 'list.reload' }), 'contractsChanged'] },
              'outcome.resend': { target: 'submitting', actions: assign({ operationFailure: null }) },
            },
          },
          done: { on: restingEvents },
          cancelled: { on: restingEvents },
          failed: { on: restingEvents },
        },
      },
      settlementClock: {
        initial: 'deciding',
        states: {
          deciding: { always: [{ guard: 'settlesOnClock', target: 'ticking' }, { target: 'off' }] },
          ticking: {
            after: { settlementTick: { target: 'ticking', reenter: true, actions: 'settlementsDue' } },
          },
          off: {},
        },
      },
    },
  });
}

export type ContractsMachine = ReturnType<typeof createContractsMachine>;
