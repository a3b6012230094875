import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { GameItem } from '../src/api/contracts/games';
import { ApiError } from '../src/api/errors';
import { gameListMachine, type GameListQuery, type GamePageResult } from './game-list.machine';

const game = (n: number): GameItem => ({
  nodeId: String(n),
  displayName: `Game ${n}`,
  isHot: 0,
  vassalage: 'PG',
  gameType: 'RNG',
});

type Request = {
  query: GameListQuery;
  pageNo: number;
  resolve: (p: GamePageResult) => void;
  reject: (e: unknown) => void;
};

function start() {
  const clock = new SimulatedClock();
  const requests: Request[] = [];
  const actor = createActor(
    gameListMachine.provide({
      actors: {
        loadPage: fromPromise<GamePageResult, { query: GameListQuery; pageNo: number }>(
          ({ input }) => new Promise((resolve, reject) => requests.push({ ...input, resolve, reject })),
        ),
      },
    }),
    { clock, input: { gameType: 'RNG', language: 'EN', vassalage: null } },
  ).start();
  return { actor, clock, requests };
}

/** Page `pageNo` of `totalPages` with 20 games each. */
const page = (pageNo: number, totalPages = 3): GamePageResult => ({
  games: Array.from({ length: 20 }, (_, i) => game((pageNo - 1) * 20 + i)),
  pageNo,
  totalPages,
  total: totalPages * 20,
});

describe('gameListMachine (SPEC 7.4, 9)', () => {
  it('loads the first page of ALL and shows it', async () => {
    const { actor, requests } = start();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(requests[0]).toMatchObject({
      pageNo: 1,
      query: { selection: 'ALL', classify: null, keyword: '' },
    });
    requests[0]!.resolve(page(1));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.games).toHaveLength(20);
    expect(actor.getSnapshot().context.total).toBe(60);
  });

  it('loads page after page as the player scrolls, and stops at the last', async () => {
    const { actor, requests } = start();
    requests[0]!.resolve(page(1));
    for (const next of [2, 3]) {
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'more.load' });
      expect(requests.at(-1)!.pageNo).toBe(next);
      requests.at(-1)!.resolve(page(next));
    }
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.games.map((g) => g.nodeId)).toHaveLength(60);
    actor.send({ type: 'more.load' });
    expect(requests).toHaveLength(3);
  });

  it('starts again from page 1 with a new filter category or selection type', async () => {
    const { actor, requests } = start();
    requests[0]!.resolve(page(1));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'query.set', query: { classify: 'JP' } });
    expect(actor.getSnapshot().context.games).toEqual([]);
    expect(requests[1]).toMatchObject({ pageNo: 1, query: { classify: 'JP', selection: 'ALL' } });
    actor.send({ type: 'query.set', query: { selection: 'HOT' } });
    expect(requests[2]).toMatchObject({ pageNo: 1, query: { classify: 'JP', selection: 'HOT' } });
  });

  it('searches by name once typing pauses for 300 ms (simulated clock)', async () => {
    const { actor, clock, requests } = start();
    requests[0]!.resolve(page(1));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'search.type', keyword: 'tig' });
    clock.increment(200);
    actor.send({ type: 'search.type', keyword: 'tiger ' });
    clock.increment(299);
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().context.games).toHaveLength(20);
    clock.increment(1);
    expect(requests[1]).toMatchObject({ pageNo: 1, query: { keyword: 'tiger' } });
  });

  it('asks nothing when the name typed comes back to the one searched', async () => {
    const { actor, clock, requests } = start();
    requests[0]!.resolve(page(1));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'search.type', keyword: 'x' });
    actor.send({ type: 'search.type', keyword: '' });
    clock.increment(300);
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('shows a failed first page and retries it', async () => {
    const { actor, requests } = start();
    requests[0]!.reject(new ApiError('timeout', 'gameList'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'timeout' });
    actor.send({ type: 'retry' });
    expect(requests[1]!.pageNo).toBe(1);
    requests[1]!.resolve(page(1));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('keeps the games when a next page fails, and asks for that page again on retry', async () => {
    const { actor, requests } = start();
    requests[0]!.resolve(page(1));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'more.load' });
    requests[1]!.reject(new ApiError('network', 'gameList'));
    await waitFor(actor, (s) => s.matches('moreFailed'));
    expect(actor.getSnapshot().context.games).toHaveLength(20);
    actor.send({ type: 'retry' });
    expect(requests[2]!.pageNo).toBe(2);
  });
});
