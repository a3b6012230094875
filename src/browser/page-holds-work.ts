import { shouldReloadForStaleChunk } from '../lib/preload-reload';
import { pendingOperations } from './pending-operations';
import { webStorage } from './session-store';

/** Fields whose value is the player's typing (not a choice that a reload would show again). */
const TYPED =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea';

/**
 * Whether a reload now would lose the player's work: a form field holding typed input, or a money
 * operation whose outcome is not known yet (src/lib/pending-operations.ts). The page never reloads
 * by itself then (machines/app-update.machine.ts asks instead).
 */
export function pageHoldsWork(root: ParentNode = document): boolean {
  const typed = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)].some(
    (field) => field.form !== null && field.value.trim() !== '',
  );
  return typed || pendingOperations.list().length > 0;
}

/**
 * Whether the page may reload by itself for a part that could not load: nothing would be lost, and
 * it has not just reloaded for one (noted now, so a part that keeps failing never loops).
 */
export function mayReloadForLostPart(): boolean {
  return !pageHoldsWork() && shouldReloadForStaleChunk(webStorage('session'), Date.now());
}
