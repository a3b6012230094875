import type { PointsRecord, RedeemRequest } from '../src/api/contracts/points';
import type { PendingOperations } from '../src/lib/pending-operations';
import { createSubmitMachine } from './submit.machine';

/** The call name the pending operations know a redeem by. */
export const REDEEM_OPERATION = 'redeem';

/**
 * A points-mall redeem (SPEC 7.8: password checked, encrypted), a submit dialog: `form.open` with
 * the reward's id opens the confirmation (`subject`), the member types the payment password and
 * sends `form.submit` → submitting → succeeded; a refusal (a wrong password, not enough points)
 * goes back to editing with the failure, and the view keeps what was typed.
 *
 * Points move, so nothing is spent twice (the submit factory's `idempotent`): a confirm while one
 * is in flight is ignored, and the key is the same for the same redeem until a definite answer,
 * even after the dialog closed or the page reloaded. A lost answer is `unknown`, whose
 * `checkOutcome` (provided: the points, the history and the balance reload) shows what happened.
 */
export function createPointsRedeemMachine({ pending }: { pending: PendingOperations }) {
  return createSubmitMachine<RedeemRequest, PointsRecord>(REDEEM_OPERATION, {
    idempotent: { pending },
    dialog: true,
  });
}

export type PointsRedeemMachine = ReturnType<typeof createPointsRedeemMachine>;
