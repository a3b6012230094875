import { assign, not, setup } from 'xstate';

/** What holds the carousel still for a moment: the pointer over it or the focus inside it. */
export type HoldSource = 'pointer' | 'focus';

export interface CarouselAutoplayInput {
  /** SPEC 9: 5000 ms for the home banners, 1200 ms for the hot games. */
  intervalMs: number;
  /** Starts paused: the player prefers reduced motion, or there is nothing to move. */
  startPaused?: boolean;
}

export interface CarouselAutoplayContext {
  intervalMs: number;
  startPaused: boolean;
  holds: HoldSource[];
}

export type CarouselAutoplayEvent =
  | { type: 'autoplay.pause' }
  | { type: 'autoplay.play' }
  | { type: 'autoplay.hold'; source: HoldSource }
  | { type: 'autoplay.release'; source: HoldSource }
  /** The player moved the carousel: the next slide comes a full interval later. */
  | { type: 'autoplay.restart' };

/**
 * An autoplaying carousel's clock (SPEC 2.7, 9). `advance` (provided by the view) moves to the next
 * slide every interval while playing. The player's pause button stops it until played again
 * (WCAG 2.2.2); the pointer over the carousel or the focus in it only holds it for that time, so
 * nothing moves under the player's hand or keyboard.
 */
export const carouselAutoplayMachine = setup({
  types: {
    context: {} as CarouselAutoplayContext,
    events: {} as CarouselAutoplayEvent,
    input: {} as CarouselAutoplayInput,
  },
  delays: {
    interval: ({ context }) => context.intervalMs,
  },
  guards: {
    startsPaused: ({ context }) => context.startPaused,
    isHeld: ({ context }) => context.holds.length > 0,
  },
  actions: {
    advance: () => {},
    hold: assign(({ context, event }) =>
      event.type === 'autoplay.hold' && !context.holds.includes(event.source)
        ? { holds: [...context.holds, event.source] }
        : {},
    ),
    release: assign(({ context, event }) =>
      event.type === 'autoplay.release' ? { holds: context.holds.filter((s) => s !== event.source) } : {},
    ),
  },
}).createMachine({
  id: 'carouselAutoplay',
  context: ({ input }) => ({
    intervalMs: input.intervalMs,
    startPaused: input.startPaused ?? false,
    holds: [],
  }),
  initial: 'starting',
  on: {
    // Holds are only noted here; `playing` reads them (a release starts a full interval again).
    'autoplay.hold': { actions: 'hold' },
    'autoplay.release': { actions: 'release' },
  },
  states: {
    starting: {
      always: [{ guard: 'startsPaused', target: 'paused' }, { target: 'playing' }],
    },
    playing: {
      initial: 'running',
      states: {
        running: {
          always: { guard: 'isHeld', target: 'held' },
          after: { interval: { target: 'running', reenter: true, actions: 'advance' } },
          on: { 'autoplay.restart': { target: 'running', reenter: true } },
        },
        held: {
          always: { guard: not('isHeld'), target: 'running' },
        },
      },
      on: { 'autoplay.pause': 'paused' },
    },
    paused: {
      on: { 'autoplay.play': 'playing' },
    },
  },
});
