import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { carouselAutoplayMachine } from './carousel-autoplay.machine';

function start(startPaused = false, intervalMs = 5000) {
  const clock = new SimulatedClock();
  let advanced = 0;
  const actor = createActor(
    carouselAutoplayMachine.provide({ actions: { advance: () => void (advanced += 1) } }),
    { input: { intervalMs, startPaused }, clock },
  ).start();
  return { actor, clock, advanced: () => advanced };
}

describe('carousel autoplay (SPEC 2.7, 9)', () => {
  it('moves to the next slide every interval', () => {
    const { clock, advanced } = start(false, 5000);
    clock.increment(4999);
    expect(advanced()).toBe(0);
    clock.increment(1);
    expect(advanced()).toBe(1);
    // Each slide schedules the next from its own moment, so the clock moves one interval at a time.
    for (let i = 0; i < 3; i++) clock.increment(5000);
    expect(advanced()).toBe(4);
  });

  it('stops on the pause button until played again (WCAG 2.2.2)', () => {
    const { actor, clock, advanced } = start(false, 1200);
    actor.send({ type: 'autoplay.pause' });
    clock.increment(60_000);
    expect(advanced()).toBe(0);
    expect(actor.getSnapshot().matches('paused')).toBe(true);
    actor.send({ type: 'autoplay.play' });
    clock.increment(1200);
    expect(advanced()).toBe(1);
  });

  it('starts paused when asked (reduced motion) and plays on request', () => {
    const { actor, clock, advanced } = start(true);
    clock.increment(60_000);
    expect(advanced()).toBe(0);
    actor.send({ type: 'autoplay.play' });
    clock.increment(5000);
    expect(advanced()).toBe(1);
  });

  it('holds while the pointer is over it or the focus inside, and waits a full interval after', () => {
    const { actor, clock, advanced } = start(false, 5000);
    clock.increment(4000);
    actor.send({ type: 'autoplay.hold', source: 'pointer' });
    actor.send({ type: 'autoplay.hold', source: 'focus' });
    clock.increment(20_000);
    expect(advanced()).toBe(0);
    actor.send({ type: 'autoplay.release', source: 'pointer' });
    clock.increment(20_000);
    expect(advanced()).toBe(0);
    actor.send({ type: 'autoplay.release', source: 'focus' });
    clock.increment(4999);
    expect(advanced()).toBe(0);
    clock.increment(1);
    expect(advanced()).toBe(1);
  });

  it('a hold does not undo the pause button', () => {
    const { actor, clock, advanced } = start(false, 5000);
    actor.send({ type: 'autoplay.pause' });
    actor.send({ type: 'autoplay.hold', source: 'pointer' });
    actor.send({ type: 'autoplay.release', source: 'pointer' });
    clock.increment(60_000);
    expect(advanced()).toBe(0);
    expect(actor.getSnapshot().matches('paused')).toBe(true);
  });

  it('waits a full interval after the player moves the carousel', () => {
    const { actor, clock, advanced } = start(false, 5000);
    clock.increment(4000);
    actor.send({ type: 'autoplay.restart' });
    clock.increment(4999);
    expect(advanced()).toBe(0);
    clock.increment(1);
    expect(advanced()).toBe(1);
  });
});
