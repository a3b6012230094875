import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../src/api/errors';
import { createMoneySubmitMachine, type MoneySendInput } from './money-submit.machine';

type Pending = { input: MoneySendInput; resolve: (v: unknown) => void; reject: (e: unknown) => void };

function start() {
  const sends: Pending[] = [];
  const succeeded: unknown[] = [];
  const actor = createActor(
    createMoneySubmitMachine('deposit').provide({
      actors: {
        send: fromPromise<unknown, MoneySendInput>(
          ({ input }) => new Promise((resolve, reject) => sends.push({ input, resolve, reject })),
        ),
      },
      actions: { succeeded: (_, params) => void succeeded.push(params.result) },
    }),
  ).start();
  return { actor, sends, succeeded };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('money submit machine', () => {
  it('sends one call for a double click', async () => {
    const { actor, sends } = start();
    actor.send({ type: 'form.submit', request: { amount: 100 } });
    actor.send({ type: 'form.submit', request: { amount: 100 } });
    await flush();
    expect(sends).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('keeps the idempotency key when the same request is tried again after a lost answer', async () => {
    const { actor, sends } = start();
    actor.send({ type: 'form.submit', request: { amount: 100, channel: 'bkash' } });
    await flush();
    sends[0]!.reject(new ApiError('network', 'deposit'));
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
    // Key order does not matter: the same request is the same operation.
    actor.send({ type: 'form.submit', request: { channel: 'bkash', amount: 100 } });
    await flush();
    expect(sends[1]!.input.idempotencyKey).toBe(sends[0]!.input.idempotencyKey);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('gives a changed request and a new operation new keys', async () => {
    const { actor, sends, succeeded } = start();
    actor.send({ type: 'form.submit', request: { amount: 100 } });
    await flush();
    sends[0]!.reject(new ApiError('rejected', 'deposit', { serverMessage: 'Over the limit' }));
    await flush();
    actor.send({ type: 'form.submit', request: { amount: 200 } });
    await flush();
    expect(sends[1]!.input.idempotencyKey).not.toBe(sends[0]!.input.idempotencyKey);
    sends[1]!.resolve({ orderId: 'D1' });
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.result).toEqual({ orderId: 'D1' });
    expect(succeeded).toEqual([{ orderId: 'D1' }]);
    // A submit after success is not a resend: only `form.again` starts another operation.
    actor.send({ type: 'form.submit', request: { amount: 200 } });
    await flush();
    expect(sends).toHaveLength(2);
    actor.send({ type: 'form.again' });
    actor.send({ type: 'form.submit', request: { amount: 200 } });
    await flush();
    expect(sends[2]!.input.idempotencyKey).not.toBe(sends[1]!.input.idempotencyKey);
  });
});
