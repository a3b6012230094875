import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { appUpdateMachine, TAKEOVER_WAIT_MS } from './app-update.machine';

function start({ mayReload = false } = {}) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const actor = createActor(
    appUpdateMachine.provide({
      guards: { mayReloadByItself: () => mayReload },
      actions: {
        activateUpdate: () => void calls.push('activateUpdate'),
        reloadPage: () => void calls.push('reloadPage'),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, calls, state: () => actor.getSnapshot().value };
}

describe('app update', () => {
  it('offers a new build and activates it only when the player chooses Reload', () => {
    const { actor, calls, state } = start({ mayReload: true });
    actor.send({ type: 'update.ready' });
    expect(state()).toBe('ready');
    expect(actor.getSnapshot().context.reason).toBe('update');
    expect(calls).toEqual([]);
    actor.send({ type: 'reload' });
    expect(state()).toBe('reloading');
    expect(calls).toEqual(['activateUpdate']);
  });

  it('reloads by itself when the new build has not taken over in time', () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'update.ready' });
    actor.send({ type: 'reload' });
    clock.increment(TAKEOVER_WAIT_MS - 1);
    expect(calls).toEqual(['activateUpdate']);
    clock.increment(1);
    expect(calls).toEqual(['activateUpdate', 'reloadPage']);
  });

  it('reloads at once for a lost part when nothing would be lost', () => {
    const { actor, calls, state } = start({ mayReload: true });
    actor.send({ type: 'part.lost' });
    expect(state()).toBe('reloading');
    expect(actor.getSnapshot().context.reason).toBe('lostPart');
    expect(calls).toEqual(['activateUpdate']);
  });

  it('asks instead of reloading for a lost part while a form holds input or money is pending', () => {
    const { actor, clock, calls, state } = start({ mayReload: false });
    actor.send({ type: 'part.lost' });
    expect(state()).toBe('ready');
    expect(actor.getSnapshot().context.reason).toBe('lostPart');
    clock.increment(TAKEOVER_WAIT_MS * 10);
    expect(calls).toEqual([]);
  });

  it('keeps a dismissed update away until a part is lost', () => {
    const { actor, state } = start({ mayReload: false });
    actor.send({ type: 'update.ready' });
    actor.send({ type: 'later' });
    expect(state()).toBe('dismissed');
    actor.send({ type: 'update.ready' });
    expect(state()).toBe('dismissed');
    actor.send({ type: 'part.lost' });
    expect(state()).toBe('ready');
    expect(actor.getSnapshot().context.reason).toBe('lostPart');
  });

  it('does not activate twice when parts keep failing while it reloads', () => {
    const { actor, calls, state } = start({ mayReload: true });
    actor.send({ type: 'update.ready' });
    actor.send({ type: 'reload' });
    actor.send({ type: 'part.lost' });
    expect(state()).toBe('reloading');
    expect(calls).toEqual(['activateUpdate']);
  });
});
