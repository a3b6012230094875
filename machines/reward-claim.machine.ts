import type { RewardClaim, RewardClaimResult } from '../src/api/promotions';
import type { PendingOperations } from '../src/lib/pending-operations';
import { createSubmitMachine } from './submit.machine';

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

/** The call name the pending operations know a claim by. */
export const CLAIM_OPERATION = 'rewardClaim';

/** What tells one claim from another: the language a promotion's answer is in does not. */
function claimIntent(claim: RewardClaim) {
  if (claim.kind !== 'promotion') return claim;
  return { kind: claim.kind, promotionId: claim.promotionId };
}

/**
 * One reward claim (red envelope, wheel spin, egg, sign-in, mission, raffle, promotion bonus), a
 * submit form: `form.submit` with the claim → submitting → revealing (the animation's delay) →
 * succeeded, or back to editing with the failure.
 *
 * Money rules (the submit factory's `idempotent`): a second claim while one is under way is
 * ignored (a double click sends one call); `form.again` (the next spin, the next egg) starts a new
 * operation. The key is the same for the same claim until a definite answer, even after a reload;
 * so the next spin after a lost answer is that answer's spin, never a second one. A lost answer is
 * `unknown`, whose `checkOutcome` (provided: the balance and the reward centre reload) shows what
 * happened. `succeeded` runs as soon as the platform answers (the view emits the balance change
 * there), before the reveal ends.
 */
export function createRewardClaimMachine({ pending }: { pending: PendingOperations }) {
  return createSubmitMachine<RewardClaim, RewardClaimResult>(CLAIM_OPERATION, {
    idempotent: { pending, intent: claimIntent },
    reveal: (claim) => REVEAL_MS[claim.kind],
  });
}

export type RewardClaimMachine = ReturnType<typeof createRewardClaimMachine>;
