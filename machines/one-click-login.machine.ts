import { assign, setup } from 'xstate';
import { providedByApp } from './provided-by-app';
import type { OneClickLoginRequest, OneClickProvider } from '../src/api/contracts/session';
import { signedIn, signInFailed, type SignInOutcome } from './sign-in-outcome';

/**
 * A one-click sign-in (SPEC 2.4), a child of the session machine: the provider's window gives an
 * identity token, then the platform exchanges it for a session. The app provides both steps.
 */
export const oneClickLoginMachine = setup({
  types: {
    input: {} as { provider: OneClickProvider },
    context: {} as { provider: OneClickProvider; idToken: string; outcome: SignInOutcome | null },
    output: {} as SignInOutcome,
  },
  actors: {
    /** The provider's sign-in window; rejects with OneClickError when it is blocked or closed. */
    openWindow: providedByApp<{ idToken: string }, { provider: OneClickProvider }>('openWindow'),
    exchangeToken: providedByApp<{ token: string; firstTimeLogin: boolean }, OneClickLoginRequest>(
      'exchangeToken',
    ),
  },
}).createMachine({
  id: 'oneClickLogin',
  context: ({ input }) => ({ provider: input.provider, idToken: '', outcome: null }),
  initial: 'signingIn',
  states: {
    signingIn: {
      invoke: {
        src: 'openWindow',
        input: ({ context }) => ({ provider: context.provider }),
        onDone: { target: 'exchanging', actions: assign({ idToken: ({ event }) => event.output.idToken }) },
        onError: { target: 'done', actions: assign({ outcome: ({ event }) => signInFailed(event.error) }) },
      },
    },
    exchanging: {
      invoke: {
        src: 'exchangeToken',
        input: ({ context }) => ({ provider: context.provider, idToken: context.idToken }),
        onDone: {
          target: 'done',
          actions: assign({
            outcome: ({ event }) => signedIn(event.output.token, event.output.firstTimeLogin),
          }),
        },
        onError: { target: 'done', actions: assign({ outcome: ({ event }) => signInFailed(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome!,
});
