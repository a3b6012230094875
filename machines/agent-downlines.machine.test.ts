import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DownlineListRequest, DownlineListValue } from '../src/api/contracts/agent-team';
import { ApiError } from '../src/api/errors';
import { agentDownlinesMachine } from './agent-downlines.machine';

const answer = (request: DownlineListRequest, patch: Partial<DownlineListValue> = {}): DownlineListValue => ({
  list: [],
  total: 25,
  page: Math.min(request.page, 3),
  levels: 3,
  totals: { balance: 0 },
  agentBalance: 1_000,
  currencySymbol: '৳',
  ...patch,
});

/** Answers each load when the test says so, so loads in flight can be observed and replaced. */
function start(input: { pageSize: number; account?: string } = { pageSize: 10 }) {
  const loads: Array<{
    request: DownlineListRequest;
    signal: AbortSignal;
    resolve: (v: DownlineListValue) => void;
    reject: (e: unknown) => void;
  }> = [];
  const actor = createActor(
    agentDownlinesMachine.provide({
      actors: {
        fetchDownlines: fromPromise<DownlineListValue, DownlineListRequest>(
          ({ input: request, signal }) =>
            new Promise((resolve, reject) => loads.push({ request, signal, resolve, reject })),
        ),
      },
    }),
    { input },
  ).start();
  const last = () => loads.at(-1)!;
  const settle = async () => {
    last().resolve(answer(last().request));
    await waitFor(actor, (s) => s.matches('ready'));
  };
  return { actor, loads, last, settle };
}

describe('agentDownlinesMachine', () => {
  it('loads the whole team, newest first, page 1 (or the account it was opened for)', async () => {
    const { actor, last, settle } = start({ pageSize: 10, account: ' kid01 ' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(last().request).toEqual({
      account: 'kid01',
      level: 'all',
      sort: 'joinedDesc',
      page: 1,
      pageSize: 10,
    });
    await settle();
    expect(actor.getSnapshot().context.data?.total).toBe(25);
  });

  it('a search, level or sort goes back to page 1; paging keeps the query', async () => {
    const { actor, last, settle } = start();
    await settle();
    actor.send({ type: 'page.go', page: 3 });
    expect(last().request.page).toBe(3);
    await settle();
    actor.send({ type: 'search.apply', account: 'Sub' });
    expect(last().request).toMatchObject({ account: 'Sub', page: 1 });
    await settle();
    actor.send({ type: 'page.go', page: 2 });
    expect(last().request).toMatchObject({ account: 'Sub', page: 2 });
    await settle();
    actor.send({ type: 'level.change', level: '2' });
    expect(last().request).toMatchObject({ account: 'Sub', level: '2', page: 1 });
    await settle();
    actor.send({ type: 'page.go', page: 2 });
    await settle();
    actor.send({ type: 'sort.change', sort: 'joinedAsc' });
    expect(last().request).toMatchObject({ level: '2', sort: 'joinedAsc', page: 1 });
  });

  it('ignores the page on show and pages that are not pages; shows the page the platform answered', async () => {
    const { actor, loads, settle, last } = start();
    await settle();
    const count = loads.length;
    actor.send({ type: 'page.go', page: 1 });
    actor.send({ type: 'page.go', page: 0 });
    actor.send({ type: 'page.go', page: 1.5 });
    expect(loads).toHaveLength(count);
    actor.send({ type: 'page.go', page: 9 });
    await settle();
    expect(last().request.page).toBe(9);
    expect(actor.getSnapshot().context.page).toBe(3);
  });

  it('a newer question replaces the load in flight', async () => {
    const { actor, loads, settle } = start();
    const first = loads[0]!;
    actor.send({ type: 'level.change', level: 'direct' });
    expect(first.signal.aborted).toBe(true);
    await settle();
    expect(actor.getSnapshot().context.level).toBe('direct');
  });

  it('keeps the rows after a failed reload, offers a retry, and reloads the same query', async () => {
    const { actor, last, settle } = start();
    await settle();
    actor.send({ type: 'search.apply', account: 'x' });
    last().reject(new ApiError('timeout', 'agentDownlineList'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ failure: { kind: 'timeout' }, data: { total: 25 } });
    actor.send({ type: 'load.retry' });
    expect(last().request).toMatchObject({ account: 'x', page: 1 });
    await settle();
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'list.reload' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(last().request).toMatchObject({ account: 'x', page: 1 });
  });
});
