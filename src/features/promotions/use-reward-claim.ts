import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createRewardClaimMachine } from '../../../machines/reward-claim.machine';
import { claimReward, type RewardClaim, type RewardClaimResult } from '../../api/promotions';
import type { MoneyFailureProps } from '../../components/money-failure';
import { pendingOperations } from '../../browser/pending-operations';
import { inspect } from '../../lib/actor-inspection';
import { emitAppEvent } from '../../browser/app-events';

const claimLogic = createRewardClaimMachine({ pending: pendingOperations }).provide({
  actors: { send: fromPromise(({ input }) => claimReward(input.request, input.idempotencyKey)) },
  // The header balance, the member centre's badges and the reward centre reload at once; after a
  // lost answer the same reloads show whether the claim went through.
  actions: {
    succeeded: () => emitAppEvent('balanceChanged'),
    checkOutcome: () => emitAppEvent('balanceChanged'),
  },
});

/** One claim flow (the reward claim machine) for a card or an activity: its phase, result and failure. */
export function useRewardClaim(onCredited?: (result: RewardClaimResult) => void) {
  const actor = useActorRef(
    claimLogic.provide({
      actions: {
        succeeded: (_, params) => {
          emitAppEvent('balanceChanged');
          onCredited?.(params.result);
        },
      },
    }),
    { inspect },
  );
  const phase = useSelector(actor, (s) =>
    s.matches('submitting')
      ? 'claiming'
      : s.matches('revealing')
        ? 'revealing'
        : s.matches('succeeded')
          ? 'claimed'
          : s.matches('unknown')
            ? 'unknown'
            : s.context.failure
              ? 'refused'
              : 'idle',
  );
  const result = useSelector(actor, (s) => s.context.result);
  const failure = useSelector(actor, (s) => s.context.failure);
  const busy = phase === 'claiming' || phase === 'revealing';
  /** The card's failure: a refusal, or the outcome not known with Check again and Send again. */
  const failureProps: MoneyFailureProps = {
    failure,
    unknown: phase === 'unknown',
    onCheck: () => actor.send({ type: 'outcome.check' }),
    onResend: () => actor.send({ type: 'outcome.resend' }),
  };
  return {
    phase,
    busy,
    result,
    failure,
    failureProps,
    /** Starts a claim (ignored while one is under way); after a claim, the next one is a new operation. */
    claim: (claim: RewardClaim) => {
      if (actor.getSnapshot().matches('succeeded')) actor.send({ type: 'form.again' });
      actor.send({ type: 'form.submit', request: claim });
    },
  };
}
