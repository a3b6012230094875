import { assign, not, setup } from 'xstate';

/** SPEC 9 jackpot ticker constants, in cents so the sums stay exact. */
export const JACKPOT_MIN_CENTS = 78_775_689_913; // 787756899.13
export const JACKPOT_MAX_CENTS = 78_775_789_913; // 787757899.13
export const JACKPOT_STEP_MIN_CENTS = 1_000; // 10
export const JACKPOT_STEP_MAX_CENTS = 5_000; // 50
/** SPEC 9: the next step comes after 3000, 4000 or 5000 ms, chosen at random each time. */
export const JACKPOT_INTERVALS_MS = [3000, 4000, 5000] as const;

/** A number in [0, 1): Math.random in the app, a fixed sequence in tests. */
export type RandomSource = () => number;

/** Why the ticker stands still for a while: the player cannot see it. */
export type TickerHoldSource = 'offscreen' | 'hidden';

export interface JackpotTickerInput {
  random?: RandomSource;
}

export interface JackpotTickerContext {
  random: RandomSource;
  /** The amount shown, in cents (the view divides by 100 and formats with 2 decimals). */
  cents: number;
  /** The wait before the next step, chosen when the previous one was taken. */
  nextDelayMs: number;
  holds: TickerHoldSource[];
}

export type JackpotTickerEvent =
  | { type: 'ticker.pause' }
  | { type: 'ticker.resume' }
  | { type: 'ticker.hold'; source: TickerHoldSource }
  | { type: 'ticker.release'; source: TickerHoldSource };

const pick = (random: RandomSource, from: number, to: number) =>
  from + Math.min(to - from, Math.floor(random() * (to - from + 1)));

/** SPEC 9: a random start between the minimum and the maximum. */
export const startCents = (random: RandomSource) => pick(random, JACKPOT_MIN_CENTS, JACKPOT_MAX_CENTS);

/** SPEC 9: add a random 10 to 50; reaching the maximum wraps to the minimum. */
export function stepCents(cents: number, random: RandomSource): number {
  const next = cents + pick(random, JACKPOT_STEP_MIN_CENTS, JACKPOT_STEP_MAX_CENTS);
  return next >= JACKPOT_MAX_CENTS ? JACKPOT_MIN_CENTS : next;
}

const nextDelay = (random: RandomSource) =>
  JACKPOT_INTERVALS_MS[pick(random, 0, JACKPOT_INTERVALS_MS.length - 1)]!;

/**
 * The home page's jackpot ticker (SPEC 9): decorative, it only counts up. The player may pause it
 * (WCAG 2.2.2: content that updates on its own can be paused); resuming waits a full interval. It
 * also holds, with no timer running, while it is off screen or its tab hidden, and a
 * release waits a full interval too: the amount never jumps by the steps it missed.
 */
export const jackpotTickerMachine = setup({
  types: {
    context: {} as JackpotTickerContext,
    events: {} as JackpotTickerEvent,
    input: {} as JackpotTickerInput,
  },
  delays: {
    step: ({ context }) => context.nextDelayMs,
  },
  guards: {
    isHeld: ({ context }) => context.holds.length > 0,
  },
  actions: {
    hold: assign(({ context, event }) =>
      event.type === 'ticker.hold' && !context.holds.includes(event.source)
        ? { holds: [...context.holds, event.source] }
        : {},
    ),
    release: assign(({ context, event }) =>
      event.type === 'ticker.release' ? { holds: context.holds.filter((s) => s !== event.source) } : {},
    ),
    step: assign(({ context }) => ({
      cents: stepCents(context.cents, context.random),
      nextDelayMs: nextDelay(context.random),
    })),
  },
}).createMachine({
  id: 'jackpotTicker',
  context: ({ input }) => {
    const random = input.random ?? Math.random;
    return { random, cents: startCents(random), nextDelayMs: nextDelay(random), holds: [] };
  },
  initial: 'running',
  on: {
    // Holds are only noted here; `running` reads them (a release starts a full interval again).
    'ticker.hold': { actions: 'hold' },
    'ticker.release': { actions: 'release' },
  },
  states: {
    running: {
      initial: 'ticking',
      states: {
        ticking: {
          always: { guard: 'isHeld', target: 'held' },
          after: { step: { target: 'ticking', reenter: true, actions: 'step' } },
        },
        held: {
          always: { guard: not('isHeld'), target: 'ticking' },
        },
      },
      on: { 'ticker.pause': 'paused' },
    },
    paused: {
      on: { 'ticker.resume': 'running' },
    },
  },
});
