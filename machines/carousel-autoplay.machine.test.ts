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
  // SPEC 9 banner-autoplay-transition: the 5000 ms autoplay.
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

  it('holds from the moment a finger comes down until it lifts, then waits a full interval', () => {
    const { actor, clock, advanced } = start(false, 1200);
    clock.increment(1100);
    actor.send({ type: 'autoplay.hold', source: 'press' });
    clock.increment(5000);
    expect(advanced()).toBe(0);
    actor.send({ type: 'autoplay.release', source: 'press' });
    clock.increment(1199);
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

describe('carousel autoplay while nobody sees it', () => {
  it('holds with no timer while off screen or the tab is hidden, and waits a full interval after', () => {
    const { actor, clock, advanced } = start(false, 1200);
    clock.increment(1000);
    actor.send({ type: 'autoplay.hold', source: 'offscreen' });
    expect(actor.getSnapshot().matches({ playing: 'held' })).toBe(true);
    clock.increment(60_000);
    expect(advanced()).toBe(0);
    // Back on screen, but the tab went to the background meanwhile: still held.
    actor.send({ type: 'autoplay.hold', source: 'hidden' });
    actor.send({ type: 'autoplay.release', source: 'offscreen' });
    clock.increment(60_000);
    expect(advanced()).toBe(0);
    actor.send({ type: 'autoplay.release', source: 'hidden' });
    clock.increment(1199);
    expect(advanced()).toBe(0);
    clock.increment(1);
    expect(advanced()).toBe(1);
  });

  it('a carousel that starts off screen does not move until it is seen', () => {
    const { actor, clock, advanced } = start(false, 5000);
    actor.send({ type: 'autoplay.hold', source: 'offscreen' });
    clock.increment(60_000);
    expect(advanced()).toBe(0);
    actor.send({ type: 'autoplay.release', source: 'offscreen' });
    clock.increment(5000);
    expect(advanced()).toBe(1);
  });

  it('a release while paused by the player does not play it', () => {
    const { actor, clock, advanced } = start(false, 5000);
    actor.send({ type: 'autoplay.hold', source: 'hidden' });
    actor.send({ type: 'autoplay.pause' });
    actor.send({ type: 'autoplay.release', source: 'hidden' });
    clock.increment(60_000);
    expect(advanced()).toBe(0);
    // Played while off screen: it waits for the carousel to be seen.
    actor.send({ type: 'autoplay.hold', source: 'offscreen' });
    actor.send({ type: 'autoplay.play' });
    clock.increment(60_000);
    expect(advanced()).toBe(0);
    actor.send({ type: 'autoplay.release', source: 'offscreen' });
    clock.increment(5000);
    expect(advanced()).toBe(1);
  });
});

describe('carousel autoplay and reduced motion', () => {
  function startMotion(reducedMotion: boolean) {
    const clock = new SimulatedClock();
    let advanced = 0;
    const actor = createActor(
      carouselAutoplayMachine.provide({ actions: { advance: () => void (advanced += 1) } }),
      { input: { intervalMs: 1200, reducedMotion }, clock },
    ).start();
    return { actor, clock, advanced: () => advanced };
  }

  it('starts paused under reduced motion, and plays when the preference ends', () => {
    const { actor, clock, advanced } = startMotion(true);
    expect(actor.getSnapshot().matches('paused')).toBe(true);
    clock.increment(60_000);
    expect(advanced()).toBe(0);
    actor.send({ type: 'autoplay.motion', reduced: false });
    expect(actor.getSnapshot().matches('playing')).toBe(true);
    clock.increment(1200);
    expect(advanced()).toBe(1);
  });

  it('pauses when the preference comes while the page is open', () => {
    const { actor, clock, advanced } = startMotion(false);
    actor.send({ type: 'autoplay.motion', reduced: false });
    clock.increment(1200);
    expect(advanced()).toBe(1);
    actor.send({ type: 'autoplay.motion', reduced: true });
    expect(actor.getSnapshot().matches('paused')).toBe(true);
    clock.increment(60_000);
    expect(advanced()).toBe(1);
  });

  it("the player's choice outlasts the preference's end", () => {
    // Paused by the player, then the preference comes and goes: still paused.
    const paused = startMotion(false);
    paused.actor.send({ type: 'autoplay.pause' });
    paused.actor.send({ type: 'autoplay.motion', reduced: true });
    paused.actor.send({ type: 'autoplay.motion', reduced: false });
    paused.clock.increment(60_000);
    expect(paused.advanced()).toBe(0);
    // Played by the player under reduced motion: it plays on, and the preference's end changes nothing.
    const played = startMotion(true);
    played.actor.send({ type: 'autoplay.play' });
    played.clock.increment(1200);
    expect(played.advanced()).toBe(1);
    played.actor.send({ type: 'autoplay.motion', reduced: false });
    played.clock.increment(1200);
    expect(played.advanced()).toBe(2);
  });

  it('a carousel with nothing to move stays still whatever the preference does', () => {
    const clock = new SimulatedClock();
    let advanced = 0;
    const actor = createActor(
      carouselAutoplayMachine.provide({ actions: { advance: () => void (advanced += 1) } }),
      { input: { intervalMs: 1200, startPaused: true, reducedMotion: true }, clock },
    ).start();
    actor.send({ type: 'autoplay.motion', reduced: false });
    clock.increment(60_000);
    expect(advanced).toBe(0);
  });
});
