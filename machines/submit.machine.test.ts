import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../src/api/errors';
import { createSubmitMachine, type SubmitSendInput } from './submit.machine';

// The plain form (change password, recovery, a join, an application): typed, not idempotent.
type Recovery = { username: string; email: string };
type Sent = { ticket: string };
type Pending = { input: SubmitSendInput<Recovery>; resolve: (v: Sent) => void; reject: (e: unknown) => void };

function start() {
  const sends: Pending[] = [];
  const succeeded: Sent[] = [];
  const actor = createActor(
    createSubmitMachine<Recovery, Sent>('forgotPasswordEmail').provide({
      actors: {
        send: fromPromise<Sent, SubmitSendInput<Recovery>>(
          ({ input }) => new Promise((resolve, reject) => sends.push({ input, resolve, reject })),
        ),
      },
      actions: { succeeded: (_, { result }) => void succeeded.push(result) },
    }),
  ).start();
  return { actor, sends, succeeded };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const request = (patch: Partial<Recovery> = {}): Recovery => ({
  username: 'rahim',
  email: 'r@x.bd',
  ...patch,
});

describe('submit machine (plain form)', () => {
  it('success: one send for a double click, the typed answer kept and announced', async () => {
    const { actor, sends, succeeded } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'form.submit', request: request() });
    actor.send({ type: 'form.submit', request: request({ username: 'karim' }) });
    await flush();
    expect(sends).toHaveLength(1);
    // Not idempotent: no key is taken from the pending operations.
    expect(sends[0]!.input).toEqual({ request: request(), idempotencyKey: '' });
    sends[0]!.resolve({ ticket: 'T1' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(actor.getSnapshot().context).toMatchObject({ result: { ticket: 'T1' }, failure: null });
    expect(succeeded).toEqual([{ ticket: 'T1' }]);
    // Done: a further submit sends nothing.
    actor.send({ type: 'form.submit', request: request() });
    await flush();
    expect(sends).toHaveLength(1);
  });

  it('failure with retry: back to editing with the failure, dismissed, then sent again', async () => {
    const { actor, sends, succeeded } = start();
    actor.send({ type: 'form.submit', request: request() });
    await flush();
    sends[0]!.reject(new ApiError('rejected', 'forgotPasswordEmail', { serverMessage: 'No such user' }));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'rejected', serverMessage: 'No such user' });
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'form.submit', request: request() });
    await flush();
    sends[1]!.reject(new ApiError('timeout', 'forgotPasswordEmail'));
    // A lost answer is a plain failure here (no outcome to check): the form is editable again.
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'timeout' });
    actor.send({ type: 'form.submit', request: request({ email: 'rahim@x.bd' }) });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await flush();
    expect(sends[2]!.input.request).toEqual(request({ email: 'rahim@x.bd' }));
    sends[2]!.resolve({ ticket: 'T2' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(succeeded).toEqual([{ ticket: 'T2' }]);
  });

  it('form.again after a success starts a new submission', async () => {
    const { actor, sends } = start();
    actor.send({ type: 'form.submit', request: request() });
    await flush();
    sends[0]!.resolve({ ticket: 'T1' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    actor.send({ type: 'form.again' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { result: null, sent: null } });
    actor.send({ type: 'form.submit', request: request() });
    await flush();
    expect(sends).toHaveLength(2);
  });

  it('reaches only editing, submitting and (by its answer) succeeded: never unknown, closed or saved', () => {
    const paths = getShortestPaths(createSubmitMachine<Recovery, Sent>('graph'), {
      events: [
        { type: 'form.submit', request: request() },
        { type: 'failure.dismiss' },
        { type: 'form.again' },
        { type: 'outcome.check' },
        { type: 'outcome.resend' },
        { type: 'form.open' },
        { type: 'form.cancel' },
        { type: 'form.edit' },
        { type: 'xstate.done.actor.send', output: { ticket: 'T1' } } as never,
        { type: 'xstate.error.actor.send', error: new ApiError('timeout', 'graph') } as never,
      ],
      serializeState: (state) => JSON.stringify(state.value),
    });
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['editing', 'submitting', 'succeeded']));
  });
});
