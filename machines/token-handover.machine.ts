import { assign, setup } from 'xstate';
import { providedByApp } from './provided-by-app';

/**
 * An account's name as the choice shows it; `null`: the platform no longer knows that session;
 * `undefined`: it could not be asked (no answer).
 */
export type SessionName = string | null | undefined;

export interface TokenHandoverInput {
  /** The token a link handed over (SPEC 4.1 `?token=`). */
  incoming: string;
  /** The session this tab already has, a different one. */
  current: string;
}

export interface TokenHandoverContext extends TokenHandoverInput {
  incomingName: SessionName;
  currentName: SessionName;
}

export type TokenHandoverEvent = { type: 'keep.current' } | { type: 'keep.incoming' };

/**
 * A link hands over a session while this tab has another: a link must not silently
 * replace the open session (a link can carry someone else's token). Both accounts are named,
 * then the player chooses which one to keep. A link whose session has ended changes nothing; an
 * open session that has ended gives way to the link's. Closing the choice keeps the open one.
 */
export const tokenHandoverMachine = setup({
  types: {
    context: {} as TokenHandoverContext,
    events: {} as TokenHandoverEvent,
    input: {} as TokenHandoverInput,
  },
  actors: {
    /** Names both sessions' accounts (member info with each token). */
    nameSessions: providedByApp<{ incoming: SessionName; current: SessionName }, TokenHandoverInput>(
      'nameSessions',
    ),
  },
  actions: {
    /** The link's session becomes this tab's. */
    adoptIncoming: (_, _params: { token: string }) => {},
    /** The link's token is set aside; the open session stays. */
    keepCurrent: () => {},
  },
  guards: {
    incomingEnded: (_, params: { names: { incoming: SessionName } }) => params.names.incoming === null,
    currentEnded: (_, params: { names: { current: SessionName } }) => params.names.current === null,
  },
}).createMachine({
  id: 'tokenHandover',
  context: ({ input }) => ({ ...input, incomingName: undefined, currentName: undefined }),
  initial: 'naming',
  states: {
    naming: {
      invoke: {
        src: 'nameSessions',
        input: ({ context }) => ({ incoming: context.incoming, current: context.current }),
        onDone: [
          {
            guard: { type: 'incomingEnded', params: ({ event }) => ({ names: event.output }) },
            target: 'settled',
            actions: 'keepCurrent',
          },
          {
            guard: { type: 'currentEnded', params: ({ event }) => ({ names: event.output }) },
            target: 'settled',
            actions: { type: 'adoptIncoming', params: ({ context }) => ({ token: context.incoming }) },
          },
          {
            target: 'asking',
            actions: assign(({ event }) => ({
              incomingName: event.output.incoming,
              currentName: event.output.current,
            })),
          },
        ],
        // Unreachable platform: still the player's choice, with the accounts unnamed.
        onError: 'asking',
      },
    },
    asking: {
      on: {
        'keep.current': { target: 'settled', actions: 'keepCurrent' },
        'keep.incoming': {
          target: 'settled',
          actions: { type: 'adoptIncoming', params: ({ context }) => ({ token: context.incoming }) },
        },
      },
    },
    settled: { type: 'final' },
  },
});
