import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ApiError } from '../src/api/errors';
import { createPendingWatchMachine, settledItems, type PendingWatchLoadInput } from './pending-watch.machine';

// A made-up list, so the factory is tested apart from its two callers' domains.
type Job = { id: string; state: 'queued' | 'done' };
type JobsPage = { jobs: Job[]; page: number };
type JobsQuery = { page: number; owner: string };

const job = (id: string, state: Job['state'] = 'queued'): Job => ({ id, state });
const rule = { isPending: (j: Job) => j.state === 'queued', keyOf: (j: Job) => j.id };

const jobsMachine = createPendingWatchMachine<Job, JobsPage, JobsQuery>({
  id: 'jobs',
  ...rule,
  itemsOf: (answer) => answer.jobs,
  // The server clamps the page; the owner is the one asked for.
  answeredQuery: (answer, asked) => ({ ...asked, page: answer.page }),
});

function start(query: JobsQuery = { page: 1, owner: 'm1' }) {
  const clock = new SimulatedClock();
  const loads: Array<{ query: JobsQuery; resolve: (a: JobsPage) => void; reject: (e: unknown) => void }> = [];
  const settled: Job[][] = [];
  const actor = createActor(
    jobsMachine.provide({
      actors: {
        load: fromPromise<JobsPage, PendingWatchLoadInput<JobsQuery>>(
          ({ input }) =>
            new Promise((resolve, reject) => loads.push({ query: input.query, resolve, reject })),
        ),
      },
      actions: { itemsSettled: (_, { items }) => void settled.push(items) },
    }),
    { input: query, clock },
  ).start();
  return { actor, clock, loads, settled };
}

const answer = (jobs: Job[], page = 1): JobsPage => ({ jobs, page });
type Started = ReturnType<typeof start>;
const loaded = (actor: Started['actor'], phase: 'watching' | 'resting') =>
  waitFor(actor, (s) => s.matches({ loaded: phase }));

describe('settled items', () => {
  it('are the pending ones that stopped pending; new or still pending ones do not count', () => {
    const before = [job('a'), job('b'), job('c', 'done')];
    const after = [job('d', 'done'), job('a', 'done'), job('b'), job('c', 'done')];
    expect(settledItems(rule, before, after)).toEqual([job('a', 'done')]);
    expect(settledItems(rule, [], after)).toEqual([]);
  });
});

describe('pending-watch machine', () => {
  it('loads its input query and rests with nothing pending', async () => {
    const { actor, clock, loads } = start({ page: 2, owner: 'm7' });
    expect(loads[0]!.query).toEqual({ page: 2, owner: 'm7' });
    loads[0]!.resolve(answer([job('a', 'done')], 2));
    await loaded(actor, 'resting');
    expect(actor.getSnapshot().context).toMatchObject({ items: [job('a', 'done')], failure: null });
    clock.increment(60_000);
    expect(loads).toHaveLength(1);
  });

  it('watches every 5 s while something is pending, says once what settled, then stops', async () => {
    const { actor, clock, loads, settled } = start();
    loads[0]!.resolve(answer([job('a'), job('b')]));
    await loaded(actor, 'watching');
    clock.increment(4_999);
    expect(loads).toHaveLength(1);
    clock.increment(1);
    expect(loads).toHaveLength(2);
    // The list stays while it reloads.
    expect(actor.getSnapshot().context.items).toEqual([job('a'), job('b')]);
    loads[1]!.resolve(answer([job('a', 'done'), job('b')]));
    await loaded(actor, 'watching');
    expect(settled).toEqual([[job('a', 'done')]]);
    clock.increment(5_000);
    loads[2]!.resolve(answer([job('a', 'done'), job('b', 'done')]));
    await loaded(actor, 'resting');
    expect(settled).toEqual([[job('a', 'done')], [job('b', 'done')]]);
    // Nothing pending: the watch has stopped.
    clock.increment(60_000);
    expect(loads).toHaveLength(3);
  });

  it('a failed load keeps the list and retries on the next tick while something is pending', async () => {
    const { actor, clock, loads } = start();
    loads[0]!.resolve(answer([job('a')]));
    await loaded(actor, 'watching');
    clock.increment(5_000);
    loads[1]!.reject(new ApiError('network', 'jobs'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ items: [job('a')], failure: { kind: 'network' } });
    clock.increment(5_000);
    expect(loads).toHaveLength(3);
    loads[2]!.resolve(answer([job('a', 'done')]));
    await loaded(actor, 'resting');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('a failed first load waits for a retry or a refresh (nothing known to be pending)', async () => {
    const { actor, clock, loads } = start();
    loads[0]!.reject(new ApiError('server', 'jobs', { status: 500 }));
    await waitFor(actor, (s) => s.matches('failed'));
    clock.increment(60_000);
    expect(loads).toHaveLength(1);
    actor.send({ type: 'load.retry' });
    loads[1]!.reject(new ApiError('timeout', 'jobs'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'items.refresh' });
    expect(loads).toHaveLength(3);
  });

  it('an added item shows at once (a known one where it stands) and is watched', async () => {
    const { actor, loads, settled } = start();
    loads[0]!.resolve(answer([job('b', 'done'), job('a', 'done')]));
    await loaded(actor, 'resting');
    actor.send({ type: 'items.add', item: job('c') });
    actor.send({ type: 'items.add', item: job('a') });
    expect(actor.getSnapshot().context.items).toEqual([job('c'), job('b', 'done'), job('a')]);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    const last = loads.at(-1)!;
    last.resolve(answer([job('c', 'done'), job('b', 'done'), job('a')]));
    await loaded(actor, 'watching');
    expect(settled).toEqual([[job('c', 'done')]]);
  });

  it('a new query replaces the load in flight; the answered page is kept; a refresh waits for the list', async () => {
    const { actor, loads } = start();
    actor.send({ type: 'items.refresh' });
    expect(loads).toHaveLength(1);
    actor.send({ type: 'items.query', query: { page: 9, owner: 'm1' } });
    expect(loads.map((l) => l.query.page)).toEqual([1, 9]);
    // The first answer comes late: its load was left, so it changes nothing.
    loads[0]!.resolve(answer([job('old', 'done')]));
    loads[1]!.resolve(answer([job('z', 'done')], 4));
    await loaded(actor, 'resting');
    expect(actor.getSnapshot().context).toMatchObject({
      query: { page: 4, owner: 'm1' },
      items: [job('z', 'done')],
      answer: { page: 4 },
    });
    actor.send({ type: 'items.refresh' });
    expect(loads[2]!.query).toEqual({ page: 4, owner: 'm1' });
  });
});
