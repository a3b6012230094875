import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { RecordsRequest } from '../src/api/contracts/records';
import { ApiError } from '../src/api/errors';
import { createRecordsQueryMachine, type RecordsQuery } from './records-query.machine';

type Answer = { total: number; rows: string[] };
type Pending = { input: RecordsRequest; resolve: (value: Answer) => void; reject: (error: unknown) => void };

const DHAKA = 360;
// 01:30 on 23 November in Dhaka (GMT+6), still the 22nd in UTC.
const START = Date.parse('2026-11-22T19:30:00Z');

function start(preset?: 'today' | 'last7') {
  const clock = new SimulatedClock();
  clock.set(START);
  const requests: Pending[] = [];
  const machine = createRecordsQueryMachine<Answer>('testRecords', '').provide({
    actors: {
      fetchRecords: fromPromise<Answer, RecordsRequest>(
        ({ input }) => new Promise((resolve, reject) => requests.push({ input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { gmtOffsetMinutes: DHAKA, pageSize: 10, now: () => clock.now(), ...(preset ? { preset } : {}) },
  }).start();
  /** Answers the newest request and lets the promise settle. */
  const answer = async (total: number, rows: string[] = []) => {
    requests.at(-1)!.resolve({ total, rows });
    await Promise.resolve();
    await Promise.resolve();
  };
  const fail = async (error: unknown) => {
    requests.at(-1)!.reject(error);
    await Promise.resolve();
    await Promise.resolve();
  };
  const state = () => actor.getSnapshot();
  return { actor, clock, requests, answer, fail, state };
}

describe('records query', () => {
  it("opens on today in the member's offset, page 1, all types", async () => {
    const { requests, answer, state } = start();
    expect(state().value).toBe('loading');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.input).toEqual({
      from: '2026-11-22T18:00:00.000Z',
      to: '2026-11-23T18:00:00.000Z',
      page: 1,
      pageSize: 10,
      filter: '',
    });
    await answer(3, ['a', 'b', 'c']);
    expect(state().value).toBe('ready');
    expect(state().context.data).toEqual({ total: 3, rows: ['a', 'b', 'c'] });
    expect(state().context.draft).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });

  it('loads page 1 of another quick range, and fills the custom fields with its days', async () => {
    const { actor, requests, answer, state } = start();
    await answer(0);
    actor.send({ type: 'range.preset', preset: 'last7' });
    expect(state().value).toBe('loading');
    expect(requests.at(-1)!.input).toMatchObject({
      from: '2026-11-16T18:00:00.000Z',
      to: '2026-11-23T18:00:00.000Z',
      page: 1,
    });
    expect(state().context.draft).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    actor.send({ type: 'range.preset', preset: 'yesterday' });
    expect(requests.at(-1)!.input).toMatchObject({
      from: '2026-11-21T18:00:00.000Z',
      to: '2026-11-22T18:00:00.000Z',
    });
  });

  it('pages within the same range, only to pages that exist', async () => {
    const { actor, clock, requests, answer, state } = start('last7');
    await answer(25);
    const range = { from: requests[0]!.input.from, to: requests[0]!.input.to };
    actor.send({ type: 'page.go', page: 2 });
    expect(requests.at(-1)!.input).toMatchObject({ ...range, page: 2 });
    await answer(25);
    expect(state().context.page).toBe(2);
    // Time passing does not move the period a page belongs to.
    clock.increment(86_400_000);
    actor.send({ type: 'page.go', page: 3 });
    expect(requests.at(-1)!.input).toMatchObject({ ...range, page: 3 });
    await answer(25);
    const sent = requests.length;
    actor.send({ type: 'page.go', page: 4 }); // 25 rows make 3 pages
    actor.send({ type: 'page.go', page: 0 });
    actor.send({ type: 'page.go', page: 3 }); // already there
    expect(requests).toHaveLength(sent);
    expect(state().value).toBe('ready');
  });

  it('goes back to page 1 when the filter changes', async () => {
    const { actor, requests, answer } = start();
    await answer(30);
    actor.send({ type: 'page.go', page: 3 });
    await answer(30);
    actor.send({ type: 'filter.change', filter: 'LIVE' });
    expect(requests.at(-1)!.input).toMatchObject({ page: 1, filter: 'LIVE' });
  });

  it('refuses a custom range with the start after the end, keeping what was typed and the rows', async () => {
    const { actor, requests, answer, state } = start();
    await answer(2, ['x', 'y']);
    actor.send({ type: 'range.preset', preset: 'custom' });
    expect(state().context.preset).toBe('custom');
    expect(requests).toHaveLength(1); // choosing custom asks nothing yet
    actor.send({ type: 'range.edit', from: '2026-11-20' });
    actor.send({ type: 'range.edit', to: '2026-11-10' });
    actor.send({ type: 'range.apply' });
    expect(state().context.rangeError).toBe('fromAfterTo');
    expect(state().context.draft).toEqual({ from: '2026-11-20', to: '2026-11-10' });
    expect(state().context.data?.rows).toEqual(['x', 'y']);
    expect(requests).toHaveLength(1);
    // Editing clears the message; a range reaching past 90 days is refused too.
    actor.send({ type: 'range.edit', from: '2026-01-01' });
    expect(state().context.rangeError).toBeNull();
    actor.send({ type: 'range.apply' });
    expect(state().context.rangeError).toBe('tooOld');
    actor.send({ type: 'range.edit', from: '2026-11-01', to: '2026-11-24' });
    actor.send({ type: 'range.apply' });
    expect(state().context.rangeError).toBe('future');
    // A valid range loads its days in the member's offset.
    actor.send({ type: 'range.edit', to: '2026-11-10' });
    actor.send({ type: 'range.apply' });
    expect(state().context.rangeError).toBeNull();
    expect(requests.at(-1)!.input).toMatchObject({
      from: '2026-10-31T18:00:00.000Z',
      to: '2026-11-10T18:00:00.000Z',
      page: 1,
    });
  });

  it('is checked against the clock: "today" at the member midnight is the new day', async () => {
    const { actor, clock, requests, answer, state } = start();
    await answer(0);
    // 23:59 on the 23rd in Dhaka: still the same day.
    clock.set(Date.parse('2026-11-23T17:59:00Z'));
    actor.send({ type: 'records.refresh' });
    expect(requests.at(-1)!.input.from).toBe('2026-11-22T18:00:00.000Z');
    await answer(0);
    clock.set(Date.parse('2026-11-23T18:00:00Z'));
    actor.send({ type: 'records.refresh' });
    expect(requests.at(-1)!.input).toMatchObject({
      from: '2026-11-23T18:00:00.000Z',
      to: '2026-11-24T18:00:00.000Z',
    });
    await answer(0);
    // The 24th is today now, so it is no longer a future date for a custom range.
    actor.send({ type: 'range.preset', preset: 'custom' });
    actor.send({ type: 'range.edit', from: '2026-11-24', to: '2026-11-24' });
    actor.send({ type: 'range.apply' });
    expect(state().context.rangeError).toBeNull();
    // A custom range is kept by a refresh.
    await answer(0);
    actor.send({ type: 'records.refresh' });
    expect(requests.at(-1)!.input.from).toBe('2026-11-23T18:00:00.000Z');
  });

  it('keeps the last rows on a failure and loads again on retry', async () => {
    const { actor, answer, fail, state, requests } = start();
    await answer(1, ['kept']);
    actor.send({ type: 'range.preset', preset: 'last30' });
    await fail(new ApiError('network', 'betRecords'));
    expect(state().value).toBe('failed');
    expect(state().context.failure).toEqual({ kind: 'network' });
    expect(state().context.data?.rows).toEqual(['kept']);
    actor.send({ type: 'load.retry' });
    expect(state().value).toBe('loading');
    expect(requests.at(-1)!.input).toEqual(requests.at(-2)!.input);
    await answer(4, ['new']);
    expect(state().value).toBe('ready');
    expect(state().context.failure).toBeNull();
  });

  it('answers the newest question when one replaces a load in flight', async () => {
    const { actor, requests, state } = start();
    actor.send({ type: 'filter.change', filter: 'RNG' });
    expect(requests).toHaveLength(2);
    requests[1]!.resolve({ total: 1, rows: ['rng'] });
    await Promise.resolve();
    await Promise.resolve();
    // The first (replaced) answer arrives late and changes nothing.
    requests[0]!.resolve({ total: 1, rows: ['stale'] });
    await Promise.resolve();
    await Promise.resolve();
    expect(state().value).toBe('ready');
    expect(state().context.data?.rows).toEqual(['rng']);
  });

  it('loads the last page when the period has shrunk below the page on show', async () => {
    const { actor, requests, answer, state } = start();
    await answer(35);
    actor.send({ type: 'page.go', page: 4 });
    await answer(35);
    actor.send({ type: 'records.refresh' });
    await answer(15); // now only 2 pages
    expect(state().value).toBe('loading');
    expect(requests.at(-1)!.input.page).toBe(2);
    await answer(15, ['last']);
    expect(state().context.page).toBe(2);
    expect(state().value).toBe('ready');
  });

  it("takes a typed filter (an agent report's): sent as it is, a change loads page 1", async () => {
    type TeamFilter = { level: number; account: string };
    const requests: RecordsQuery<TeamFilter>[] = [];
    const machine = createRecordsQueryMachine<Answer, TeamFilter>('teamRecords', {
      level: 0,
      account: '',
    }).provide({
      actors: {
        fetchRecords: fromPromise<Answer, RecordsQuery<TeamFilter>>(async ({ input }) => {
          requests.push(input);
          return { total: 30, rows: [] };
        }),
      },
    });
    const clock = new SimulatedClock();
    clock.set(START);
    const actor = createActor(machine, {
      clock,
      input: { gmtOffsetMinutes: DHAKA, pageSize: 10, now: () => clock.now() },
    }).start();
    expect(requests[0]!.filter).toEqual({ level: 0, account: '' });
    await Promise.resolve();
    await Promise.resolve();
    actor.send({ type: 'page.go', page: 2 });
    actor.send({ type: 'filter.change', filter: { level: 2, account: 'm1' } });
    expect(requests.at(-1)).toMatchObject({ page: 1, filter: { level: 2, account: 'm1' } });
    expect(actor.getSnapshot().context.filter).toEqual({ level: 2, account: 'm1' });
  });
});
