import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { StatusDetail } from '../src/api/contracts/system';
import { ApiError } from '../src/api/errors';
import { readSystemStatus, systemStatusMachine } from './system-status.machine';

type Answer = number | StatusDetail | ApiError;

/** The machine with a scripted status call: each check takes the next answer. */
function start(answers: Answer[]) {
  const queue = [...answers];
  const actor = createActor(
    systemStatusMachine.provide({
      actors: {
        fetchStatus: fromPromise<number | StatusDetail, void>(async () => {
          const next = queue.shift();
          if (next === undefined) throw new Error('no scripted answer left');
          if (next instanceof ApiError) throw next;
          return next;
        }),
      },
    }),
  );
  actor.start();
  return { actor };
}

const settle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !s.matches('checking') && !s.matches('deciding'));

describe('readSystemStatus (SPEC 4.1)', () => {
  it.each([
    [0, 'normal'],
    [1, 'maintenance'],
    [2, 'regionRestricted'],
    [{ status: 0, maintenance: true }, 'maintenance'],
    [{ status: 0, regionRestriction: true }, 'regionRestricted'],
    [{ status: 2, maintenance: true, regionRestriction: true }, 'maintenance'],
    [{ status: 1, regionRestriction: true }, 'maintenance'],
  ] as const)('%j reads as %s', (value, mode) => {
    expect(readSystemStatus(value).mode).toBe(mode);
  });

  it('keeps the maintenance end and the visitor IP', () => {
    expect(
      readSystemStatus({ status: 1, maintenanceEnd: '2026-11-22T18:00:00Z', ip: '203.0.113.9' }),
    ).toEqual({
      mode: 'maintenance',
      maintenanceEnd: '2026-11-22T18:00:00Z',
      ip: '203.0.113.9',
    });
  });
});

describe('systemStatusMachine', () => {
  it('renders the app when the site is normal', async () => {
    const { actor } = start([0]);
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('normal');
  });

  it('shows maintenance, and maintenance wins over a region block', async () => {
    const { actor } = start([{ status: 2, maintenance: true, regionRestriction: true }]);
    await settle(actor);
    // SPEC 8 maintenance: maintenance is shown even where the region is also blocked.
    expect(actor.getSnapshot().value).toBe('maintenance');
  });

  it('shows the region block with the visitor IP', async () => {
    const { actor } = start([{ status: 2, ip: '198.51.100.7' }]);
    await settle(actor);
    // SPEC 8 ip-location-block-and-system-maintenance: a region block, with the IP to show.
    expect(actor.getSnapshot().value).toBe('regionRestricted');
    expect(actor.getSnapshot().context.reading?.ip).toBe('198.51.100.7');
  });

  it('keeps the failure kind and recovers on retry', async () => {
    const { actor } = start([new ApiError('network', 'status'), 0]);
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
    actor.send({ type: 'status.retry' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('normal');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('checks again from maintenance and from a region block when asked', async () => {
    const { actor } = start([1, 2, 0]);
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('maintenance');
    actor.send({ type: 'status.recheck' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('regionRestricted');
    actor.send({ type: 'status.recheck' });
    await settle(actor);
    expect(actor.getSnapshot().value).toBe('normal');
  });

  it('ignores a retry unless the check failed', async () => {
    const fetchStatus = vi.fn<() => Promise<number | StatusDetail>>(async () => 0);
    const actor = createActor(
      systemStatusMachine.provide({ actors: { fetchStatus: fromPromise(fetchStatus) } }),
    ).start();
    await waitFor(actor, (s) => s.matches('normal'));
    actor.send({ type: 'status.retry' });
    expect(actor.getSnapshot().value).toBe('normal');
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('reaches every state through the graph of its events', () => {
    const done = (output: number | StatusDetail) =>
      ({ type: 'xstate.done.actor.fetchStatus', output }) as const;
    const paths = getShortestPaths(systemStatusMachine, {
      events: [
        done(0),
        done(1),
        done(2),
        done({ status: 2, maintenance: true }),
        { type: 'xstate.error.actor.fetchStatus', error: new ApiError('timeout', 'status') },
        { type: 'status.retry' },
        { type: 'status.recheck' },
      ] as never,
    });
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['checking', 'failed', 'maintenance', 'normal', 'regionRestricted']);
  });
});
