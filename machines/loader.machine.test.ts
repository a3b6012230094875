import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../src/api/errors';
import { createLoaderMachine, type LoaderInput } from './loader.machine';

/** A load whose answers the test releases one by one, so in-flight states can be observed. */
function scriptedLoad() {
  const pending: Array<{ input: LoaderInput; resolve: (v: string) => void; reject: (e: unknown) => void }> =
    [];
  const logic = fromPromise<string, LoaderInput>(
    ({ input }) => new Promise<string>((resolve, reject) => pending.push({ input, resolve, reject })),
  );
  return { logic, pending };
}

function start() {
  const load = scriptedLoad();
  const actor = createActor(createLoaderMachine<string>('test').provide({ actors: { load: load.logic } }), {
    input: { language: 'BN' },
  }).start();
  return { actor, pending: load.pending };
}

describe('loader machine', () => {
  it('loads with its input and keeps the answer', async () => {
    const { actor, pending } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(pending[0]!.input).toEqual({ language: 'BN' });
    pending[0]!.resolve('bn menu');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.data).toBe('bn menu');
  });

  it('keeps the failure and loads again on retry', async () => {
    const { actor, pending } = start();
    pending[0]!.reject(new ApiError('server', 'gameMenu', { status: 500 }));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'server' });
    actor.send({ type: 'load.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    pending[1]!.resolve('menu');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ data: 'menu', failure: null });
  });

  it('reloads with a new language and shows the old data until the new one arrives', async () => {
    const { actor, pending } = start();
    pending[0]!.resolve('bn menu');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'load.reload', input: { language: 'EN' } });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.data).toBe('bn menu');
    expect(pending[1]!.input).toEqual({ language: 'EN' });
    pending[1]!.resolve('en menu');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.data).toBe('en menu');
  });

  it('lets the latest input win when a reload arrives mid-load', async () => {
    const { actor, pending } = start();
    actor.send({ type: 'load.reload', input: { language: 'EN' } });
    pending[0]!.resolve('stale bn menu'); // answer of the superseded load
    pending[1]!.resolve('en menu');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.data).toBe('en menu');
  });

  it('reloads after a failure with the new input', async () => {
    const { actor, pending } = start();
    pending[0]!.reject(new ApiError('network', 'gameMenu'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'load.reload', input: { language: 'EN' } });
    expect(pending[1]!.input).toEqual({ language: 'EN' });
  });
});
