import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, SimulatedClock } from 'xstate';
import { createActorRegistry, stateValueText } from './actor-registry';
import { MASK } from './mask-secrets';

/** A login-like child: holds what was typed, password included. */
const loginMachine = setup({
  types: { input: {} as { username: string; password: string } },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ request: input }),
  initial: 'verifying',
  states: { verifying: {} },
});

/** A session-like root: a token, a child login, a delayed check on a simulated clock. */
const sessionMachine = setup({
  types: {
    context: {} as { token: string | null; account: string | null },
    events: {} as { type: 'credentials.submit'; username: string; password: string } | { type: 'logout' },
  },
  actors: { login: loginMachine, loadMember: fromPromise(async () => ({ account: 'demo01' })) },
  delays: { check: 1_000 },
}).createMachine({
  id: 'session',
  context: { token: null, account: null },
  initial: 'visitor',
  states: {
    visitor: {
      on: {
        'credentials.submit': {
          target: 'signingIn',
          actions: assign({ token: 'tok-secret-1' }),
        },
      },
    },
    signingIn: {
      invoke: {
        src: 'login',
        input: ({ event }) => {
          const submitted = event as { username: string; password: string };
          return { username: submitted.username, password: submitted.password };
        },
      },
      after: { check: 'signedIn' },
    },
    signedIn: {
      invoke: { src: 'loadMember' },
      on: { logout: 'visitor' },
    },
  },
});

function world(options: { eventsPerActor?: number; keepStoppedMs?: number; maxActors?: number } = {}) {
  const clock = new SimulatedClock();
  const registry = createActorRegistry({ now: () => clock.now(), ...options });
  const start = () => createActor(sessionMachine, { inspect: registry.inspect, clock }).start();
  return { clock, registry, start };
}

describe('actor registry', () => {
  it('lists a running machine with its state, masked context and events', () => {
    const { clock, registry, start } = world();
    const session = start();
    clock.increment(250);
    session.send({ type: 'credentials.submit', username: 'demo01', password: 'Demo@1234' });
    const [root, login, ...rest] = registry.actors();
    expect(rest).toEqual([]);
    expect(root).toMatchObject({
      path: ['session'],
      state: 'signingIn',
      status: 'running',
      context: `{ token: ${MASK}, account: null }`,
    });
    expect(root!.events).toEqual([
      { at: 0, type: 'xstate.init', detail: '' },
      { at: 250, type: 'credentials.submit', detail: `{ username: 'demo01', password: ${MASK} }` },
    ]);
    expect(login).toMatchObject({
      path: ['session', 'login'],
      state: 'verifying',
      context: `{ request: { username: 'demo01', password: ${MASK} } }`,
    });
    expect(JSON.stringify(registry.actors())).not.toMatch(/Demo@1234|tok-secret-1/);
  });

  it("follows the simulated clock's delayed events, and drops a stopped child after a while", () => {
    const { clock, registry, start } = world({ keepStoppedMs: 5_000 });
    const session = start();
    session.send({ type: 'credentials.submit', username: 'demo01', password: 'x' });
    clock.increment(1_000);
    expect(session.getSnapshot().value).toBe('signedIn');
    const [root, login] = registry.actors();
    expect(root!.state).toBe('signedIn');
    expect(root!.events.at(-1)).toMatchObject({ at: 1_000, type: 'xstate.after.check.session.signingIn' });
    // The invoked login stopped when its state was left: shown as stopped, then gone.
    expect(login).toMatchObject({ path: ['session', 'login'], status: 'stopped' });
    clock.increment(4_999);
    expect(registry.actors().map((actor) => actor.path.join('/'))).toEqual(['session', 'session/login']);
    clock.increment(1);
    expect(registry.actors().map((actor) => actor.path.join('/'))).toEqual(['session']);
  });

  it('leaves out actors that are not machines and machines that never started', () => {
    const { registry, start } = world();
    createActor(sessionMachine, { inspect: registry.inspect });
    const session = start();
    session.send({ type: 'credentials.submit', username: 'a', password: 'b' });
    expect(registry.actors()).toHaveLength(2);
    expect(registry.actors().some((actor) => actor.path.includes('loadMember'))).toBe(false);
  });

  it('keeps two roots apart although both are x:0 in their own systems', () => {
    const { registry, start } = world();
    const first = start();
    start();
    first.send({ type: 'credentials.submit', username: 'a', password: 'b' });
    expect(registry.actors().map((actor) => `${actor.path.join('/')} ${actor.state}`)).toEqual([
      'session signingIn',
      'session visitor',
      'session/login verifying',
    ]);
  });

  it('keeps the last few events of each actor only', () => {
    const { registry, start } = world({ eventsPerActor: 3 });
    const session = start();
    for (let i = 0; i < 5; i++) {
      session.send({ type: 'credentials.submit', username: 'a', password: 'b' });
      session.send({ type: 'logout' });
    }
    expect(registry.actors()[0]!.events.map((event) => event.type)).toEqual([
      'logout',
      'credentials.submit',
      'logout',
    ]);
  });

  it('marks a root stopped at once and forgets it later; keeps at most maxActors', () => {
    const { clock, registry, start } = world({ keepStoppedMs: 1_000, maxActors: 3 });
    const first = start();
    first.stop();
    expect(registry.actors()[0]!.status).toBe('stopped');
    clock.increment(1_000);
    expect(registry.actors()).toEqual([]);
    for (let i = 0; i < 5; i++) start();
    expect(registry.actors()).toHaveLength(3);
  });

  it('names nested and parallel states', () => {
    expect(stateValueText('idle')).toBe('idle');
    expect(stateValueText({ signedIn: 'idle' })).toBe('signedIn.idle');
    expect(stateValueText({ sms: 'counting', list: { loading: {} } })).toBe('(sms.counting, list.loading)');
  });
});
