/**
 * Tells the app that the member's inbox changed (a message was read), so the messageV2 unread
 * badge reloads. DOM-free, like src/api/balance-events.ts.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onInboxChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitInboxChanged(): void {
  for (const listener of listeners) listener();
}
