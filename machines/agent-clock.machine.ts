import { assign, setup } from 'xstate';

/** SPEC 9: the agent centre's clock refreshes every second. */
export const AGENT_CLOCK_TICK_MS = 1000;

export interface AgentClockInput {
  /** Reads the time; tests pass the simulated clock's. */
  now?: () => number;
}

interface AgentClockContext {
  now: () => number;
  /** The instant shown, read at start and on every tick. */
  shownAt: number;
}

/**
 * The live clock of the agent layout (SPEC 2.6, 9): reads the time at start and every second while
 * running. An XState delay, so tests drive it with a simulated clock; the view formats `shownAt` in
 * the member's GMT offset.
 */
export const agentClockMachine = setup({
  types: {
    context: {} as AgentClockContext,
    input: {} as AgentClockInput,
  },
  actions: {
    read: assign({ shownAt: ({ context }) => context.now() }),
  },
}).createMachine({
  id: 'agentClock',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    return { now, shownAt: now() };
  },
  initial: 'running',
  states: {
    running: {
      after: { [AGENT_CLOCK_TICK_MS]: { target: 'running', reenter: true, actions: 'read' } },
    },
  },
});
