/**
 * Tells the points screens that the member's points changed (a redeem, a conversion, a redeem
 * the platform decided), so the balance, the rewards' stock and the records reload together.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onPointsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitPointsChanged(): void {
  for (const listener of listeners) listener();
}
