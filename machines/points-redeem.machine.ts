import { assertEvent, assign, setup } from 'xstate';
import { providedByApp } from './provided-by-app';
import type { PointsRecord, RedeemRequest } from '../src/api/contracts/points';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';
import type { PendingOperations } from '../src/lib/pending-operations';
import { isOutcomeLost, operationKey } from './operation-key';

export type PointsRedeemEvent =
  /** A reward's Redeem button: opens the confirmation for it. */
  | { type: 'reward.choose'; rewardId: string }
  /** The confirmation's Confirm, with the payment password typed there. */
  | { type: 'redeem.confirm'; paymentPassword: string }
  | { type: 'redeem.cancel' }
  | { type: 'failure.dismiss' }
  /** The done or confirmation dialog closed: back to the rewards. */
  | { type: 'redeem.close' }
  /** The outcome is not known: look at the points and the history again. */
  | { type: 'outcome.check' }
  /** The outcome is not known: send the same redeem again, with the same key. */
  | { type: 'outcome.resend' };

export type RedeemSendInput = { request: RedeemRequest; idempotencyKey: string };

/** The call name the pending operations know a redeem by. */
export const REDEEM_OPERATION = 'redeem';

interface PointsRedeemContext {
  rewardId: string | null;
  failure: FailureInfo | null;
  result: PointsRecord | null;
  /** The redeem being sent or last sent, for "Send again" (in memory only, password and all). */
  request: RedeemRequest | null;
  /** Its idempotency key, from the pending operations. */
  key: string | null;
}

/**
 * A points-mall redeem (SPEC 7.8: password checked, encrypted): choosing → confirming (the member
 * types the payment password) → submitting → done; a refusal (a wrong password, not enough
 * points) goes back to confirming with the failure, and the view keeps what was typed.
 *
 * Points move, so nothing is spent twice: a confirm while one is in flight is ignored (double
 * click). The key comes from the pending operations (`pending`, injected), the same for the same
 * reward until a definite answer, even after the dialog closed or the page reloaded. A timeout, network error or 5xx leaves the outcome unknown: `unknown` runs
 * `checkOutcome` (provided: the points, the history and the balance reload) and offers
 * `outcome.resend` (same key) and `outcome.check`; Confirm there sends the same intent again.
 */
export function createPointsRedeemMachine({ pending }: { pending: PendingOperations }) {
  const keys = operationKey(pending, REDEEM_OPERATION);
  return setup({
    types: {
      context: {} as PointsRedeemContext,
      events: {} as PointsRedeemEvent,
    },
    actors: {
      redeem: providedByApp<PointsRecord, RedeemSendInput>('pointsRedeem: redeem'),
    },
    guards: {
      outcomeUnknown: (_, params: { error: unknown }) => isOutcomeLost(params.error),
    },
    actions: {
      /** Provided by the app: the points, the history and the header balance reload. */
      redeemed: (_, _params: { record: PointsRecord }) => {},
      /** Provided by the app: the same reloads, to show whether a redeem whose answer was lost went through. */
      checkOutcome: () => {},
      choose: assign(({ event }) => {
        assertEvent(event, 'reward.choose');
        return { rewardId: event.rewardId, failure: null, result: null, request: null, key: null };
      }),
      takeRequest: assign(({ context, event }) => {
        assertEvent(event, 'redeem.confirm');
        const request: RedeemRequest = {
          rewardId: context.rewardId ?? '',
          paymentPassword: event.paymentPassword,
        };
        return { request, failure: null };
      }),
      beginOperation: assign({ key: ({ context }) => keys.begin(context.request) }),
      settleOperation: ({ context }) => keys.settle(context.key),
      storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailureInfo(params.error) })),
      leave: assign({ rewardId: null, failure: null, result: null, request: null, key: null }),
    },
  }).createMachine({
    id: 'pointsRedeem',
    context: { rewardId: null, failure: null, result: null, request: null, key: null },
    initial: 'choosing',
    states: {
      choosing: {
        on: { 'reward.choose': { target: 'confirming', actions: 'choose' } },
      },
      confirming: {
        on: {
          'redeem.confirm': { target: 'submitting', actions: 'takeRequest' },
          'failure.dismiss': { actions: assign({ failure: null }) },
          'redeem.cancel': { target: 'choosing', actions: 'leave' },
          'redeem.close': { target: 'choosing', actions: 'leave' },
        },
      },
      submitting: {
        // Nothing else is taken here: a second click, a cancel or a close waits for the answer.
        entry: 'beginOperation',
        invoke: {
          src: 'redeem',
          input: ({ context }) => ({ request: context.request!, idempotencyKey: context.key ?? '' }),
          onDone: {
            target: 'done',
            actions: [
              'settleOperation',
              assign({ result: ({ event }) => event.output, failure: null }),
              { type: 'redeemed', params: ({ event }) => ({ record: event.output }) },
            ],
          },
          onError: [
            {
              guard: { type: 'outcomeUnknown', params: ({ event }) => ({ error: event.error }) },
              target: 'unknown',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
            {
              target: 'confirming',
              actions: [
                'settleOperation',
                { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          ],
        },
      },
      unknown: {
        entry: 'checkOutcome',
        on: {
          'outcome.check': { actions: 'checkOutcome' },
          'outcome.resend': { target: 'submitting', actions: assign({ failure: null }) },
          'redeem.confirm': { target: 'submitting', actions: 'takeRequest' },
          'failure.dismiss': { target: 'confirming', actions: assign({ failure: null }) },
          // Closing forgets nothing: the pending redeem keeps its key for the next try.
          'redeem.cancel': { target: 'choosing', actions: 'leave' },
          'redeem.close': { target: 'choosing', actions: 'leave' },
        },
      },
      done: {
        on: {
          'redeem.close': { target: 'choosing', actions: 'leave' },
          'reward.choose': { target: 'confirming', actions: 'choose' },
        },
      },
    },
  });
}

export type PointsRedeemMachine = ReturnType<typeof createPointsRedeemMachine>;
