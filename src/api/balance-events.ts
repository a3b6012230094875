/**
 * Tells the app that the member's balance has changed outside the wallet screens (a game round),
 * so the header's balance reloads. Mock mode's demo game emits it after each round.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onBalanceChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitBalanceChanged(): void {
  for (const listener of listeners) listener();
}
