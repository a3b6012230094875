import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError, type ApiErrorKind } from '../src/api/errors';
import { PENDING_MAX_AGE_MS, PENDING_OPERATIONS_KEY } from '../src/lib/pending-operations';
import { pendingWorld, type PendingWorld } from './pending-test-support';
import { createSubmitMachine, type SubmitSendInput } from './submit.machine';

type Withdrawal = { channelId: string; amount: number; bankAccountId: string; paymentPassword: string };
type Placed = { orderId: string };
type Pending = {
  input: SubmitSendInput<Withdrawal>;
  resolve: (v: Placed) => void;
  reject: (e: unknown) => void;
};

/**
 * A money form over the pending operations of `world` (a new form after a closed dialog or a
 * reload is `start(world)` again), with its sends answered by hand.
 */
function start(world: PendingWorld = pendingWorld(), sends: Pending[] = []) {
  const succeeded: unknown[] = [];
  let checks = 0;
  const actor = createActor(
    createSubmitMachine<Withdrawal, Placed>('withdraw', { idempotent: { pending: world.store } }).provide({
      actors: {
        send: fromPromise<Placed, SubmitSendInput<Withdrawal>>(
          ({ input }) => new Promise((resolve, reject) => sends.push({ input, resolve, reject })),
        ),
      },
      actions: {
        succeeded: (_, params) => void succeeded.push(params.result),
        checkOutcome: () => void checks++,
      },
    }),
    { clock: world.clock },
  ).start();
  return { actor, sends, succeeded, world, checks: () => checks };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const request = (patch: Partial<Withdrawal> = {}): Withdrawal => ({
  channelId: 'wd-bkash',
  amount: 1000,
  bankAccountId: 'BA1',
  paymentPassword: '112233',
  ...patch,
});
const lost = (kind: ApiErrorKind = 'timeout') => new ApiError(kind, 'withdraw', { status: 504 });
const refused = () => new ApiError('rejected', 'withdraw', { serverMessage: 'Over the limit' });

describe('idempotent submit machine (money)', () => {
  it('success: one send for a double click, then settled; form.again starts a new operation', async () => {
    const { actor, sends, succeeded, world } = start();
    actor.send({ type: 'form.submit', request: request() });
    actor.send({ type: 'form.submit', request: request() });
    await flush();
    expect(sends).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(sends[0]!.input).toEqual({ request: request(), idempotencyKey: expect.any(String) });
    expect(world.store.list()).toMatchObject([{ call: 'withdraw', key: sends[0]!.input.idempotencyKey }]);
    sends[0]!.resolve({ orderId: 'W1' });
    await flush();
    expect(actor.getSnapshot()).toMatchObject({ value: 'succeeded', context: { result: { orderId: 'W1' } } });
    expect(succeeded).toEqual([{ orderId: 'W1' }]);
    expect(world.store.list()).toEqual([]);
    // A submit after success is not a resend: only `form.again` starts another operation.
    actor.send({ type: 'form.submit', request: request() });
    await flush();
    expect(sends).toHaveLength(1);
    actor.send({ type: 'form.again' });
    actor.send({ type: 'form.submit', request: request() });
    await flush();
    expect(sends[1]!.input.idempotencyKey).not.toBe(sends[0]!.input.idempotencyKey);
  });

  it('refusal: back to editing with the failure; a definite answer, so the next send is a new key', async () => {
    const { actor, sends, world, checks } = start();
    actor.send({ type: 'form.submit', request: request({ paymentPassword: '999999' }) });
    await flush();
    sends[0]!.reject(refused());
    await flush();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { failure: { kind: 'rejected', serverMessage: 'Over the limit' } },
    });
    expect(world.store.list()).toEqual([]);
    expect(checks()).toBe(0);
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'form.submit', request: request() });
    await flush();
    expect(sends[1]!.input.idempotencyKey).not.toBe(sends[0]!.input.idempotencyKey);
  });

  it('an ended session is a definite answer too', async () => {
    const { actor, sends, world } = start();
    actor.send({ type: 'form.submit', request: request() });
    await flush();
    sends[0]!.reject(new ApiError('unauthorized', 'withdraw', { status: 401 }));
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(world.store.list()).toEqual([]);
  });

  it.each(['timeout', 'network', 'server', 'malformed'] as const)(
    'doubt (%s) → unknown: the outcome is checked, Send again keeps the key, then success',
    async (kind) => {
      const { actor, sends, succeeded, world, checks } = start();
      actor.send({ type: 'form.submit', request: request() });
      await flush();
      const key = sends[0]!.input.idempotencyKey;
      sends[0]!.reject(lost(kind));
      await flush();
      expect(actor.getSnapshot()).toMatchObject({ value: 'unknown', context: { failure: { kind } } });
      // The balance and the orders are checked at once, and again on request.
      expect(checks()).toBe(1);
      actor.send({ type: 'outcome.check' });
      expect(checks()).toBe(2);
      // Still pending, without the password.
      expect(world.store.list()).toEqual([
        {
          call: 'withdraw',
          key,
          request: { channelId: 'wd-bkash', amount: 1000, bankAccountId: 'BA1' },
          startedAt: 0,
        },
      ]);
      expect(world.storage.getItem(PENDING_OPERATIONS_KEY)).not.toContain('112233');
      actor.send({ type: 'outcome.resend' });
      await flush();
      expect(actor.getSnapshot()).toMatchObject({ value: 'submitting', context: { failure: null } });
      expect(sends[1]!.input).toEqual({ request: request(), idempotencyKey: key });
      // The platform answers a repeated key with the first answer.
      sends[1]!.resolve({ orderId: 'W1' });
      await flush();
      expect(actor.getSnapshot().value).toBe('succeeded');
      expect(succeeded).toEqual([{ orderId: 'W1' }]);
      expect(world.store.list()).toEqual([]);
    },
  );

  it('unknown: the form sent again keeps the key for the same intent, a changed request is a new one', async () => {
    const { actor, sends, world } = start();
    actor.send({ type: 'form.submit', request: request() });
    await flush();
    sends[0]!.reject(lost('network'));
    await flush();
    // Typed again with the password re-entered differently: the same intent, the same key.
    actor.send({ type: 'form.submit', request: request({ paymentPassword: '112234' }) });
    await flush();
    expect(sends[1]!.input.idempotencyKey).toBe(sends[0]!.input.idempotencyKey);
    expect(sends[1]!.input.request).toEqual(request({ paymentPassword: '112234' }));
    sends[1]!.reject(lost('server'));
    await flush();
    actor.send({ type: 'form.submit', request: request({ amount: 2000 }) });
    await flush();
    expect(sends[2]!.input.idempotencyKey).not.toBe(sends[0]!.input.idempotencyKey);
    // Both stay pending until each has a definite answer.
    expect(world.store.list()).toHaveLength(2);
    sends[2]!.reject(refused());
    await flush();
    expect(world.store.list().map((entry) => entry.key)).toEqual([sends[0]!.input.idempotencyKey]);
    // Dismissed: back to editing; the doubtful operation is still pending.
    actor.send({ type: 'form.submit', request: request() });
    await flush();
    expect(sends[3]!.input.idempotencyKey).toBe(sends[0]!.input.idempotencyKey);
    sends[3]!.reject(lost());
    await flush();
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { failure: null } });
    expect(world.store.list()).toHaveLength(1);
  });

  it('reload mid-doubt: a new page over the same session storage sends the same key', async () => {
    const world = pendingWorld();
    const before = start(world);
    before.actor.send({ type: 'form.submit', request: request() });
    await flush();
    before.sends[0]!.reject(lost());
    await flush();
    expect(before.actor.getSnapshot().value).toBe('unknown');
    before.actor.stop();

    world.reload();
    const after = start(world);
    expect(after.actor.getSnapshot().value).toBe('editing');
    after.actor.send({ type: 'form.submit', request: request() });
    await flush();
    expect(after.sends[0]!.input.idempotencyKey).toBe(before.sends[0]!.input.idempotencyKey);
    after.sends[0]!.resolve({ orderId: 'W1' });
    await flush();
    expect(world.store.list()).toEqual([]);
  });

  it('a dialog closed while sending: the answer never arrives, the next form sends the same key', async () => {
    const world = pendingWorld();
    const closed = start(world);
    closed.actor.send({ type: 'form.submit', request: request() });
    await flush();
    closed.actor.stop();
    const reopened = start(world);
    reopened.actor.send({ type: 'form.submit', request: request() });
    await flush();
    expect(reopened.sends[0]!.input.idempotencyKey).toBe(closed.sends[0]!.input.idempotencyKey);
  });

  it('a doubt older than 24 hours is forgotten: the same request is then a new operation', async () => {
    const world = pendingWorld();
    const { actor, sends } = start(world);
    actor.send({ type: 'form.submit', request: request() });
    await flush();
    sends[0]!.reject(lost());
    await flush();
    world.clock.increment(PENDING_MAX_AGE_MS - 1);
    actor.send({ type: 'outcome.resend' });
    await flush();
    expect(sends[1]!.input.idempotencyKey).toBe(sends[0]!.input.idempotencyKey);
    sends[1]!.reject(lost());
    await flush();
    world.clock.increment(1);
    actor.send({ type: 'outcome.resend' });
    await flush();
    expect(sends[2]!.input.idempotencyKey).not.toBe(sends[0]!.input.idempotencyKey);
  });

  it('reaches editing and submitting by events; the answers lead to the other states (above)', () => {
    const machine = createSubmitMachine<{ amount: number }, Placed>('deposit', {
      idempotent: { pending: pendingWorld().store },
    });
    const paths = getShortestPaths(machine, {
      events: [
        { type: 'form.submit', request: { amount: 1 } },
        { type: 'failure.dismiss' },
        { type: 'form.again' },
        { type: 'outcome.check' },
        { type: 'outcome.resend' },
      ],
      serializeState: (state) => JSON.stringify(state.value),
    });
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['editing', 'submitting']));
  });
});
