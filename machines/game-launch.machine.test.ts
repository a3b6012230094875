import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import type { GameItem, GamePage } from '../src/api/contracts/games';
import { GAME_MAINTENANCE } from '../src/api/contracts/launch';
import { ApiError } from '../src/api/errors';
import { gameLaunchMachine, vendorGamesMachine, type VendorGamesInput } from './game-launch.machine';

const game = (nodeId: string, over: Partial<GameItem> = {}): GameItem => ({
  nodeId,
  displayName: `Game ${nodeId}`,
  isHot: 0,
  vassalage: 'JILI',
  gameType: 'RNG',
  ...over,
});
const maintenance = new ApiError('rejected', 'launchGame', {
  code: GAME_MAINTENANCE,
  serverMessage: 'Game maintenance',
  value: { recommendations: [game('1'), game('2')] },
});
const previousGameOpen = new ApiError('server', 'launchGame', {
  status: 500,
  code: '#734',
  serverMessage: '#734 the previous game has not finished',
  value: { previousGame: game('7', { displayName: 'Open game' }) },
});
const usable = { isUsableUrl: (_: unknown, { url }: { url: string }) => url.startsWith('https://ok/') };

function launcher(answers: Array<string | Error>) {
  const requests: unknown[] = [];
  const machine = gameLaunchMachine.provide({
    actors: {
      launch: fromPromise<string, unknown>(async ({ input }) => {
        requests.push(input);
        const answer = answers.shift() ?? new Error('no more answers');
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    guards: usable,
  });
  const actor = createActor(machine, { input: { request: { vendor: 'JILI' } } }).start();
  return { actor, requests };
}

describe('gameLaunchMachine', () => {
  it('hosts a usable URL the launch answers', async () => {
    const { actor, requests } = launcher(['https://ok/game']);
    await waitFor(actor, (s) => s.matches('hosted'));
    expect(actor.getSnapshot().context.url).toBe('https://ok/game');
    expect(requests).toEqual([{ vendor: 'JILI' }]);
  });

  it('reports an invalid URL (SPEC 8) and launches again on retry', async () => {
    const { actor } = launcher(['javascript:alert(1)', 'https://ok/2']);
    await waitFor(actor, (s) => s.matches('invalidUrl'));
    // SPEC 8 invalid-url: an unusable URL is not hosted but reported.
    expect(actor.getSnapshot().context.url).toBeNull();
    actor.send({ type: 'launch.retry' });
    await waitFor(actor, (s) => s.matches('hosted'));
    expect(actor.getSnapshot().context.url).toBe('https://ok/2');
  });

  it('keeps the recommended games of a maintenance refusal', async () => {
    const { actor } = launcher([maintenance]);
    await waitFor(actor, (s) => s.matches('maintenance'));
    // SPEC 8 game-maintenance: the refusal keeps the other games it recommends.
    expect(actor.getSnapshot().context.recommendations.map((g) => g.nodeId)).toEqual(['1', '2']);
  });

  it('reads a maintenance refusal with a wrong-shaped value as one without recommendations', async () => {
    const { actor } = launcher([
      new ApiError('rejected', 'launchGame', { code: GAME_MAINTENANCE, value: 'x' }),
    ]);
    await waitFor(actor, (s) => s.matches('maintenance'));
    expect(actor.getSnapshot().context.recommendations).toEqual([]);
  });

  it('keeps the failure kind of any other error, and a retry that succeeds clears it', async () => {
    const { actor } = launcher([new ApiError('timeout', 'launchGame'), 'https://ok/3']);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'timeout' });
    actor.send({ type: 'launch.retry' });
    await waitFor(actor, (s) => s.matches('hosted'));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('says a blocked game window is blocked until the message is dismissed (SPEC 8)', async () => {
    const { actor } = launcher(['https://ok/game']);
    await waitFor(actor, (s) => s.matches('hosted'));
    actor.send({ type: 'window.blocked' });
    // SPEC 8 popup-blocked: the game's blocked window is reported.
    expect(actor.getSnapshot().matches({ hosted: 'popupBlocked' })).toBe(true);
    actor.send({ type: 'message.dismiss' });
    expect(actor.getSnapshot().matches({ hosted: 'shown' })).toBe(true);
  });

  it('keeps the open game of a "#734 previous game not finished" refusal, and launches again on retry', async () => {
    const { actor, requests } = launcher([previousGameOpen, 'https://ok/after']);
    await waitFor(actor, (s) => s.matches('previousGameOpen'));
    expect(actor.getSnapshot().context.previousGame?.displayName).toBe('Open game');
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'launch.retry' });
    await waitFor(actor, (s) => s.matches('hosted'));
    expect(actor.getSnapshot().context.previousGame).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('reads a "#734" refusal without the open game as one with no way back named', async () => {
    const bare = new ApiError('server', 'launchGame', { status: 500, code: '#734', value: null });
    const { actor } = launcher([bare]);
    await waitFor(actor, (s) => s.matches('previousGameOpen'));
    expect(actor.getSnapshot().context.previousGame).toBeNull();
  });

  it('reaches every state and takes every transition (graph)', () => {
    const machine = gameLaunchMachine.provide({ guards: usable });
    const events = [
      { type: 'xstate.done.actor.launch', output: 'https://ok/game' },
      { type: 'xstate.done.actor.launch', output: 'https://bad/game' },
      { type: 'xstate.error.actor.launch', error: maintenance },
      { type: 'xstate.error.actor.launch', error: previousGameOpen },
      { type: 'xstate.error.actor.launch', error: new ApiError('network', 'launchGame') },
      { type: 'launch.retry' },
      { type: 'window.blocked' },
      { type: 'message.dismiss' },
    ];
    const options = {
      input: { request: {} },
      events: events as never,
      serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
    };
    const reached = getShortestPaths(machine, options).map((p) => JSON.stringify(p.state.value));
    expect(reached.sort()).toEqual(
      [
        '"launching"',
        '{"hosted":"shown"}',
        '{"hosted":"popupBlocked"}',
        '"maintenance"',
        '"previousGameOpen"',
        '"invalidUrl"',
        '"failed"',
      ].sort(),
    );
    const edges = adjacencyMapToArray(getAdjacencyMap(machine, options)).map(
      (e) => `${JSON.stringify(e.state.value)} -> ${JSON.stringify(e.nextState.value)}`,
    );
    for (const edge of [
      '"launching" -> {"hosted":"shown"}',
      '"launching" -> "invalidUrl"',
      '"launching" -> "maintenance"',
      '"launching" -> "previousGameOpen"',
      '"previousGameOpen" -> "launching"',
      '"launching" -> "failed"',
      '{"hosted":"shown"} -> {"hosted":"popupBlocked"}',
      '{"hosted":"popupBlocked"} -> {"hosted":"shown"}',
      '"maintenance" -> "launching"',
      '"invalidUrl" -> "launching"',
      '"failed" -> "launching"',
    ]) {
      expect(edges).toContain(edge);
    }
  });
});

describe('vendorGamesMachine (the vendor popup list)', () => {
  const input: VendorGamesInput = { vendor: 'JILI_FISH', gameType: 'FISH', language: 'EN' };
  function lister(pages: Array<GamePage | Error>) {
    const asked: number[] = [];
    const machine = vendorGamesMachine.provide({
      actors: {
        loadPage: fromPromise<GamePage, VendorGamesInput & { pageNo: number }>(async ({ input: i }) => {
          asked.push(i.pageNo);
          const page = pages.shift() ?? new Error('no more pages');
          if (page instanceof Error) throw page;
          return page;
        }),
      },
    });
    return { actor: createActor(machine, { input }).start(), asked };
  }
  const page = (pageNo: number, games: GameItem[]): GamePage => ({ games, pageNo, totalPages: 2, total: 3 });

  it('loads page after page on request, leaving out the vendor list item itself', async () => {
    const { actor, asked } = lister([
      page(1, [game('tile', { isGame: 'VASSALAGE', vassalage: 'JILI_FISH' }), game('a')]),
      page(2, [game('b')]),
    ]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual(['a']);
    actor.send({ type: 'page.next' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.pageNo === 2);
    expect(actor.getSnapshot().context.games.map((g) => g.nodeId)).toEqual(['a', 'b']);
    expect(actor.getSnapshot().can({ type: 'page.next' })).toBe(false);
    expect(asked).toEqual([1, 2]);
  });

  it('keeps what it has after a failed page and retries that page', async () => {
    const { actor, asked } = lister([
      page(1, [game('a')]),
      new ApiError('network', 'gameList'),
      page(2, [game('b')]),
    ]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.next' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
    expect(actor.getSnapshot().context.games).toHaveLength(1);
    actor.send({ type: 'load.retry' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.games.length === 2);
    expect(asked).toEqual([1, 2, 2]);
  });
});
