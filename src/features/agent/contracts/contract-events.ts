/**
 * Tells the agent centre that contracts changed on a contract page (an answer, an offer, a
 * terminate), so anything counting them (the nav's pending badges) can load again.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onContractsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitContractsChanged(): void {
  for (const listener of listeners) listener();
}
