import { assign, fromPromise, setup } from 'xstate';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';
import { newNonce, operationKey } from '../src/lib/operation-key';

/**
 * One money operation (deposit, withdrawal, transfer…): editing → submitting → succeeded, or back
 * to editing with the failure, keeping what was typed (the view owns the values).
 *
 * Issue 5 no double spending: a submit while one is in flight is ignored (double click); every
 * send of one operation carries the same idempotency key, so "Try again" after a lost answer
 * cannot move money twice; after a success, `form.again` starts a new operation with a new key.
 */
// The request and result are `unknown` here (XState cannot carry a generic through `invoke`);
// the view types them through the `send` actor it provides.
type Req = unknown;
type Res = unknown;
export type MoneySubmitEvent =
  { type: 'form.submit'; request: Req } | { type: 'failure.dismiss' } | { type: 'form.again' };
export type MoneySendInput = { request: Req; idempotencyKey: string };

export function createMoneySubmitMachine(id: string) {
  return setup({
    types: {
      context: {} as { failure: FailureInfo | null; result: Res | null; nonce: string },
      events: {} as MoneySubmitEvent,
    },
    actors: {
      send: fromPromise<Res, MoneySendInput>(async () => {
        throw new Error(`${id}: send is provided by the app`);
      }),
    },
    actions: {
      succeeded: (_, _params: { result: Res }) => {},
    },
  }).createMachine({
    id,
    context: () => ({ failure: null, result: null, nonce: newNonce() }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'form.submit': { target: 'submitting', actions: assign({ failure: null }) },
          'failure.dismiss': { actions: assign({ failure: null }) },
        },
      },
      submitting: {
        invoke: {
          src: 'send',
          input: ({ context, event }) => {
            const request = event.type === 'form.submit' ? event.request : undefined;
            return { request, idempotencyKey: operationKey(context.nonce, request) };
          },
          onDone: {
            target: 'succeeded',
            actions: [
              assign({ result: ({ event }) => event.output, failure: null }),
              { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
            ],
          },
          onError: {
            target: 'editing',
            actions: assign({ failure: ({ event }) => toFailureInfo(event.error) }),
          },
        },
      },
      succeeded: {
        on: {
          'form.again': { target: 'editing', actions: assign({ result: null, nonce: () => newNonce() }) },
        },
      },
    },
  });
}
