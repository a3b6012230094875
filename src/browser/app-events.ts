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
}

export type AppEventType = keyof AppEvents;

/**
 * `late`: the event was sent before anyone listened, and this is its first listener hearing it.
 * Only the events in KEPT_UNTIL_HEARD are kept so.
 */
export type AppEventListener<K extends AppEventType> = (payload: AppEvents[K], late: boolean) => void;

/**
 * An expiry nobody heard: the first calls (status, lobby feeds) go out before the session provider
 * listens, and a stale token is found then. The first listener hears it, so the player is told.
 */
const KEPT_UNTIL_HEARD: ReadonlySet<AppEventType> = new Set(['sessionExpired']);

const listeners = new Map<AppEventType, Set<AppEventListener<never>>>();
const unheard = new Map<AppEventType, unknown>();

const listenersOf = <K extends AppEventType>(type: K) => {
  let set = listeners.get(type);
  if (!set) listeners.set(type, (set = new Set()));
  return set as Set<AppEventListener<K>>;
};

/** Listens to `type` until the answered function is called. */
export function onAppEvent<K extends AppEventType>(type: K, listener: AppEventListener<K>): () => void {
  const set = listenersOf(type);
  set.add(listener);
  if (unheard.has(type)) {
    const payload = unheard.get(type) as AppEvents[K];
    unheard.delete(type);
    listener(payload, true);
  }
  return () => set.delete(listener);
}

export function emitAppEvent<K extends AppEventType>(
  type: K,
  ...[payload]: AppEvents[K] extends void ? [] : [AppEvents[K]]
): void {
  const set = listenersOf(type);
  if (set.size === 0 && KEPT_UNTIL_HEARD.has(type)) unheard.set(type, payload);
  for (const listener of set) listener(payload as AppEvents[K], false);
}

/** A reload signal for `useLoader` (src/components/use-loader.ts): `type` happened. */
export const whenAppEvent =
  (type: AppEventType) =>
  (listener: () => void): (() => void) =>
    onAppEvent(type, () => listener());
