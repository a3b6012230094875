/**
 * Tells the app that the server ended the session (a 401 on any call). `beforeListening`: the
 * expiry happened before the listener subscribed (the session it ended was found stale at start).
 */
type Listener = (call: string, beforeListening: boolean) => void;
const listeners = new Set<Listener>();
/**
 * An expiry nobody heard: the first calls (status, lobby feeds) go out before the session provider
 * listens, and a stale token is found then. The first listener hears it, so the player is told.
 */
let unheard: string | null = null;

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  if (unheard !== null) {
    const call = unheard;
    unheard = null;
    listener(call, true);
  }
  return () => listeners.delete(listener);
}

export function emitSessionExpired(call: string): void {
  if (listeners.size === 0) unheard = call;
  for (const listener of listeners) listener(call, false);
}
