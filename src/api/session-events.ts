/** Tells the app that the server ended the session (a 401 on any call). */
type Listener = (call: string) => void;
const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionExpired(call: string): void {
  for (const listener of listeners) listener(call);
}
