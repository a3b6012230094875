import { isOutcomeUnknown, toFailureInfo } from '../src/api/errors';
import type { PendingOperations } from '../src/lib/pending-operations';

/**
 * The idempotency key (nonce) of one kind of money operation: one key per intent, kept
 * by the pending operations across every retry of that intent (a resend, a new form, a reload)
 * until a definite answer, and renewed for a new intent. Used by every machine that moves money
 * (the idempotent submit, the points redeem, the reward claim), so the rule lives here once.
 */
export interface OperationKey {
  /** The key to send for this intent: the pending one's while its outcome is unknown, else a new one. */
  begin(intent: unknown): string;
  /** A definite answer (a success or a refusal): the key is forgotten, the next send is a new intent. */
  settle(key: string | null): void;
}

/** The keys of the operation the pending operations know as `call` (`withdraw`, `redeem`…). */
export function operationKey(pending: PendingOperations, call: string): OperationKey {
  return {
    begin: (intent) => pending.begin(call, intent),
    settle: (key) => {
      if (key) pending.settle(key);
    },
  };
}

/**
 * Whether a failed send leaves its outcome unknown (a timeout, a network error, a 5xx, an answer
 * that could not be read): the key then stays pending, and a retry must send it again.
 */
export const isOutcomeLost = (error: unknown): boolean => isOutcomeUnknown(toFailureInfo(error));
