import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { PaymentChannelKind, PaymentOrder } from '../src/api/contracts/payments';
import { ApiError } from '../src/api/errors';
import {
  isPendingOrder,
  paymentOrdersMachine,
  settledOrders,
  type PaymentOrdersQuery,
} from './payment-orders.machine';
import type { PendingWatchLoadInput } from './pending-watch.machine';

const order = (orderId: string, patch: Partial<PaymentOrder> = {}): PaymentOrder => ({
  orderId,
  kind: 'deposit',
  channelId: 'dep-bkash',
  channelName: 'bKash',
  amount: 1_000,
  status: 'processing',
  createdAt: '2026-11-22T12:00:00.000Z',
  settledAt: null,
  rejectReason: null,
  address: null,
  bankAccount: null,
  confirmation: null,
  payTo: null,
  ...patch,
});
const approved = (orderId: string) =>
  order(orderId, { status: 'approved', settledAt: '2026-11-22T12:00:10.000Z' });
const confirmation = (status: NonNullable<PaymentOrder['confirmation']>['status']) => ({
  status,
  deadline: '2026-11-22T12:30:10.000Z',
  proofCount: 0,
  remark: null,
  answeredAt: null,
});

/** Loads the test answers one by one, so each poll can be observed. */
function start(kind: PaymentChannelKind = 'deposit') {
  const clock = new SimulatedClock();
  const loads: Array<{
    input: { kind: PaymentChannelKind };
    resolve: (o: PaymentOrder[]) => void;
    reject: (e: unknown) => void;
  }> = [];
  const settled: PaymentOrder[][] = [];
  const actor = createActor(
    paymentOrdersMachine.provide({
      actors: {
        load: fromPromise<PaymentOrder[], PendingWatchLoadInput<PaymentOrdersQuery>>(
          ({ input }) =>
            new Promise((resolve, reject) => loads.push({ input: input.query, resolve, reject })),
        ),
      },
      actions: { itemsSettled: (_, params) => settled.push(params.items) },
    }),
    { input: { kind }, clock },
  ).start();
  return { actor, clock, loads, settled };
}

type Started = ReturnType<typeof start>;
const loaded = (actor: Started['actor'], phase: 'watching' | 'resting') =>
  waitFor(actor, (s) => s.matches({ loaded: phase }));

describe('pending orders', () => {
  it('are those in review, or payouts disputed as not received', () => {
    expect(isPendingOrder(order('D1'))).toBe(true);
    expect(isPendingOrder(approved('D1'))).toBe(false);
    expect(isPendingOrder(order('W1', { status: 'approved', confirmation: confirmation('awaiting') }))).toBe(
      false,
    );
    expect(
      isPendingOrder(order('W1', { status: 'approved', confirmation: confirmation('notReceived') })),
    ).toBe(true);
    expect(
      isPendingOrder(order('W1', { status: 'approved', confirmation: confirmation('forcedReceived') })),
    ).toBe(false);
  });

  it('settle when they stop being pending (new or still pending ones do not count)', () => {
    const before = [order('D1'), order('D2'), approved('D0')];
    const after = [order('D3'), approved('D1'), order('D2'), approved('D0')];
    expect(settledOrders(before, after).map((o) => o.orderId)).toEqual(['D1']);
    expect(settledOrders([], after)).toEqual([]);
  });
});

describe('paymentOrdersMachine', () => {
  it('loads the orders of its kind and rests when nothing is pending', async () => {
    const { actor, loads, clock } = start('withdrawal');
    expect(loads[0]!.input).toEqual({ kind: 'withdrawal' });
    loads[0]!.resolve([approved('W1')]);
    await loaded(actor, 'resting');
    expect(actor.getSnapshot().context.items).toEqual([approved('W1')]);
    clock.increment(60_000);
    expect(loads).toHaveLength(1);
  });

  it('polls every 5 s while an order is processing, and says when it settles', async () => {
    const { actor, loads, clock, settled } = start();
    loads[0]!.resolve([order('D1')]);
    await loaded(actor, 'watching');
    clock.increment(4_999);
    expect(loads).toHaveLength(1);
    clock.increment(1);
    expect(loads).toHaveLength(2);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    // The old list stays on screen while it reloads.
    expect(actor.getSnapshot().context.items).toEqual([order('D1')]);
    loads[1]!.resolve([order('D1')]);
    await loaded(actor, 'watching');
    expect(settled).toEqual([]);
    clock.increment(5_000);
    loads[2]!.resolve([approved('D1')]);
    await loaded(actor, 'resting');
    expect(settled).toEqual([[approved('D1')]]);
    clock.increment(30_000);
    expect(loads).toHaveLength(3);
  });

  it('shows a new order at once and watches it, even if it settles before the first poll', async () => {
    const { actor, loads, clock, settled } = start();
    loads[0]!.resolve([approved('D0')]);
    await loaded(actor, 'resting');
    actor.send({ type: 'items.add', item: order('D1') });
    expect(actor.getSnapshot().context.items.map((o) => o.orderId)).toEqual(['D1', 'D0']);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    loads[1]!.resolve([approved('D1'), approved('D0')]);
    await loaded(actor, 'resting');
    expect(settled).toEqual([[approved('D1')]]);
    clock.increment(10_000);
    expect(loads).toHaveLength(2);
  });

  it('keeps the list on a failed load, retries on the next tick while something is pending, and on request', async () => {
    const { actor, loads, clock } = start();
    loads[0]!.resolve([order('D1')]);
    await loaded(actor, 'watching');
    clock.increment(5_000);
    loads[1]!.reject(new ApiError('network', 'paymentOrders'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({
      items: [order('D1')],
      failure: { kind: 'network' },
    });
    clock.increment(5_000);
    expect(loads).toHaveLength(3);
    loads[2]!.reject(new ApiError('timeout', 'paymentOrders'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'load.retry' });
    expect(loads).toHaveLength(4);
    loads[3]!.resolve([order('D1')]);
    await loaded(actor, 'watching');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('waits for a retry when the first load fails (nothing known to be pending)', async () => {
    const { actor, loads, clock } = start();
    loads[0]!.reject(new ApiError('server', 'paymentOrders', { status: 500 }));
    await waitFor(actor, (s) => s.matches('failed'));
    clock.increment(60_000);
    expect(loads).toHaveLength(1);
    actor.send({ type: 'load.retry' });
    loads[1]!.resolve([]);
    await loaded(actor, 'resting');
  });

  it('replaces a changed order where it stands', async () => {
    const { actor, loads } = start('withdrawal');
    loads[0]!.resolve([approved('W2'), approved('W1')]);
    await loaded(actor, 'resting');
    const disputed = order('W1', { status: 'approved', confirmation: confirmation('notReceived') });
    actor.send({ type: 'items.add', item: disputed });
    expect(actor.getSnapshot().context.items).toEqual([approved('W2'), disputed]);
    loads[1]!.resolve([approved('W2'), disputed]);
    await loaded(actor, 'watching');
  });

  it('reloads on request when resting', async () => {
    const { actor, loads } = start();
    loads[0]!.resolve([]);
    await loaded(actor, 'resting');
    actor.send({ type: 'items.refresh' });
    expect(loads).toHaveLength(2);
  });
});
