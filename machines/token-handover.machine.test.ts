import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { tokenHandoverMachine, type SessionName } from './token-handover.machine';

function start(names: { incoming: SessionName; current: SessionName } | Error) {
  const done: string[] = [];
  const machine = tokenHandoverMachine.provide({
    actors: {
      nameSessions: fromPromise(async () => {
        if (names instanceof Error) throw names;
        return names;
      }),
    },
    actions: {
      adoptIncoming: (_, { token }) => done.push(`adopt ${token}`),
      keepCurrent: () => done.push('keep current'),
    },
  });
  const actor = createActor(machine, { input: { incoming: 'tok-link', current: 'tok-tab' } }).start();
  return { actor, done };
}

describe('tokenHandoverMachine (a link never silently replaces the open session)', () => {
  it('names both accounts and asks; the link wins only when the player says so', async () => {
    const { actor, done } = start({ incoming: 'Agent (agent01)', current: 'Demo (demo01)' });
    await waitFor(actor, (s) => s.matches('asking'));
    expect(actor.getSnapshot().context).toMatchObject({
      incomingName: 'Agent (agent01)',
      currentName: 'Demo (demo01)',
    });
    expect(done).toEqual([]);
    actor.send({ type: 'keep.incoming' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(done).toEqual(['adopt tok-link']);
  });

  it('keeps the open session when the player chooses it', async () => {
    const { actor, done } = start({ incoming: 'Agent (agent01)', current: 'Demo (demo01)' });
    await waitFor(actor, (s) => s.matches('asking'));
    actor.send({ type: 'keep.current' });
    expect(done).toEqual(['keep current']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("changes nothing for a link whose session has ended, and gives way to it when the tab's has ended", async () => {
    const stale = start({ incoming: null, current: 'Demo (demo01)' });
    await waitFor(stale.actor, (s) => s.status === 'done');
    expect(stale.done).toEqual(['keep current']);
    const gone = start({ incoming: 'Agent (agent01)', current: null });
    await waitFor(gone.actor, (s) => s.status === 'done');
    expect(gone.done).toEqual(['adopt tok-link']);
  });

  it('still asks, with the accounts unnamed, when the platform cannot be reached', async () => {
    const { actor, done } = start(new Error('offline'));
    await waitFor(actor, (s) => s.matches('asking'));
    expect(actor.getSnapshot().context.incomingName).toBeUndefined();
    expect(done).toEqual([]);
  });
});
