/**
 * SPEC 4.1 session handover: a login token may arrive in the URL query (`?token=`). It is a secret:
 * taken out of the address bar at once, synchronously at boot before any call is made (so it is in
 * no history entry, no `Referer` and no later log), and held in memory only until the app decides
 * whether to use it (src/app/token-handover-gate.tsx). It never goes to storage unless adopted.
 */
let handedOver: string | null = null;

/** Takes `token` out of the current URL (replacing the history entry) and holds it. */
export function takeUrlToken(location: Location = window.location, history: History = window.history): void {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (token === null) return;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url);
  handedOver = token.trim() || null;
}

/** The token a link handed over, until it is adopted or set aside. */
export const handedOverToken = (): string | null => handedOver;

/**
 * What the app does with a handed-over token once the site is open (SPEC 4.1): with no session
 * open, or the same one, it becomes the tab's (`adopt` writes it) and nothing is left to ask; with
 * a different session open, both are returned for the player to choose between.
 */
export function settleHandover(
  current: string | null,
  adopt: (token: string) => void,
): { incoming: string; current: string } | null {
  const incoming = handedOver;
  if (!incoming) return null;
  if (!current || current === incoming) {
    adopt(incoming);
    handedOver = null;
    return null;
  }
  return { incoming, current };
}

/** Forgets the handed-over token (adopted into the session, or the player kept the open one). */
export function releaseHandedOverToken(): void {
  handedOver = null;
}
