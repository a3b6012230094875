import { assign, fromPromise, setup } from 'xstate';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';

/**
 * One form of the security centre (profile, phone, e-mail, login or payment password).
 *
 * - `closed`: only the section's summary and its open button show;
 * - `editing`: the form shows; a failed save comes back here with `failure`, the typed values kept
 *   (the view owns them);
 * - `submitting`: the call is in flight; another submit is ignored (a double click sends one call);
 * - `saved`: the section announces the success; the form may be opened (or, for a form that stays
 *   open, edited and submitted) again.
 *
 * A form created with `{ stayOpen: true }` (the profile) starts in `editing` and never closes; the
 * others start `closed` and close on `form.cancel` or after a save. The `send` actor and the
 * `succeeded` action (reload what the page shows) are provided by the view.
 */
// XState cannot carry a generic request through `invoke`: the view types it through `send`.
type Req = unknown;
export type SecurityFormEvent =
  | { type: 'form.open' }
  | { type: 'form.cancel' }
  /** The member typed in a form that stays open: a "saved" notice no longer speaks of what is shown. */
  | { type: 'form.edit' }
  | { type: 'form.submit'; request: Req }
  | { type: 'failure.dismiss' };

export type SecurityFormInput = { stayOpen: boolean };

export interface SecurityFormContext {
  stayOpen: boolean;
  /** The last failed save; a code and the server's message, never translated text. */
  failure: FailureInfo | null;
}

export function createSecurityFormMachine(id: string) {
  return setup({
    types: {
      context: {} as SecurityFormContext,
      events: {} as SecurityFormEvent,
      input: {} as SecurityFormInput,
    },
    actors: {
      send: fromPromise<unknown, Req>(async () => {
        throw new Error(`${id}: send is provided by the view`);
      }),
    },
    guards: {
      staysOpen: ({ context }) => context.stayOpen,
      canClose: ({ context }) => !context.stayOpen,
    },
    actions: {
      succeeded: () => {},
      clearFailure: assign({ failure: null }),
      storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailureInfo(params.error) })),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ stayOpen: input.stayOpen, failure: null }),
    initial: 'starting',
    states: {
      starting: {
        always: [{ guard: 'staysOpen', target: 'editing' }, { target: 'closed' }],
      },
      closed: {
        on: { 'form.open': { target: 'editing', actions: 'clearFailure' } },
      },
      editing: {
        on: {
          'form.submit': { target: 'submitting', actions: 'clearFailure' },
          'form.cancel': { guard: 'canClose', target: 'closed', actions: 'clearFailure' },
          'failure.dismiss': { actions: 'clearFailure' },
        },
      },
      submitting: {
        invoke: {
          id: 'send',
          src: 'send',
          input: ({ event }: { event: SecurityFormEvent }) =>
            event.type === 'form.submit' ? event.request : undefined,
          onDone: { target: 'saved', actions: 'succeeded' },
          onError: {
            target: 'editing',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      saved: {
        on: {
          'form.open': { target: 'editing' },
          'form.submit': { guard: 'staysOpen', target: 'submitting' },
          'form.edit': { guard: 'staysOpen', target: 'editing' },
          'form.cancel': { guard: 'canClose', target: 'closed' },
        },
      },
    },
  });
}
