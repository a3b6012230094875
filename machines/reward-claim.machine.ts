import { assertEvent, assign, setup } from 'xstate';
import { providedByApp } from './provided-by-app';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';
import type { RewardClaim, RewardClaimResult } from '../src/api/promotions';
import type { PendingOperations } from '../src/lib/pending-operations';
import { isOutcomeLost, operationKey } from './operation-key';

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
  | { type: 'claim.start'; claim: RewardClaim }
  | { type: 'claim.dismiss' }
  | { type: 'claim.again' }
  /** The outcome is not known: look at the balance and the reward centre again. */
  | { type: 'outcome.check' }
  /** The outcome is not known: send the same claim again, with the same key. */
  | { type: 'outcome.resend' };

export type RewardClaimInput = { claim: RewardClaim; idempotencyKey: string };

export interface RewardClaimContext {
  claim: RewardClaim | null;
  result: RewardClaimResult | null;
  failure: FailureInfo | null;
  /** The claim's idempotency key, from the pending operations. */
  key: string | null;
}

/** The call name the pending operations know a claim by. */
export const CLAIM_OPERATION = 'rewardClaim';

/** What tells one claim from another: the language a promotion's answer is in does not. */
function claimIntent(claim: RewardClaim | null) {
  if (!claim || claim.kind !== 'promotion') return claim;
  return { kind: claim.kind, promotionId: claim.promotionId };
}

/**
 * One reward claim (red envelope, wheel spin, egg, sign-in, mission, raffle, promotion bonus):
 * idle → claiming → revealing (the animation's delay) → claimed, or → refused with the failure.
 *
 * Money rules (no double spending): a second `claim.start` while one is under way is
 * ignored (a double click sends one call); `claim.again` (the next spin, the next egg) starts a new
 * operation. The key comes from the pending operations (`pending`, injected), the same for
 * the same claim until a definite answer, even after a reload; so the next spin after a lost answer
 * is that answer's spin, never a second one. A timeout, network error or 5xx leaves the outcome
 * unknown: `unknown` runs `checkOutcome` (provided: the balance and the reward centre reload) and
 * offers `outcome.resend` (same key) and `outcome.check`. `credited` runs as soon as the platform
 * answers (the view emits the balance change there), before the reveal ends.
 */
export function createRewardClaimMachine({ pending }: { pending: PendingOperations }) {
  const keys = operationKey(pending, CLAIM_OPERATION);
  return setup({
    types: {
      context: {} as RewardClaimContext,
      events: {} as RewardClaimEvent,
    },
    actors: {
      sendClaim: providedByApp<RewardClaimResult, RewardClaimInput>('rewardClaim: sendClaim'),
    },
    guards: {
      outcomeUnknown: (_, params: { error: unknown }) => isOutcomeLost(params.error),
    },
    actions: {
      credited: (_, _params: { result: RewardClaimResult }) => {},
      /** Provided by the app: the balance and the reward centre reload, to show what happened. */
      checkOutcome: () => {},
      takeClaim: assign(({ event }) => {
        assertEvent(event, 'claim.start');
        return { claim: event.claim, failure: null };
      }),
      beginOperation: assign({ key: ({ context }) => keys.begin(claimIntent(context.claim)) }),
      settleOperation: ({ context }) => keys.settle(context.key),
      storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailureInfo(params.error) })),
    },
    delays: {
      reveal: ({ context }) => (context.claim ? REVEAL_MS[context.claim.kind] : 0),
    },
  }).createMachine({
    id: 'rewardClaim',
    context: { claim: null, result: null, failure: null, key: null },
    initial: 'idle',
    states: {
      idle: {
        on: { 'claim.start': { target: 'claiming', actions: 'takeClaim' } },
      },
      claiming: {
        entry: 'beginOperation',
        invoke: {
          src: 'sendClaim',
          input: ({ context }) => ({ claim: context.claim!, idempotencyKey: context.key ?? '' }),
          onDone: {
            target: 'revealing',
            actions: [
              'settleOperation',
              assign({ result: ({ event }) => event.output }),
              { type: 'credited', params: ({ event }) => ({ result: event.output }) },
            ],
          },
          onError: [
            {
              guard: { type: 'outcomeUnknown', params: ({ event }) => ({ error: event.error }) },
              target: 'unknown',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
            {
              target: 'refused',
              actions: [
                'settleOperation',
                { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          ],
        },
      },
      revealing: {
        after: { reveal: 'claimed' },
      },
      claimed: {
        on: {
          'claim.again': { target: 'idle', actions: assign({ result: null, claim: null, key: null }) },
        },
      },
      refused: {
        on: {
          'claim.start': { target: 'claiming', actions: 'takeClaim' },
          'claim.dismiss': { target: 'idle', actions: assign({ failure: null }) },
        },
      },
      unknown: {
        entry: 'checkOutcome',
        on: {
          'outcome.check': { actions: 'checkOutcome' },
          'outcome.resend': { target: 'claiming', actions: assign({ failure: null }) },
          // The same claim keeps its pending key; another claim is another operation.
          'claim.start': { target: 'claiming', actions: 'takeClaim' },
          'claim.dismiss': { target: 'idle', actions: assign({ failure: null }) },
        },
      },
    },
  });
}

export type RewardClaimMachine = ReturnType<typeof createRewardClaimMachine>;
