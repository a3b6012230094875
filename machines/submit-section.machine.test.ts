import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, waitFor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { ApiError } from '../src/api/errors';
import { createSubmitMachine, type SubmitSendInput } from './submit.machine';

/** The tests' requests: what a form sends does not matter to the machine. */
type Req = object | number;
/** A save whose answer the test releases, so the state in flight can be observed. */
type Pending = { request: Req; resolve: () => void; reject: (error: unknown) => void };

/** A security-centre form: one that stays open (the profile) or opens from its section. */
const sectionForm = (stayOpen: boolean) => createSubmitMachine<Req, null>('test', { section: { stayOpen } });

function start(stayOpen: boolean) {
  const sent: Pending[] = [];
  let saves = 0;
  const actor = createActor(
    sectionForm(stayOpen).provide({
      actors: {
        send: fromPromise<null, SubmitSendInput<Req>>(
          ({ input }) =>
            new Promise((resolve, reject) =>
              sent.push({ request: input.request, resolve: () => resolve(null), reject }),
            ),
        ),
      },
      actions: { succeeded: () => (saves += 1) },
    }),
  ).start();
  return { actor, sent, saves: () => saves };
}

const refusal = new ApiError('rejected', 'saveProfile', { serverMessage: 'Real name format incorrect' });

describe('section submit machine (security centre)', () => {
  it('a closable form opens, cancels and opens again', () => {
    const { actor } = start(false);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'form.submit', request: {} });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'form.open' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('sends one call for a double submit, then announces the save and reloads', async () => {
    const { actor, sent, saves } = start(false);
    actor.send({ type: 'form.open' });
    actor.send({ type: 'form.submit', request: { a: 1 } });
    actor.send({ type: 'form.submit', request: { a: 2 } });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(sent.map((s) => s.request)).toEqual([{ a: 1 }]);
    sent[0]!.resolve();
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saves()).toBe(1);
    // A closable form closes after a save; opening it again starts a new edit.
    actor.send({ type: 'form.submit', request: { a: 3 } });
    actor.send({ type: 'form.edit' });
    expect(actor.getSnapshot().value).toBe('saved');
    actor.send({ type: 'form.open' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('keeps the failure (a code and the server message) until the next submit, dismiss or cancel', async () => {
    const { actor, sent, saves } = start(false);
    actor.send({ type: 'form.open' });
    actor.send({ type: 'form.submit', request: {} });
    sent[0]!.reject(refusal);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'rejected',
      serverMessage: 'Real name format incorrect',
    });
    expect(saves()).toBe(0);
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot().context.failure).toBeNull();

    actor.send({ type: 'form.submit', request: {} });
    sent[1]!.reject(new Error('offline'));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
    actor.send({ type: 'form.submit', request: {} });
    expect(actor.getSnapshot().context.failure).toBeNull();
    sent[2]!.reject(refusal);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'closed', context: { failure: null } });
  });

  it('a form that stays open (the profile) starts editing, never closes and saves again', async () => {
    const { actor, sent, saves } = start(true);
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'form.submit', request: 1 });
    sent[0]!.resolve();
    await waitFor(actor, (s) => s.matches('saved'));
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('saved');
    // Typing again takes the "saved" notice away; the next submit saves again.
    actor.send({ type: 'form.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'form.submit', request: 2 });
    expect(actor.getSnapshot().value).toBe('submitting');
    sent[1]!.resolve();
    await waitFor(actor, (s) => s.matches('saved'));
    expect(saves()).toBe(2);
  });

  it('reaches every state and takes every transition (graph)', () => {
    const events = [
      { type: 'form.open' },
      { type: 'form.cancel' },
      { type: 'form.edit' },
      { type: 'form.submit', request: {} },
      { type: 'failure.dismiss' },
      { type: 'xstate.done.actor.send', output: null },
      { type: 'xstate.error.actor.send', error: refusal },
    ];
    const edges = new Set<string>();
    const reached = new Set<string>();
    for (const stayOpen of [false, true]) {
      const options = {
        events: events as never,
        serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.failure !== null]),
      };
      const machine = sectionForm(stayOpen);
      for (const path of getShortestPaths(machine, options))
        reached.add(`${stayOpen}:${JSON.stringify(path.state.value)}`);
      for (const edge of adjacencyMapToArray(getAdjacencyMap(machine, options))) {
        edges.add(
          `${stayOpen}:${JSON.stringify(edge.state.value)} -> ${JSON.stringify(edge.nextState.value)}`,
        );
      }
    }
    expect([...reached].sort()).toEqual(
      [
        'false:"closed"',
        'false:"editing"',
        'false:"submitting"',
        'false:"saved"',
        'true:"editing"',
        'true:"submitting"',
        'true:"saved"',
      ].sort(),
    );
    for (const edge of [
      'false:"closed" -> "editing"',
      'false:"editing" -> "closed"',
      'false:"editing" -> "submitting"',
      'false:"submitting" -> "saved"',
      'false:"submitting" -> "editing"',
      'false:"saved" -> "editing"',
      'false:"saved" -> "closed"',
      'true:"saved" -> "submitting"',
      'true:"saved" -> "editing"',
    ]) {
      expect(edges).toContain(edge);
    }
    expect([...edges].filter((edge) => edge.startsWith('true:') && edge.endsWith('"closed"'))).toEqual([]);
  });
});
