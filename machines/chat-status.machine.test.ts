import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { ChatStatus } from '../src/api/contracts/chat';
import { ApiError } from '../src/api/errors';
import { CHAT_STATUS_REFRESH_MS, chatStatusMachine } from './chat-status.machine';

type Pending<T> = { resolve: (value: T) => void; reject: (error: unknown) => void };

/** A platform whose answers the test releases one by one, so the states in between can be seen. */
function start() {
  const loads: Array<Pending<ChatStatus>> = [];
  const saves: Array<Pending<ChatStatus> & { available: boolean }> = [];
  const clock = new SimulatedClock();
  const logic = chatStatusMachine.provide({
    actors: {
      loadStatus: fromPromise(
        () => new Promise<ChatStatus>((resolve, reject) => loads.push({ resolve, reject })),
      ),
      saveAvailability: fromPromise<ChatStatus, { available: boolean }>(
        ({ input }) => new Promise((resolve, reject) => saves.push({ ...input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(logic, { clock }).start();
  const shown = () => actor.getSnapshot().context.status;
  return { actor, clock, loads, saves, shown };
}

const online: ChatStatus = { online: true, available: true };

describe('chat status machine (SPEC 4.13)', () => {
  it('loads the live chat status and the member’s availability', async () => {
    const { actor, loads, shown } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    // Nothing to switch before the first answer.
    actor.send({ type: 'availability.toggle' });
    expect(actor.getSnapshot().value).toBe('loading');
    loads[0]!.resolve({ online: false, available: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(shown()).toEqual({ online: false, available: true });
  });

  it('offers a retry after a failed load', async () => {
    const { actor, loads, shown } = start();
    loads[0]!.reject(new ApiError('network', 'chatStatus'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
    actor.send({ type: 'status.retry' });
    loads[1]!.resolve(online);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(shown()).toEqual(online);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('moves the switch at once and keeps what the platform answers', async () => {
    const { actor, loads, saves, shown } = start();
    loads[0]!.resolve(online);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'availability.toggle' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(shown()?.available).toBe(false);
    expect(saves[0]!.available).toBe(false);
    // A second press while the first is on its way is not taken.
    actor.send({ type: 'availability.toggle' });
    expect(saves).toHaveLength(1);
    saves[0]!.resolve({ online: true, available: false });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(shown()).toEqual({ online: true, available: false });
  });

  it('puts the switch back and says why when the platform refuses', async () => {
    const { actor, loads, saves, shown } = start();
    loads[0]!.resolve(online);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'availability.toggle' });
    saves[0]!.reject(new ApiError('server', 'chatAvailability', { status: 500 }));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(shown()?.available).toBe(true);
    expect(actor.getSnapshot().context.saveFailure).toEqual({ kind: 'server' });
    // The next switch clears the old failure.
    actor.send({ type: 'availability.toggle' });
    expect(actor.getSnapshot().context.saveFailure).toBeNull();
  });

  it('asks again after a minute, not before, and keeps the status when that fails', async () => {
    const { actor, clock, loads, shown } = start();
    loads[0]!.resolve({ online: false, available: true });
    await waitFor(actor, (s) => s.matches('ready'));
    clock.increment(CHAT_STATUS_REFRESH_MS - 1);
    expect(loads).toHaveLength(1);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('loading');
    loads[1]!.resolve({ online: true, available: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(shown()?.online).toBe(true);
    clock.increment(CHAT_STATUS_REFRESH_MS);
    loads[2]!.reject(new ApiError('timeout', 'chatStatus'));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(shown()?.online).toBe(true);
  });

  it('lets a switch win over a refresh in flight', async () => {
    const { actor, clock, loads, saves, shown } = start();
    loads[0]!.resolve(online);
    await waitFor(actor, (s) => s.matches('ready'));
    clock.increment(CHAT_STATUS_REFRESH_MS);
    actor.send({ type: 'availability.toggle' });
    expect(actor.getSnapshot().value).toBe('saving');
    // The cancelled refresh's late answer changes nothing.
    loads[1]!.resolve(online);
    saves[0]!.resolve({ online: true, available: false });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(shown()?.available).toBe(false);
  });
});
