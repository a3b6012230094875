/**
 * Test support (not a test): the pending operations (src/lib/pending-operations.ts) in memory, on
 * XState's simulated clock. `reload()` is a new store over the same storage, as a page reload opens
 * one over the same session storage.
 */
import { SimulatedClock } from 'xstate';
import { createPendingOperations, memoryStorage } from '../src/lib/pending-operations';

export function pendingWorld() {
  const clock = new SimulatedClock();
  const storage = memoryStorage();
  const open = () => createPendingOperations({ storage, now: () => clock.now() });
  let store = open();
  return {
    clock,
    storage,
    get store() {
      return store;
    },
    /** A new page over the same session storage. */
    reload() {
      store = open();
      return store;
    },
  };
}

export type PendingWorld = ReturnType<typeof pendingWorld>;
