import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { GameItem } from '../src/api/contracts/games';
import { ApiError } from '../src/api/errors';
import { favouritesMachine } from './favourites.machine';

const game = (nodeId: string, displayName = `Game ${nodeId}`): GameItem => ({
  nodeId,
  displayName,
  isHot: 0,
  vassalage: 'PG',
  gameType: 'RNG',
});

type Call = { op: 'add' | 'remove'; nodeId: string; resolve: () => void; reject: (e: unknown) => void };

function start({ storedIds = ['1'] as string[] | null, list = [game('1')] } = {}) {
  const clock = new SimulatedClock();
  const calls: Call[] = [];
  const stored: string[][] = [];
  let loginAsked = 0;
  const call = (op: Call['op']) =>
    fromPromise<null, { game: GameItem }>(
      ({ input }) =>
        new Promise((resolve, reject) =>
          calls.push({ op, nodeId: input.game.nodeId, resolve: () => resolve(null), reject }),
        ),
    );
  const actor = createActor(
    favouritesMachine.provide({
      actors: {
        loadIds: fromPromise(async () => ['7', '8']),
        loadList: fromPromise(async () => list),
        addFavourite: call('add'),
        removeFavourite: call('remove'),
      },
      actions: {
        askLogin: () => {
          loginAsked += 1;
        },
        storeIds: (_, { ids }) => {
          stored.push(ids);
        },
      },
    }),
    { clock },
  ).start();
  if (storedIds !== undefined) actor.send({ type: 'session.member', ids: storedIds });
  return { actor, clock, calls, stored, loginAsked: () => loginAsked };
}

const ids = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.ids;
const listIds = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().context.list.map((g) => g.nodeId);

describe('favouritesMachine (SPEC 4.8)', () => {
  it('asks a visitor to log in, with the spec message, and changes nothing', () => {
    const clock = new SimulatedClock();
    let asked = 0;
    const actor = createActor(favouritesMachine.provide({ actions: { askLogin: () => void (asked += 1) } }), {
      clock,
    }).start();
    actor.send({ type: 'favourite.toggle', game: game('5') });
    expect(asked).toBe(1);
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'notLoggedIn' });
    expect(actor.getSnapshot().context.ids).toEqual([]);
  });

  it('starts from the stored id list', () => {
    const { actor } = start({ storedIds: ['3', '4'] });
    expect(ids(actor)).toEqual(['3', '4']);
  });

  it('loads the ids when none are stored yet, and stores them', async () => {
    const { actor, stored } = start({ storedIds: null });
    await waitFor(actor, (s) => s.matches({ session: { member: 'ready' } }));
    expect(ids(actor)).toEqual(['7', '8']);
    expect(stored.at(-1)).toEqual(['7', '8']);
  });

  it('keeps a heart tapped while the ids load: the loaded ids do not undo it', async () => {
    const { actor, calls, stored } = start({ storedIds: null });
    actor.send({ type: 'favourite.toggle', game: game('2') });
    await waitFor(actor, (s) => s.matches({ session: { member: 'ready' } }));
    expect(ids(actor)).toEqual(['7', '8', '2']);
    expect(stored.at(-1)).toEqual(['7', '8', '2']);
    expect(calls.map((c) => [c.op, c.nodeId])).toEqual([['add', '2']]);
  });

  it('keeps a removal still with the server out of a list that loads meanwhile', async () => {
    const { actor, calls } = start({ list: [game('1'), game('9')], storedIds: ['1', '9'] });
    actor.send({ type: 'favourite.toggle', game: game('1') });
    actor.send({ type: 'list.load' });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(listIds(actor)).toEqual(['9']);
    expect(ids(actor)).toEqual(['9']);
    calls[0]!.reject(new ApiError('server', 'removeFavourite'));
    await waitFor(actor, (s) => s.matches({ changes: 'idle' }));
    // Refused: it comes back (at the end, since the list it was removed from had not loaded yet).
    expect(listIds(actor)).toEqual(['9', '1']);
  });

  it('adds at once, stores the ids and calls the server', () => {
    const { actor, calls, stored } = start();
    actor.send({ type: 'favourite.toggle', game: game('2') });
    expect(ids(actor)).toEqual(['1', '2']);
    expect(stored.at(-1)).toEqual(['1', '2']);
    expect(calls.map((c) => [c.op, c.nodeId])).toEqual([['add', '2']]);
  });

  it('ignores adding an id already present: no call', () => {
    const { actor, calls } = start();
    actor.send({ type: 'favourite.add', game: game('1') });
    expect(ids(actor)).toEqual(['1']);
    expect(calls).toEqual([]);
  });

  // The machine's own throttle delay, on a simulated clock.
  it('SPEC 9 favourite-toggle-throttle: lets one toggle through per 1000 ms', async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'favourite.toggle', game: game('2') });
    calls[0]!.resolve();
    await waitFor(actor, (s) => s.matches({ changes: 'idle' }));
    clock.increment(999);
    actor.send({ type: 'favourite.toggle', game: game('3') });
    expect(ids(actor)).toEqual(['1', '2']);
    expect(calls).toHaveLength(1);
    clock.increment(1);
    actor.send({ type: 'favourite.toggle', game: game('3') });
    expect(ids(actor)).toEqual(['1', '2', '3']);
    expect(calls).toHaveLength(2);
  });

  it('removes from the ids and the list at once, before the server answers', async () => {
    const { actor, calls } = start({ list: [game('1'), game('9')], storedIds: ['1', '9'] });
    actor.send({ type: 'list.load' });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'favourite.toggle', game: game('1') });
    expect(ids(actor)).toEqual(['9']);
    expect(listIds(actor)).toEqual(['9']);
    expect(calls.map((c) => [c.op, c.nodeId])).toEqual([['remove', '1']]);
    calls[0]!.resolve();
    await waitFor(actor, (s) => s.matches({ changes: 'idle' }));
    expect(listIds(actor)).toEqual(['9']);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('rolls a failed removal back into place, with a message', async () => {
    const { actor, calls, stored } = start({ list: [game('1'), game('9')], storedIds: ['1', '9'] });
    actor.send({ type: 'list.load' });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'favourite.remove', game: game('1') });
    calls[0]!.reject(new ApiError('network', 'removeFavourite'));
    await waitFor(actor, (s) => s.matches({ changes: 'idle' }));
    expect(ids(actor)).toEqual(['9', '1']);
    expect(listIds(actor)).toEqual(['1', '9']);
    expect(stored.at(-1)).toEqual(['9', '1']);
    expect(actor.getSnapshot().context.notice).toMatchObject({
      code: 'removeFailed',
      game: { nodeId: '1' },
      failure: { kind: 'network' },
    });
  });

  it('rolls a failed addition back, with a message that can be dismissed', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'favourite.toggle', game: game('2') });
    calls[0]!.reject(new ApiError('server', 'addFavourite'));
    await waitFor(actor, (s) => s.matches({ notice: 'shown' }));
    expect(ids(actor)).toEqual(['1']);
    expect(actor.getSnapshot().context.notice).toMatchObject({ code: 'addFailed' });
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('hides a notice by itself after a while', () => {
    const clock = new SimulatedClock();
    const actor = createActor(favouritesMachine, { clock }).start();
    actor.send({ type: 'favourite.toggle', game: game('5') });
    expect(actor.getSnapshot().matches({ notice: 'shown' })).toBe(true);
    clock.increment(6000);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('forgets the favourites at logout', async () => {
    const { actor } = start();
    actor.send({ type: 'list.load' });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'session.visitor' });
    expect(ids(actor)).toEqual([]);
    expect(listIds(actor)).toEqual([]);
    expect(actor.getSnapshot().matches({ list: 'idle' })).toBe(true);
  });

  it('shows a failed list load, and loads again on retry', async () => {
    let attempt = 0;
    const actor = createActor(
      favouritesMachine.provide({
        actors: {
          loadList: fromPromise(async () => {
            attempt += 1;
            if (attempt === 1) throw new ApiError('timeout', 'favouriteList');
            return [game('4')];
          }),
        },
      }),
    ).start();
    actor.send({ type: 'session.member', ids: [] });
    actor.send({ type: 'list.load' });
    await waitFor(actor, (s) => s.matches({ list: 'failed' }));
    expect(actor.getSnapshot().context.listFailure).toEqual({ kind: 'timeout' });
    actor.send({ type: 'list.load' });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(actor.getSnapshot().context.ids).toEqual(['4']);
  });
});
