import { assign, not, setup } from 'xstate';

/**
 * What holds the carousel still for a while: the pointer over it, a finger or button pressed on
 * it (a touch screen has no hover: the press is the first sign of a hand), or the focus inside it,
 * so nothing moves under the player's hand; or the player cannot see it: it is off screen, or the
 * tab is hidden (no work and no DOM writes for a carousel nobody sees).
 */
export type HoldSource = 'pointer' | 'press' | 'focus' | 'offscreen' | 'hidden';

export interface CarouselAutoplayInput {
  /** SPEC 9: 5000 ms for the home banners, 1200 ms for the hot games. */
  intervalMs: number;
  /** Starts paused until played: there is nothing to move. */
  startPaused?: boolean;
  /** The player prefers reduced motion now: starts paused until played, or until that preference ends. */
  reducedMotion?: boolean;
}

export interface CarouselAutoplayContext {
  intervalMs: number;
  startPaused: boolean;
  reducedMotion: boolean;
  holds: HoldSource[];
}

export type CarouselAutoplayEvent =
  | { type: 'autoplay.pause' }
  | { type: 'autoplay.play' }
  | { type: 'autoplay.hold'; source: HoldSource }
  | { type: 'autoplay.release'; source: HoldSource }
  /** The player moved the carousel: the next slide comes a full interval later. */
  | { type: 'autoplay.restart' }
  /** The reduced-motion preference changed while the page is open. */
  | { type: 'autoplay.motion'; reduced: boolean };

/**
 * An autoplaying carousel's clock (SPEC 2.7, 9). `advance` (provided by the view) moves to the next
 * slide every interval while playing. The player's pause button stops it until played again
 * (WCAG 2.2.2); the pointer over the carousel or the focus in it only holds it for that time, so
 * nothing moves under the player's hand or keyboard, and so does the carousel being off screen or
 * in a hidden tab (no timer runs while held; a release waits a full interval). A preference for
 * reduced motion pauses it, as the button does, and its end plays it again unless the player
 * pressed pause or play meanwhile.
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
    prefersReducedMotion: ({ context }) => context.reducedMotion,
    isReducedMotion: ({ event }) => event.type === 'autoplay.motion' && event.reduced,
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
    reducedMotion: input.reducedMotion ?? false,
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
      always: [
        { guard: 'startsPaused', target: 'paused' },
        { guard: 'prefersReducedMotion', target: 'paused.reducedMotion' },
        { target: 'playing' },
      ],
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
      on: {
        'autoplay.pause': 'paused',
        'autoplay.motion': { guard: 'isReducedMotion', target: 'paused.reducedMotion' },
      },
    },
    paused: {
      initial: 'byPlayer',
      states: {
        /** The pause button (or nothing to move): only the play button starts it again. */
        byPlayer: {},
        /** Paused for the reduced-motion preference: its end plays again. */
        reducedMotion: {
          on: { 'autoplay.motion': { guard: not('isReducedMotion'), target: '#carouselAutoplay.playing' } },
        },
      },
      on: { 'autoplay.play': 'playing' },
    },
  },
});
