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

/** Forgets the handed-over token (adopted into the session, or the player kept the open one). */
export function releaseHandedOverToken(): void {
  handedOver = null;
}
