import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  JACKPOT_MAX_CENTS,
  JACKPOT_MIN_CENTS,
  jackpotTickerMachine,
  stepCents,
  type RandomSource,
} from './jackpot-ticker.machine';

/** Plays back the given numbers, then repeats the last one. */
function sequence(...values: number[]): RandomSource {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)]!;
}

function start(random: RandomSource) {
  const clock = new SimulatedClock();
  const actor = createActor(jackpotTickerMachine, { input: { random }, clock }).start();
  return { actor, clock, cents: () => actor.getSnapshot().context.cents };
}

describe('jackpot ticker (SPEC 9)', () => {
  it('starts at a random amount between 787756899.13 and 787757899.13', () => {
    // SPEC 9 jackpot-ticker-start: the lowest draw starts at 787756899.13, in cents.
    expect(start(sequence(0)).cents()).toBe(78_775_689_913);
    // SPEC 9 jackpot-ticker-start: the highest at 787757899.13.
    expect(start(sequence(0.999999999)).cents()).toBe(78_775_789_913);
    const middle = start(sequence(0.5)).cents();
    expect(middle).toBeGreaterThan(JACKPOT_MIN_CENTS);
    expect(middle).toBeLessThan(JACKPOT_MAX_CENTS);
    // SPEC 9 jackpot-ticker-start: whole cents, so 2 decimals.
    expect(Number.isInteger(middle)).toBe(true);
    expect(middle / 100).toBeCloseTo(787757399.13, 1);
  });

  // The machine's own waits and steps, on a simulated clock.
  it('SPEC 9 jackpot-ticker-increment: adds 10 to 50 after 3000, 4000 or 5000 ms, the wait drawn each time', () => {
    // Draws: start 0; first wait 0 → 3000 ms; step 0 → +10.00; next wait 0.99 → 5000 ms; step 0.99 → +50.00.
    const { clock, cents } = start(sequence(0, 0, 0, 0.99, 0.99999999, 0.5));
    const first = cents();
    clock.increment(2999);
    expect(cents()).toBe(first);
    clock.increment(1);
    expect(cents()).toBe(first + 1000);
    clock.increment(4999);
    expect(cents()).toBe(first + 1000);
    clock.increment(1);
    expect(cents()).toBe(first + 1000 + 5000);
    // Third wait drawn 0.5 → 4000 ms.
    clock.increment(3999);
    expect(cents()).toBe(first + 6000);
    clock.increment(1);
    expect(cents()).toBeGreaterThan(first + 6000);
  });

  it('wraps to the minimum when a step reaches the maximum', () => {
    expect(stepCents(JACKPOT_MAX_CENTS - 1001, () => 0)).toBe(JACKPOT_MAX_CENTS - 1);
    expect(stepCents(JACKPOT_MAX_CENTS - 1000, () => 0)).toBe(JACKPOT_MIN_CENTS);
    expect(stepCents(JACKPOT_MAX_CENTS - 10, () => 0.5)).toBe(JACKPOT_MIN_CENTS);
    // Started at the very top, the first step wraps.
    const { clock, cents } = start(sequence(0.999999999, 0, 0));
    clock.increment(3000);
    // SPEC 9 jackpot-ticker-increment: at the maximum it wraps to the minimum.
    expect(cents()).toBe(JACKPOT_MIN_CENTS);
  });

  it('stays within the range over a long run', () => {
    const { clock, cents } = start(Math.random);
    for (let i = 0; i < 2000; i++) {
      clock.increment(5000);
      expect(cents()).toBeGreaterThanOrEqual(JACKPOT_MIN_CENTS);
      expect(cents()).toBeLessThan(JACKPOT_MAX_CENTS);
    }
  });

  it('holds still while paused and counts again after resuming', () => {
    const { actor, clock, cents } = start(sequence(0, 0, 0));
    const first = cents();
    actor.send({ type: 'ticker.pause' });
    clock.increment(60_000);
    expect(cents()).toBe(first);
    actor.send({ type: 'ticker.resume' });
    clock.increment(3000);
    expect(cents()).toBe(first + 1000);
  });
});

describe('jackpot ticker while nobody sees it', () => {
  it('holds with no timer while off screen or the tab is hidden, and waits a full interval after', () => {
    // Draws: start 0, waits 3000 ms each time, steps +10.00.
    const { actor, clock, cents } = start(sequence(0));
    const first = cents();
    clock.increment(2000);
    actor.send({ type: 'ticker.hold', source: 'offscreen' });
    expect(actor.getSnapshot().matches({ running: 'held' })).toBe(true);
    clock.increment(60_000);
    expect(cents()).toBe(first);
    actor.send({ type: 'ticker.hold', source: 'hidden' });
    actor.send({ type: 'ticker.release', source: 'offscreen' });
    clock.increment(60_000);
    expect(cents()).toBe(first);
    // Seen again: one step a full interval later, none for the time it was held.
    actor.send({ type: 'ticker.release', source: 'hidden' });
    clock.increment(2999);
    expect(cents()).toBe(first);
    clock.increment(1);
    expect(cents()).toBe(first + 1000);
  });

  it('a release does not undo the pause button, and a resume while held waits to be seen', () => {
    const { actor, clock, cents } = start(sequence(0));
    const first = cents();
    actor.send({ type: 'ticker.pause' });
    actor.send({ type: 'ticker.hold', source: 'offscreen' });
    actor.send({ type: 'ticker.release', source: 'offscreen' });
    clock.increment(60_000);
    expect(cents()).toBe(first);
    expect(actor.getSnapshot().matches('paused')).toBe(true);
    actor.send({ type: 'ticker.hold', source: 'hidden' });
    actor.send({ type: 'ticker.resume' });
    clock.increment(60_000);
    expect(cents()).toBe(first);
    actor.send({ type: 'ticker.release', source: 'hidden' });
    clock.increment(3000);
    expect(cents()).toBe(first + 1000);
  });
});
