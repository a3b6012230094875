import { assign, setup } from 'xstate';
import { providedByApp } from './provided-by-app';
import type { HumanVerificationResult, LoginRequest, LoginValue } from '../src/api/contracts/session';

export interface LoginInput {
  /** The login call's request, as typed (trimmed) with any answer to an extra verification. */
  request: LoginRequest;
  /**
   * SPEC 4.2: a username login passes the human verification first; an SMS login (the code is the
   * proof) and the answer to an extra verification (the player already passed it) do not.
   */
  verifyHuman: boolean;
}

/** How a login attempt ended; the session decides what follows (SPEC 4.2). */
export type LoginOutcome =
  | { kind: 'loggedIn'; value: LoginValue }
  /** The human verification failed or was closed: nothing was sent. */
  | { kind: 'unverified' }
  /** The platform refused the login (or asked for an extra verification): its error, to read. */
  | { kind: 'refused'; error: unknown };

/**
 * One login attempt (SPEC 4.2), a child of the session machine: the human verification when due,
 * then the login call. It decides nothing about the session: its outcome does (the session's
 * `loggingIn` state).
 */
export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginInput & { outcome: LoginOutcome | null },
    output: {} as LoginOutcome,
  },
  actors: {
    verifyHuman: providedByApp<HumanVerificationResult, void>('verifyHuman'),
    loginUser: providedByApp<LoginValue, LoginRequest>('loginUser'),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ ...input, outcome: null }),
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: ({ context }) => context.verifyHuman, target: 'verifying' },
        { target: 'authenticating' },
      ],
    },
    verifying: {
      invoke: {
        id: 'verifyHuman',
        src: 'verifyHuman',
        onDone: 'authenticating',
        onError: { target: 'done', actions: assign({ outcome: { kind: 'unverified' } }) },
      },
    },
    authenticating: {
      invoke: {
        id: 'loginUser',
        src: 'loginUser',
        input: ({ context }) => context.request,
        onDone: {
          target: 'done',
          actions: assign({ outcome: ({ event }) => ({ kind: 'loggedIn' as const, value: event.output }) }),
        },
        onError: {
          target: 'done',
          actions: assign({ outcome: ({ event }) => ({ kind: 'refused' as const, error: event.error }) }),
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome!,
});
