import { assign, setup } from 'xstate';
import { providedByApp } from './provided-by-app';
import { signedIn, signInFailed, type SignInOutcome } from './sign-in-outcome';

/**
 * Free play (SPEC 4.9, 7.1), a child of the session machine: the platform opens a trial account's
 * session. The app provides the call.
 */
export const freePlayLoginMachine = setup({
  types: {
    context: {} as { outcome: SignInOutcome | null },
    output: {} as SignInOutcome,
  },
  actors: {
    startTrial: providedByApp<{ token: string }, void>('startTrial'),
  },
}).createMachine({
  id: 'freePlayLogin',
  context: { outcome: null },
  initial: 'starting',
  states: {
    starting: {
      invoke: {
        src: 'startTrial',
        onDone: {
          target: 'done',
          // A trial account is never a first login: no first-time announcements for it.
          actions: assign({ outcome: ({ event }) => signedIn(event.output.token, false) }),
        },
        onError: { target: 'done', actions: assign({ outcome: ({ event }) => signInFailed(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.outcome!,
});
