import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { PointsRecord, PointsRecordsPage, RedeemRequest } from '../src/api/contracts/points';

type RedeemSendInput = SubmitSendInput<RedeemRequest>;
import { ApiError } from '../src/api/errors';
import type { PendingWatchLoadInput } from './pending-watch.machine';
import {
  firstRecordsPage,
  pointsRecordsMachine,
  recordsPage,
  type PointsRecordsInput,
} from './points-records.machine';
import { PENDING_OPERATIONS_KEY } from '../src/lib/pending-operations';
import { pendingWorld, type PendingWorld } from './pending-test-support';
import type { SubmitSendInput } from './submit.machine';
import { createPointsRedeemMachine } from './points-redeem.machine';

const record = (status: PointsRecord['status'] = 'inProcess'): PointsRecord => ({
  referenceNo: 'PT0000200',
  applicationTime: '2026-11-22T12:00:00.000Z',
  type: 'redeem',
  status,
  rewardName: '৳50 cash bonus',
  pointsRequired: 500,
  amountRequired: 0,
  changedPoints: -500,
  pointBalance: 6_620,
  remark: null,
  unit: 'bonus',
  pointRatio: 20,
  cashAmount: 50,
});

/**
 * The redeem machine over the pending operations of `world` (the page after a reload is `start`
 * again over the same world), with its sends answered one by one by the test.
 */
function start(world: PendingWorld = pendingWorld()) {
  const sends: Array<{
    input: RedeemSendInput;
    resolve: (r: PointsRecord) => void;
    reject: (e: unknown) => void;
  }> = [];
  const redeemed: PointsRecord[] = [];
  let checks = 0;
  const actor = createActor(
    createPointsRedeemMachine({ pending: world.store }).provide({
      actors: {
        send: fromPromise<PointsRecord, RedeemSendInput>(
          ({ input }) => new Promise((resolve, reject) => sends.push({ input, resolve, reject })),
        ),
      },
      actions: {
        succeeded: (_, { result: r }) => void redeemed.push(r),
        checkOutcome: () => void checks++,
      },
    }),
    { clock: world.clock },
  ).start();
  return { actor, sends, redeemed, world, checks: () => checks };
}

/** The confirmation's Confirm, as the dialog sends it: the chosen reward with the password typed. */
function confirm(actor: ReturnType<typeof start>['actor'], paymentPassword: string) {
  actor.send({
    type: 'form.submit',
    request: { rewardId: actor.getSnapshot().context.subject ?? '', paymentPassword },
  });
}

describe('pointsRedeemMachine', () => {
  it('closed → editing → submitting → succeeded, with the password and reward in the request', async () => {
    const { actor, sends, redeemed } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'form.open', subject: 'rw-cash-50' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.subject).toBe('rw-cash-50');
    confirm(actor, '112233');
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(sends[0]!.input.request).toEqual({ rewardId: 'rw-cash-50', paymentPassword: '112233' });
    sends[0]!.resolve(record());
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(actor.getSnapshot().context.result).toEqual(record());
    expect(redeemed).toEqual([record()]);
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ subject: null, result: null });
  });

  it('a refusal goes back to editing with the failure; a second click while sending is ignored', async () => {
    const { actor, sends, redeemed } = start();
    actor.send({ type: 'form.open', subject: 'rw-cash-50' });
    confirm(actor, '000000');
    confirm(actor, '000000');
    actor.send({ type: 'form.cancel' });
    expect(sends).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('submitting');
    sends[0]!.reject(
      new ApiError('rejected', 'redeem', { serverMessage: 'The payment password is incorrect' }),
    );
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'rejected',
      serverMessage: 'The payment password is incorrect',
    });
    expect(redeemed).toEqual([]);
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'closed', context: { subject: null } });
  });

  it('a refusal is definite: the next confirm is a new key; a new redeem after success too', async () => {
    const { actor, sends, world } = start();
    actor.send({ type: 'form.open', subject: 'rw-cash-50' });
    confirm(actor, '000000');
    sends[0]!.reject(new ApiError('rejected', 'redeem'));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(world.store.list()).toEqual([]);
    confirm(actor, '112233');
    expect(sends[1]!.input.idempotencyKey).not.toBe(sends[0]!.input.idempotencyKey);
    sends[1]!.resolve(record());
    await waitFor(actor, (s) => s.matches('succeeded'));
    actor.send({ type: 'form.open', subject: 'rw-cash-50' });
    confirm(actor, '112233');
    expect(sends[2]!.input.idempotencyKey).not.toBe(sends[1]!.input.idempotencyKey);
  });

  it('doubt → unknown: checked, Send again with the same key → succeeded; the password never stored', async () => {
    const { actor, sends, redeemed, world, checks } = start();
    actor.send({ type: 'form.open', subject: 'rw-cash-50' });
    confirm(actor, '112233');
    sends[0]!.reject(new ApiError('network', 'redeem'));
    await waitFor(actor, (s) => s.matches('unknown'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
    expect(checks()).toBe(1);
    actor.send({ type: 'outcome.check' });
    expect(checks()).toBe(2);
    expect(world.store.list()).toMatchObject([{ call: 'redeem', request: { rewardId: 'rw-cash-50' } }]);
    expect(world.storage.getItem(PENDING_OPERATIONS_KEY)).not.toContain('112233');
    actor.send({ type: 'outcome.resend' });
    expect(sends[1]!.input).toEqual({
      request: { rewardId: 'rw-cash-50', paymentPassword: '112233' },
      idempotencyKey: sends[0]!.input.idempotencyKey,
    });
    sends[1]!.resolve(record());
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(redeemed).toEqual([record()]);
    expect(world.store.list()).toEqual([]);
  });

  it('unknown: Confirm again, or the dialog closed and opened again, or a reload: the same key', async () => {
    const world = pendingWorld();
    const first = start(world);
    first.actor.send({ type: 'form.open', subject: 'rw-cash-50' });
    confirm(first.actor, '112233');
    first.sends[0]!.reject(new ApiError('timeout', 'redeem'));
    await waitFor(first.actor, (s) => s.matches('unknown'));
    const key = first.sends[0]!.input.idempotencyKey;
    confirm(first.actor, '112233');
    expect(first.sends[1]!.input.idempotencyKey).toBe(key);
    first.sends[1]!.reject(new ApiError('server', 'redeem', { status: 502 }));
    await waitFor(first.actor, (s) => s.matches('unknown'));
    first.actor.send({ type: 'failure.dismiss' });
    expect(first.actor.getSnapshot()).toMatchObject({ value: 'editing', context: { failure: null } });
    first.actor.send({ type: 'form.cancel' });
    expect(first.actor.getSnapshot().value).toBe('closed');
    first.actor.send({ type: 'form.open', subject: 'rw-cash-50' });
    confirm(first.actor, '112233');
    expect(first.sends[2]!.input.idempotencyKey).toBe(key);
    first.sends[2]!.reject(new ApiError('network', 'redeem'));
    await waitFor(first.actor, (s) => s.matches('unknown'));
    // Another reward is another redeem.
    first.actor.send({ type: 'form.cancel' });
    first.actor.send({ type: 'form.open', subject: 'rw-cash-100' });
    confirm(first.actor, '112233');
    expect(first.sends[3]!.input.idempotencyKey).not.toBe(key);
    first.actor.stop();

    world.reload();
    const after = start(world);
    after.actor.send({ type: 'form.open', subject: 'rw-cash-50' });
    confirm(after.actor, '112233');
    expect(after.sends[0]!.input.idempotencyKey).toBe(key);
  });

  it('reaches every state', () => {
    const machine = createPointsRedeemMachine({ pending: pendingWorld().store }).provide({
      actors: { send: fromPromise(async () => record()) },
    });
    const paths = getShortestPaths(machine, {
      events: [
        { type: 'form.open', subject: 'rw-cash-50' },
        { type: 'form.submit', request: { rewardId: 'rw-cash-50', paymentPassword: '112233' } },
        { type: 'form.cancel' },
        { type: 'failure.dismiss' },
      ],
      // States are told apart by value and reward only.
      serializeState: (state) => JSON.stringify([state.value, state.context.subject]),
    });
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(reached).toEqual(new Set(['"closed"', '"editing"', '"submitting"']));
    // succeeded follows the send's answer (a promise): reached by the walks above.
  });
});

describe('a redeem over time (simulated clock)', () => {
  it('done shows In Process in the history; 10 s later the poll sees it Approved and says so once', async () => {
    const clock = new SimulatedClock();
    const loads: Array<{ input: PointsRecordsInput; resolve: (p: PointsRecordsPage) => void }> = [];
    const decided: PointsRecord[][] = [];
    const history = createActor(
      pointsRecordsMachine.provide({
        actors: {
          load: fromPromise<PointsRecordsPage, PendingWatchLoadInput<PointsRecordsInput>>(
            ({ input }) => new Promise((resolve) => loads.push({ input: input.query, resolve })),
          ),
        },
        actions: { itemsSettled: (_, { items }) => decided.push(items) },
      }),
      { input: firstRecordsPage, clock },
    ).start();
    const page = (records: PointsRecord[]): PointsRecordsPage => ({ records, pageNum: 1, totalPages: 1 });
    loads[0]!.resolve(page([]));
    await waitFor(history, (s) => s.matches({ loaded: 'resting' }));

    const { actor, sends } = start();
    actor.send({ type: 'form.open', subject: 'rw-cash-50' });
    confirm(actor, '112233');
    sends[0]!.resolve(record());
    await waitFor(actor, (s) => s.matches('succeeded'));
    history.send(recordsPage(1));
    loads[1]!.resolve(page([record()]));
    await waitFor(history, (s) => s.matches({ loaded: 'watching' }));

    clock.increment(5_000);
    loads[2]!.resolve(page([record()]));
    await waitFor(history, (s) => s.matches({ loaded: 'watching' }));
    expect(decided).toEqual([]);
    clock.increment(5_000);
    loads[3]!.resolve(page([record('approved')]));
    await waitFor(history, (s) => s.matches({ loaded: 'resting' }));
    expect(decided).toEqual([[record('approved')]]);
    clock.increment(60_000);
    expect(loads).toHaveLength(4);
  });
});
