import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PointsRecord, RedeemRequest } from '../src/api/contracts/points';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';
import { newNonce, operationKey } from '../src/lib/operation-key';

export type PointsRedeemEvent =
  /** A reward's Redeem button: opens the confirmation for it. */
  | { type: 'reward.choose'; rewardId: string }
  /** The confirmation's Confirm, with the payment password typed there. */
  | { type: 'redeem.confirm'; paymentPassword: string }
  | { type: 'redeem.cancel' }
  | { type: 'failure.dismiss' }
  /** The done or confirmation dialog closed: back to the rewards. */
  | { type: 'redeem.close' };

export type RedeemSendInput = { request: RedeemRequest; idempotencyKey: string };

interface PointsRedeemContext {
  rewardId: string | null;
  failure: FailureInfo | null;
  result: PointsRecord | null;
  /** One redeem's nonce: every send of the same request carries the same idempotency key. */
  nonce: string;
}

/**
 * A points-mall redeem (SPEC 7.8: password checked, encrypted): choosing → confirming (the member
 * types the payment password) → submitting → done; a refusal (a wrong password, not enough
 * points) goes back to confirming with the failure, and the view keeps what was typed.
 *
 * Points move, so it follows issue 5's no double spending: a confirm while one is in flight is
 * ignored (double click); a retry of the same request after a lost answer sends the same key, so
 * the platform redeems at most once; choosing again starts a new redeem with a new key.
 */
export const pointsRedeemMachine = setup({
  types: {
    context: {} as PointsRedeemContext,
    events: {} as PointsRedeemEvent,
  },
  actors: {
    redeem: fromPromise<PointsRecord, RedeemSendInput>(async () => {
      throw new Error('pointsRedeem: redeem is provided by the app');
    }),
  },
  actions: {
    /** Provided by the app: the points, the history and the header balance reload. */
    redeemed: (_, _params: { record: PointsRecord }) => {},
  },
}).createMachine({
  id: 'pointsRedeem',
  context: () => ({ rewardId: null, failure: null, result: null, nonce: newNonce() }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'reward.choose': {
          target: 'confirming',
          actions: assign({
            rewardId: ({ event }) => event.rewardId,
            failure: null,
            result: null,
            nonce: () => newNonce(),
          }),
        },
      },
    },
    confirming: {
      on: {
        'redeem.confirm': { target: 'submitting', actions: assign({ failure: null }) },
        'failure.dismiss': { actions: assign({ failure: null }) },
        'redeem.cancel': { target: 'choosing', actions: assign({ rewardId: null, failure: null }) },
        'redeem.close': { target: 'choosing', actions: assign({ rewardId: null, failure: null }) },
      },
    },
    submitting: {
      // Nothing else is taken here: a second click, a cancel or a close waits for the answer.
      invoke: {
        src: 'redeem',
        input: ({ context, event }) => {
          assertEvent(event, 'redeem.confirm');
          const request: RedeemRequest = {
            rewardId: context.rewardId ?? '',
            paymentPassword: event.paymentPassword,
          };
          return { request, idempotencyKey: operationKey(context.nonce, request) };
        },
        onDone: {
          target: 'done',
          actions: [
            assign({ result: ({ event }) => event.output, failure: null }),
            { type: 'redeemed', params: ({ event }) => ({ record: event.output }) },
          ],
        },
        onError: {
          target: 'confirming',
          actions: assign({ failure: ({ event }) => toFailureInfo(event.error) }),
        },
      },
    },
    done: {
      on: {
        'redeem.close': { target: 'choosing', actions: assign({ rewardId: null, result: null }) },
        'reward.choose': {
          target: 'confirming',
          actions: assign({
            rewardId: ({ event }) => event.rewardId,
            failure: null,
            result: null,
            nonce: () => newNonce(),
          }),
        },
      },
    },
  },
});
