import { assign, fromPromise, setup } from 'xstate';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';

/**
 * One form submission (change password, forgot password…): editing → submitting → done, or back
 * to editing with the failure, keeping what was typed (the view owns the values). A second
 * submit while one is in flight is ignored, so a double click sends one call.
 */
// XState cannot carry a generic request/result through `invoke` (see loader.machine.ts), so the
// payloads are `unknown` here and typed by the view's `send` actor and its `succeeded` action.
type Req = unknown;
type Res = unknown;
export type SubmitEvent = { type: 'form.submit'; request: Req } | { type: 'failure.dismiss' };

export function createSubmitMachine(id: string) {
  return setup({
    types: {
      context: {} as { failure: FailureInfo | null; result: Res | null },
      events: {} as SubmitEvent,
    },
    actors: {
      send: fromPromise<Res, Req>(async () => {
        throw new Error(`${id}: send is provided by the app`);
      }),
    },
    actions: {
      succeeded: (_, _params: { result: Res }) => {},
      storeResult: assign((_, params: { result: Res }) => ({ result: params.result, failure: null })),
      storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailureInfo(params.error) })),
    },
  }).createMachine({
    id,
    context: { failure: null, result: null },
    initial: 'editing',
    states: {
      editing: {
        on: {
          'form.submit': { target: 'submitting' },
          'failure.dismiss': { actions: assign({ failure: null }) },
        },
      },
      submitting: {
        invoke: {
          src: 'send',
          input: ({ event }: { event: SubmitEvent }) =>
            event.type === 'form.submit' ? event.request : undefined,
          onDone: {
            target: 'done',
            actions: [
              { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
              { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
            ],
          },
          onError: {
            target: 'editing',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      done: { type: 'final' },
    },
  });
}
