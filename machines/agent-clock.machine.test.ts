import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { AGENT_CLOCK_TICK_MS, agentClockMachine } from './agent-clock.machine';

function start(startAt = 1_800_000_000_000) {
  const clock = new SimulatedClock();
  clock.set(startAt);
  const actor = createActor(agentClockMachine, { input: { now: () => clock.now() }, clock }).start();
  return { actor, clock, shown: () => actor.getSnapshot().context.shownAt };
}

describe('agent clock', () => {
  it('shows the time it starts at', () => {
    const { shown } = start(1_800_000_123_000);
    expect(shown()).toBe(1_800_000_123_000);
  });

  it('moves on once a second, not before', () => {
    const { clock, shown } = start(1_000_000);
    // The spec's 1 s written out, so a changed tick fails here.
    expect(AGENT_CLOCK_TICK_MS).toBe(1000);
    clock.increment(999);
    // SPEC 9 agent-clock: not yet at 999 ms.
    expect(shown()).toBe(1_000_000);
    clock.increment(1);
    // SPEC 9 agent-clock: refreshed at 1 s.
    expect(shown()).toBe(1_000_000 + 1000);
  });

  it('keeps ticking every second for a minute', () => {
    const { clock, shown } = start(0);
    const seen: number[] = [];
    for (let i = 0; i < 60; i++) {
      clock.increment(AGENT_CLOCK_TICK_MS);
      seen.push(shown());
    }
    expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => (i + 1) * AGENT_CLOCK_TICK_MS));
  });

  it('stops reading the time once stopped', () => {
    const { actor, clock, shown } = start(0);
    actor.stop();
    clock.increment(5 * AGENT_CLOCK_TICK_MS);
    expect(shown()).toBe(0);
  });
});
