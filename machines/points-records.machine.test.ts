import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { PointsRecord, PointsRecordsPage } from '../src/api/contracts/points';
import { ApiError } from '../src/api/errors';
import type { PendingWatchLoadInput } from './pending-watch.machine';
import {
  decidedRecords,
  firstRecordsPage,
  isInProcess,
  pointsRecordsMachine,
  recordsPage,
  type PointsRecordsInput,
} from './points-records.machine';

const record = (referenceNo: string, status: PointsRecord['status'] = 'inProcess'): PointsRecord => ({
  referenceNo,
  applicationTime: '2026-11-22T12:00:00.000Z',
  type: 'redeem',
  status,
  rewardName: 'BPL match ticket',
  pointsRequired: 1_500,
  amountRequired: 0,
  changedPoints: -1_500,
  pointBalance: 5_620,
  remark: status === 'rejected' ? 'ticketsUnavailable' : null,
  unit: 'ticket',
  pointRatio: 20,
  cashAmount: 0,
});
const page = (records: PointsRecord[], pageNum = 1, totalPages = 1): PointsRecordsPage => ({
  records,
  pageNum,
  totalPages,
});

function start() {
  const clock = new SimulatedClock();
  const loads: Array<{
    input: PointsRecordsInput;
    resolve: (p: PointsRecordsPage) => void;
    reject: (e: unknown) => void;
  }> = [];
  const decided: PointsRecord[][] = [];
  const actor = createActor(
    pointsRecordsMachine.provide({
      actors: {
        load: fromPromise<PointsRecordsPage, PendingWatchLoadInput<PointsRecordsInput>>(
          ({ input }) =>
            new Promise((resolve, reject) => loads.push({ input: input.query, resolve, reject })),
        ),
      },
      actions: { itemsSettled: (_, { items }) => decided.push(items) },
    }),
    { input: firstRecordsPage, clock },
  ).start();
  return { actor, clock, loads, decided };
}

describe('records in process', () => {
  it('are decided when they leave In Process', () => {
    expect(isInProcess(record('A'))).toBe(true);
    expect(isInProcess(record('A', 'approved'))).toBe(false);
    const before = [record('A'), record('B'), record('C', 'approved')];
    const after = [record('D'), record('A', 'rejected'), record('B'), record('C', 'approved')];
    expect(decidedRecords(before, after).map((r) => r.referenceNo)).toEqual(['A']);
  });
});

describe('pointsRecordsMachine', () => {
  it('loads page 1 and rests when nothing is In Process; pages on request', async () => {
    const { actor, clock, loads } = start();
    expect(loads[0]!.input).toEqual({ page: 1 });
    loads[0]!.resolve(page([record('A', 'approved')], 1, 3));
    await waitFor(actor, (s) => s.matches({ loaded: 'resting' }));
    clock.increment(60_000);
    expect(loads).toHaveLength(1);
    actor.send(recordsPage(3));
    expect(loads[1]!.input).toEqual({ page: 3 });
    loads[1]!.resolve(page([record('Z', 'approved')], 3, 3));
    await waitFor(actor, (s) => s.matches({ loaded: 'resting' }));
    expect(actor.getSnapshot().context).toMatchObject({ query: { page: 3 }, answer: { totalPages: 3 } });
    actor.send(recordsPage(1));
    expect(loads[2]!.input).toEqual({ page: 1 });
  });

  it('polls every 5 s while a redeem is In Process, and says once when it is Rejected', async () => {
    const { actor, clock, loads, decided } = start();
    loads[0]!.resolve(page([record('A')]));
    await waitFor(actor, (s) => s.matches({ loaded: 'watching' }));
    clock.increment(4_999);
    expect(loads).toHaveLength(1);
    clock.increment(1);
    expect(loads).toHaveLength(2);
    // The list stays on screen while it reloads.
    expect(actor.getSnapshot().context.items).toEqual([record('A')]);
    loads[1]!.resolve(page([record('A', 'rejected')]));
    await waitFor(actor, (s) => s.matches({ loaded: 'resting' }));
    expect(decided).toEqual([[record('A', 'rejected')]]);
  });

  it('a failed load keeps the list; while something is In Process it tries again on the next tick', async () => {
    const { actor, clock, loads } = start();
    loads[0]!.resolve(page([record('A')]));
    await waitFor(actor, (s) => s.matches({ loaded: 'watching' }));
    clock.increment(5_000);
    loads[1]!.reject(new ApiError('network', 'redeemList'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({
      items: [record('A')],
      failure: { kind: 'network' },
    });
    clock.increment(5_000);
    expect(loads).toHaveLength(3);
    loads[2]!.resolve(page([record('A', 'approved')]));
    await waitFor(actor, (s) => s.matches({ loaded: 'resting' }));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('a failed first load waits for a retry', async () => {
    const { actor, clock, loads } = start();
    loads[0]!.reject(new ApiError('server', 'redeemList'));
    await waitFor(actor, (s) => s.matches('failed'));
    clock.increment(30_000);
    expect(loads).toHaveLength(1);
    actor.send({ type: 'load.retry' });
    expect(loads).toHaveLength(2);
  });
});
