/**
 * The app's events: something changed on the server, and the screens that show it load again.
 * One typed map, one listener list an event; an event with no payload is sent with its name only.
 * The memory of the page (not of a screen), so it lives here, beside the session store.
 */
export interface AppEvents {
  /**
   * The member's balance changed (a transfer, a payment, a claim, a game round in mock mode's demo
   * game), so the header's balance and the money screens reload.
   */
  balanceChanged: void;
  /** The server ended the session (a 401 on any call); `call` is the call that was refused. */
  sessionExpired: { call: string };
  /** The member's inbox changed (a message was read), so the unread badges reload. */
  inboxChanged: void;
  /** Contracts changed on a contract page (an answer, an offer, a terminate): the pending badges reload. */
  contractsChanged: void;
  /** The member's points changed: the points balance, the rewards' stock and the records reload together. */
  pointsChanged: void;
  /** A part of the app failed to load (the tab runs a build the server no longer has). */
  partLost: void;
}

export type AppEventType = keyof AppEvents;

/** `late`: a session expiry sent before anyone listened, heard now by the first listener. */
export type AppEventListener<K extends AppEventType> = (payload: AppEvents[K], late: boolean) => void;

const listeners: Partial<Record<AppEventType, Set<AppEventListener<never>>>> = {};
/**
 * An expiry nobody heard: the first calls (status, lobby feeds) go out before the session provider
 * listens, and a stale token is found then. The first listener hears it, so the player is told.
 * Any other change nobody heard is dropped: a screen that opens later loads fresh anyway.
 */
let unheardExpiry: AppEvents['sessionExpired'] | undefined;

/** Listens to `type` until the answered function is called. */
export function onAppEvent<K extends AppEventType>(type: K, listener: AppEventListener<K>): () => void {
  const set = (listeners[type] ??= new Set()) as Set<AppEventListener<K>>;
  set.add(listener);
  if (type === 'sessionExpired' && unheardExpiry) {
    const payload = unheardExpiry as AppEvents[K];
    unheardExpiry = undefined;
    listener(payload, true);
  }
  return () => set.delete(listener);
}

/** Tells the listeners of `type`; whether anyone heard it. */
export function emitAppEvent<K extends AppEventType>(
  type: K,
  ...[payload]: AppEvents[K] extends void ? [] : [AppEvents[K]]
): boolean {
  const set = listeners[type] as Set<AppEventListener<K>> | undefined;
  if (!set?.size && type === 'sessionExpired') unheardExpiry = payload as AppEvents['sessionExpired'];
  set?.forEach((listener) => listener(payload as AppEvents[K], false));
  return Boolean(set?.size);
}

/** A reload signal for `useLoader` (src/components/use-loader.ts): `type` happened. */
export const whenAppEvent =
  (type: AppEventType) =>
  (listener: () => void): (() => void) =>
    onAppEvent(type, () => listener());
