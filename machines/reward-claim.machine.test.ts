import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../src/api/errors';
import type { RewardClaim, RewardClaimResult } from '../src/api/promotions';
import { pendingWorld, type PendingWorld } from './pending-test-support';
import type { SubmitSendInput } from './submit.machine';
import { createRewardClaimMachine, REVEAL_MS } from './reward-claim.machine';

type Pending = {
  input: SubmitSendInput<RewardClaim>;
  resolve: (value: RewardClaimResult) => void;
  reject: (error: unknown) => void;
};

/** A claim over the pending operations of `world` (a reload is `start` again over the same world). */
function start(world: PendingWorld = pendingWorld()) {
  const { clock } = world;
  const sends: Pending[] = [];
  const credited: RewardClaimResult[] = [];
  let checks = 0;
  const actor = createActor(
    createRewardClaimMachine({ pending: world.store }).provide({
      actors: {
        send: fromPromise<RewardClaimResult, SubmitSendInput<RewardClaim>>(
          ({ input }) => new Promise((resolve, reject) => sends.push({ input, resolve, reject })),
        ),
      },
      actions: {
        succeeded: (_, params) => void credited.push(params.result),
        checkOutcome: () => void checks++,
      },
    }),
    { clock },
  ).start();
  return { actor, clock, sends, credited, world, checks: () => checks };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const state = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().value;

describe('reward claim machine', () => {
  it('wheel: claiming → revealing for the 4 s spin → claimed; credited once, as soon as the platform answers', async () => {
    const { actor, clock, sends, credited } = start();
    actor.send({ type: 'form.submit', request: { kind: 'wheel' } });
    // A double click while the claim is under way sends nothing more.
    actor.send({ type: 'form.submit', request: { kind: 'wheel' } });
    await flush();
    expect(sends).toHaveLength(1);
    expect(state(actor)).toBe('submitting');
    sends[0]!.resolve({ amount: 20, bonusId: 'B1', segment: 3 });
    await flush();
    expect(state(actor)).toBe('revealing');
    expect(credited).toEqual([{ amount: 20, bonusId: 'B1', segment: 3 }]);
    actor.send({ type: 'form.submit', request: { kind: 'wheel' } });
    clock.increment(REVEAL_MS.wheel - 1);
    expect(state(actor)).toBe('revealing');
    clock.increment(1);
    expect(state(actor)).toBe('succeeded');
    expect(actor.getSnapshot().context.result).toMatchObject({ segment: 3 });
    expect(sends).toHaveLength(1);
  });

  it('an envelope reveals in 0.8 s, a sign-in at once', async () => {
    const envelope = start();
    envelope.actor.send({ type: 'form.submit', request: { kind: 'envelope' } });
    await flush();
    envelope.sends[0]!.resolve({ amount: 12.5, bonusId: 'B2' });
    await flush();
    envelope.clock.increment(799);
    expect(state(envelope.actor)).toBe('revealing');
    envelope.clock.increment(1);
    expect(state(envelope.actor)).toBe('succeeded');

    const signIn = start();
    signIn.actor.send({ type: 'form.submit', request: { kind: 'signIn' } });
    await flush();
    signIn.sends[0]!.resolve({ amount: 5, bonusId: 'B3', streak: 4 });
    await flush();
    signIn.clock.increment(0);
    expect(state(signIn.actor)).toBe('succeeded');
  });

  it('a refusal keeps its failure and is definite: the next claim is a new key', async () => {
    const { actor, sends, credited, world } = start();
    actor.send({ type: 'form.submit', request: { kind: 'mission', missionId: 'M1' } });
    await flush();
    sends[0]!.reject(new ApiError('rejected', 'claimMission', { serverMessage: 'Not complete' }));
    await flush();
    expect(state(actor)).toBe('editing');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'rejected', serverMessage: 'Not complete' });
    expect(world.store.list()).toEqual([]);
    actor.send({ type: 'form.submit', request: { kind: 'mission', missionId: 'M1' } });
    await flush();
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(sends[1]!.input.idempotencyKey).not.toBe(sends[0]!.input.idempotencyKey);
    expect(credited).toEqual([]);
  });

  it('doubt → unknown: checked; the same claim again (or Send again) keeps the key; another claim a new one', async () => {
    const { actor, clock, sends, credited, world, checks } = start();
    actor.send({ type: 'form.submit', request: { kind: 'wheel' } });
    await flush();
    sends[0]!.reject(new ApiError('network', 'spinWheel'));
    await flush();
    expect(state(actor)).toBe('unknown');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
    expect(checks()).toBe(1);
    actor.send({ type: 'outcome.check' });
    expect(checks()).toBe(2);
    // The next Spin is the lost spin again, not a second one.
    actor.send({ type: 'form.submit', request: { kind: 'wheel' } });
    await flush();
    expect(sends[1]!.input.idempotencyKey).toBe(sends[0]!.input.idempotencyKey);
    sends[1]!.reject(new ApiError('timeout', 'spinWheel'));
    await flush();
    actor.send({ type: 'outcome.resend' });
    await flush();
    expect(sends[2]!.input).toEqual({
      request: { kind: 'wheel' },
      idempotencyKey: sends[0]!.input.idempotencyKey,
    });
    sends[2]!.resolve({ amount: 20, bonusId: 'B1', segment: 3 });
    await flush();
    expect(credited).toEqual([{ amount: 20, bonusId: 'B1', segment: 3 }]);
    clock.increment(REVEAL_MS.wheel);
    expect(state(actor)).toBe('succeeded');
    expect(world.store.list()).toEqual([]);

    // Another claim while one is in doubt is another operation; dismissing keeps the doubt pending.
    actor.send({ type: 'form.again' });
    actor.send({ type: 'form.submit', request: { kind: 'mission', missionId: 'M1' } });
    await flush();
    sends[3]!.reject(new ApiError('server', 'claimMission', { status: 500 }));
    await flush();
    actor.send({ type: 'form.submit', request: { kind: 'mission', missionId: 'M2' } });
    await flush();
    expect(sends[4]!.input.idempotencyKey).not.toBe(sends[3]!.input.idempotencyKey);
    sends[4]!.reject(new ApiError('network', 'claimMission'));
    await flush();
    actor.send({ type: 'failure.dismiss' });
    expect(state(actor)).toBe('editing');
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(world.store.list()).toHaveLength(2);
  });

  it('a promotion claim in another language is the same claim; a reload keeps its key', async () => {
    const world = pendingWorld();
    const before = start(world);
    before.actor.send({
      type: 'form.submit',
      request: { kind: 'promotion', promotionId: 'P1', language: 'EN' },
    });
    await flush();
    before.sends[0]!.reject(new ApiError('timeout', 'promotionClaim'));
    await flush();
    before.actor.stop();
    world.reload();
    const after = start(world);
    after.actor.send({
      type: 'form.submit',
      request: { kind: 'promotion', promotionId: 'P1', language: 'BN' },
    });
    await flush();
    expect(after.sends[0]!.input.idempotencyKey).toBe(before.sends[0]!.input.idempotencyKey);
    expect(after.sends[0]!.input.request).toEqual({ kind: 'promotion', promotionId: 'P1', language: 'BN' });
  });

  it('failure.dismiss goes back to idle; form.again starts a new operation with a new key', async () => {
    const { actor, clock, sends } = start();
    actor.send({ type: 'form.submit', request: { kind: 'egg' } });
    await flush();
    sends[0]!.reject(new ApiError('rejected', 'smashEgg'));
    await flush();
    actor.send({ type: 'failure.dismiss' });
    expect(state(actor)).toBe('editing');
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'form.submit', request: { kind: 'egg' } });
    await flush();
    sends[1]!.resolve({ amount: 3, bonusId: 'B4' });
    await flush();
    clock.increment(REVEAL_MS.egg);
    expect(state(actor)).toBe('succeeded');
    actor.send({ type: 'form.again' });
    expect(actor.getSnapshot().context).toMatchObject({ result: null, sent: null });
    actor.send({ type: 'form.submit', request: { kind: 'egg' } });
    await flush();
    expect(sends[2]!.input.idempotencyKey).not.toBe(sends[1]!.input.idempotencyKey);
  });

  it('every state is reachable (xstate/graph)', () => {
    const paths = getShortestPaths(createRewardClaimMachine({ pending: pendingWorld().store }), {
      events: [
        { type: 'form.submit', request: { kind: 'envelope' } },
        { type: 'failure.dismiss' },
        { type: 'form.again' },
        { type: 'outcome.check' },
        { type: 'outcome.resend' },
      ],
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    // Promise outcomes are not events the graph can send: idle and claiming are reached by events.
    expect(reached).toEqual(new Set(['"editing"', '"submitting"']));
  });
});
