import { assign, fromPromise, setup } from 'xstate';
import {
  agentTeamCodes,
  downlineRegisterFields,
  type DownlineRegisterField,
  type RegisterDownlineRequest,
  type RegisterDownlineValue,
} from '../src/api/contracts/agent-team';
import { ApiError, toFailureInfo, type FailureInfo } from '../src/api/errors';

/** A refusal about one field: shown next to that field, not as the form's banner. */
export interface FieldFailure {
  field: DownlineRegisterField;
  failure: FailureInfo;
}

export interface AgentRegisterContext {
  /** A failure about the whole form (network, not an agent…), or null. */
  failure: FailureInfo | null;
  fieldFailure: FieldFailure | null;
  /** The account opened last (the success message names it). */
  registered: RegisterDownlineValue | null;
}

export type AgentRegisterEvent =
  { type: 'form.submit'; request: RegisterDownlineRequest } | { type: 'failure.dismiss' };

/** The field a refusal names (`INVALID_FIELD` or `ACCOUNT_TAKEN` with `{ field }`), if any. */
export function refusedField(error: unknown): DownlineRegisterField | null {
  if (!(error instanceof ApiError) || error.kind !== 'rejected') return null;
  if (error.code !== agentTeamCodes.invalidField && error.code !== agentTeamCodes.accountTaken) return null;
  const field = (error.value as { field?: unknown } | null)?.field;
  return (downlineRegisterFields as readonly unknown[]).includes(field)
    ? (field as DownlineRegisterField)
    : null;
}

/**
 * The register centre's form: editing → submitting → registered, or back to editing with
 * the failure, keeping what was typed (the view owns the values and clears them only in
 * `registered`, the placeholder action it provides). A refusal that names a field is kept apart,
 * so the view shows it beside that field. From `registered` the next submit opens another
 * account; a submit while one is in flight is ignored (a double click opens one account).
 */
export const agentRegisterMachine = setup({
  types: {
    context: {} as AgentRegisterContext,
    events: {} as AgentRegisterEvent,
  },
  actors: {
    registerDownline: fromPromise<RegisterDownlineValue, RegisterDownlineRequest>(async () => {
      throw new Error('agentRegister: registerDownline is provided by the page');
    }),
  },
  actions: {
    registered: (_, _params: { result: RegisterDownlineValue }) => {},
    clearFailures: assign({ failure: null, fieldFailure: null }),
    storeFailure: assign((_, params: { error: unknown }) => {
      const field = refusedField(params.error);
      const failure = toFailureInfo(params.error);
      return field ? { failure: null, fieldFailure: { field, failure } } : { failure, fieldFailure: null };
    }),
  },
}).createMachine({
  id: 'agentRegister',
  context: { failure: null, fieldFailure: null, registered: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submit': { target: 'submitting', actions: 'clearFailures' },
        'failure.dismiss': { actions: 'clearFailures' },
      },
    },
    submitting: {
      invoke: {
        src: 'registerDownline',
        input: ({ event }) => {
          if (event.type !== 'form.submit') throw new Error('agentRegister: submitting without a request');
          return event.request;
        },
        onDone: {
          target: 'registered',
          actions: [
            assign({ registered: ({ event }) => event.output }),
            { type: 'registered', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    registered: {
      on: {
        'form.submit': { target: 'submitting', actions: ['clearFailures', assign({ registered: null })] },
      },
    },
  },
});
