import { assign, fromPromise, setup } from 'xstate';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';
import type { RewardClaim, RewardClaimResult } from '../src/api/promotions';
import { newNonce, operationKey } from '../src/lib/operation-key';

/**
 * How long the reveal plays after the platform answers (the prize is known, the animation shows
 * it): the wheel turns for 4 s, an envelope opens in 0.8 s, an egg cracks in 0.6 s; a plain claim
 * (sign-in, a mission, a raffle, a promotion) shows its result at once.
 */
export const REVEAL_MS: Record<RewardClaim['kind'], number> = {
  wheel: 4_000,
  envelope: 800,
  egg: 600,
  signIn: 0,
  mission: 0,
  raffle: 0,
  promotion: 0,
};

export type RewardClaimEvent =
  { type: 'claim.start'; claim: RewardClaim } | { type: 'claim.dismiss' } | { type: 'claim.again' };

export type RewardClaimInput = { claim: RewardClaim; idempotencyKey: string };

export interface RewardClaimContext {
  claim: RewardClaim | null;
  result: RewardClaimResult | null;
  failure: FailureInfo | null;
  nonce: string;
}

/**
 * One reward claim (red envelope, wheel spin, egg, sign-in, mission, raffle, promotion bonus):
 * idle → claiming → revealing (the animation's delay) → claimed, or → refused with the failure.
 *
 * Money rules (issue 5 no double spending): a second `claim.start` while one is under way is
 * ignored (a double click sends one call); a retry after a refusal or a lost answer sends the same
 * idempotency key for the same claim, so the platform credits at most once; `claim.again` (the
 * next spin, the next egg) starts a new operation with a new key. `credited` runs as soon as the
 * platform answers (the view emits the balance change there), before the reveal ends.
 */
export const rewardClaimMachine = setup({
  types: {
    context: {} as RewardClaimContext,
    events: {} as RewardClaimEvent,
  },
  actors: {
    sendClaim: fromPromise<RewardClaimResult, RewardClaimInput>(async () => {
      throw new Error('rewardClaim: sendClaim is provided by the app');
    }),
  },
  actions: {
    credited: (_, _params: { result: RewardClaimResult }) => {},
  },
  delays: {
    reveal: ({ context }) => (context.claim ? REVEAL_MS[context.claim.kind] : 0),
  },
}).createMachine({
  id: 'rewardClaim',
  context: () => ({ claim: null, result: null, failure: null, nonce: newNonce() }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'claim.start': {
          target: 'claiming',
          actions: assign({ claim: ({ event }) => event.claim, failure: null }),
        },
      },
    },
    claiming: {
      invoke: {
        src: 'sendClaim',
        input: ({ context }) => ({
          claim: context.claim!,
          idempotencyKey: operationKey(context.nonce, context.claim),
        }),
        onDone: {
          target: 'revealing',
          actions: [
            assign({ result: ({ event }) => event.output }),
            { type: 'credited', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: {
          target: 'refused',
          actions: assign({ failure: ({ event }) => toFailureInfo(event.error) }),
        },
      },
    },
    revealing: {
      after: { reveal: 'claimed' },
    },
    claimed: {
      on: {
        'claim.again': {
          target: 'idle',
          actions: assign({ result: null, claim: null, nonce: () => newNonce() }),
        },
      },
    },
    refused: {
      on: {
        // The same claim again is the same operation (same key); another claim is a new one.
        'claim.start': {
          target: 'claiming',
          actions: assign({
            nonce: ({ context, event }) =>
              JSON.stringify(context.claim) === JSON.stringify(event.claim) ? context.nonce : newNonce(),
            claim: ({ event }) => event.claim,
            failure: null,
          }),
        },
        'claim.dismiss': { target: 'idle', actions: assign({ failure: null }) },
      },
    },
  },
});
