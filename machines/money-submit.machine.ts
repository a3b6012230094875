import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isOutcomeUnknown, toFailureInfo, type FailureInfo } from '../src/api/errors';
import type { PendingOperations } from '../src/lib/pending-operations';

// The request and result are `unknown` here (XState cannot carry a generic through `invoke`);
// the view types them through the `send` actor it provides.
type Req = unknown;
type Res = unknown;
export type MoneySubmitEvent =
  | { type: 'form.submit'; request: Req }
  | { type: 'failure.dismiss' }
  | { type: 'form.again' }
  /** The outcome is not known: look at the balance and the orders again. */
  | { type: 'outcome.check' }
  /** The outcome is not known: send the same request again, with the same key. */
  | { type: 'outcome.resend' };
export type MoneySendInput = { request: Req; idempotencyKey: string };

export interface MoneySubmitOptions {
  /** Where operations wait for a definite answer (session storage in the app, memory in tests). */
  pending: PendingOperations;
}

export interface MoneySubmitContext {
  failure: FailureInfo | null;
  result: Res | null;
  /** The request being sent or last sent, for "Send again" (in memory only, secrets and all). */
  request: Req | null;
  /** Its idempotency key, from the pending operations. */
  key: string | null;
}

/**
 * One money operation (deposit, withdrawal, transfer, points conversion, rebate claim, a new bank
 * account): editing → submitting → succeeded; a refusal goes back to editing with the failure,
 * keeping what was typed (the view owns the values).
 *
 * Issue 5 no double spending: a submit while one is in flight is ignored (double click). Issue 15:
 * the idempotency key comes from the pending operations (`pending`, injected): the same intent (the
 * same request, secrets aside) sends the same key until a definite answer, even from a new form
 * after a closed dialog or a reload. A timeout, network error or 5xx leaves the outcome unknown:
 * `unknown` runs `checkOutcome` (provided: the balance and the orders load again) and offers
 * `outcome.check` and `outcome.resend` (the same key) instead of a blind retry; the form stays
 * open, and a changed request is a new intent. After a success, `form.again` starts a new one.
 */
export function createMoneySubmitMachine(id: string, { pending }: MoneySubmitOptions) {
  return setup({
    types: {
      context: {} as MoneySubmitContext,
      events: {} as MoneySubmitEvent,
    },
    actors: {
      send: fromPromise<Res, MoneySendInput>(async () => {
        throw new Error(`${id}: send is provided by the app`);
      }),
    },
    guards: {
      outcomeUnknown: (_, params: { error: unknown }) => isOutcomeUnknown(toFailureInfo(params.error)),
    },
    actions: {
      succeeded: (_, _params: { result: Res }) => {},
      /** Provided by the app: the balance and the orders or records load again, to show what happened. */
      checkOutcome: () => {},
      takeRequest: assign(({ event }) => {
        assertEvent(event, 'form.submit');
        return { request: event.request, failure: null };
      }),
      // The pending operation's key: the same for the same intent while its outcome is unknown.
      beginOperation: assign({ key: ({ context }) => pending.begin(id, context.request) }),
      settleOperation: ({ context }) => {
        if (context.key) pending.settle(context.key);
      },
      storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailureInfo(params.error) })),
    },
  }).createMachine({
    id,
    context: { failure: null, result: null, request: null, key: null },
    initial: 'editing',
    states: {
      editing: {
        on: {
          'form.submit': { target: 'submitting', actions: 'takeRequest' },
          'failure.dismiss': { actions: assign({ failure: null }) },
        },
      },
      submitting: {
        entry: 'beginOperation',
        invoke: {
          src: 'send',
          input: ({ context }) => ({ request: context.request, idempotencyKey: context.key ?? '' }),
          onDone: {
            target: 'succeeded',
            actions: [
              'settleOperation',
              assign({ result: ({ event }) => event.output, failure: null }),
              { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
            ],
          },
          onError: [
            {
              guard: { type: 'outcomeUnknown', params: ({ event }) => ({ error: event.error }) },
              target: 'unknown',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
            {
              target: 'editing',
              actions: [
                'settleOperation',
                { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          ],
        },
      },
      unknown: {
        entry: 'checkOutcome',
        on: {
          'outcome.check': { actions: 'checkOutcome' },
          'outcome.resend': { target: 'submitting', actions: assign({ failure: null }) },
          // The form sent again: the same intent keeps its key, a changed one is a new operation.
          'form.submit': { target: 'submitting', actions: 'takeRequest' },
          'failure.dismiss': { target: 'editing', actions: assign({ failure: null }) },
        },
      },
      succeeded: {
        on: {
          'form.again': { target: 'editing', actions: assign({ result: null, request: null, key: null }) },
        },
      },
    },
  });
}

export type MoneySubmitMachine = ReturnType<typeof createMoneySubmitMachine>;
