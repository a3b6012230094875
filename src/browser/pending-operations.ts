import { createPendingOperations, type PendingOperations, type StorageLike } from '../lib/pending-operations';
import { readStored } from './session-store';

function sessionStorageOrNull(): StorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage disabled (private modes, embedded views)
  }
}

/** The app's store: this tab's session storage, per account (SPEC 3.3 session key `account`). */
export const pendingOperations: PendingOperations = createPendingOperations({
  storage: sessionStorageOrNull(),
  owner: () => readStored('account') ?? '',
});
