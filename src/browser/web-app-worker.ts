import { Workbox } from 'workbox-window';
import { WEB_APP_MESSAGES, WORKER_POLICY, WORKER_URL } from '../sw/messages';
import { createTrustedTypesPolicy } from './trusted-types';

/** What the page hears from its service worker. */
export interface WebAppWorkerEvents {
  /** A new build is installed and waits for the player's Reload. */
  onUpdateReady(): void;
}

/**
 * Registers the real build's service worker (src/sw/service-worker.ts), once a page, and listens to
 * it until the answered function is called. Registration goes through the `web-app-worker` Trusted
 * Types policy, which lets exactly the worker's URL through (deploy/security-headers.mjs lists it).
 * Nothing is registered in the mock build (MSW's worker is its service worker), in a build with the
 * worker switched off (docs/deploying.md: the kill switch), in a browser without service workers, or
 * on a page that is not served securely.
 */
export function listenToWebAppWorker(events: WebAppWorkerEvents): () => void {
  if (
    import.meta.env.MODE !== 'real' ||
    import.meta.env.WEB_APP_WORKER_OFF ||
    !('serviceWorker' in navigator) ||
    !isSecureContext
  )
    return () => undefined;
  registered ??= register();
  const { listeners } = registered;
  listeners.add(events);
  return () => listeners.delete(events);
}

/**
 * The player's Reload: the waiting build takes over, and the page reloads when it has (at once when
 * no build waits, or without a worker).
 */
export function activateWebAppUpdate(): void {
  if (registered) registered.activate();
  else window.location.reload();
}

/**
 * How often an open tab asks whether a new build is out. The browser asks by itself at each page
 * load; players keep a tab open for hours, so the tab also asks every half hour and when it is
 * shown again.
 */
export const UPDATE_CHECK_MS = 30 * 60_000;

let registered: { activate(): void; listeners: Set<WebAppWorkerEvents> } | undefined;

function register() {
  const policy = createTrustedTypesPolicy(WORKER_POLICY, {
    createScriptURL: (url: string) => (url === WORKER_URL ? url : ''),
  });
  const workbox = new Workbox(policy ? policy.createScriptURL(WORKER_URL) : WORKER_URL);
  const listeners = new Set<WebAppWorkerEvents>();
  workbox.addEventListener('waiting', () => listeners.forEach((listener) => listener.onUpdateReady()));
  // The new build has taken over (after the player's Reload): the page loads it.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  // A worker that cannot register leaves the site as it is without one.
  const registration = workbox.register().catch(() => undefined);
  const checkForUpdate = () => void registration.then((found) => found?.update()).catch(() => undefined);
  setInterval(checkForUpdate, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
  // Once a worker is active, it fetches the rest of its build's files (src/sw/service-worker.ts).
  void navigator.serviceWorker.ready.then((ready) =>
    ready.active?.postMessage({ type: WEB_APP_MESSAGES.warmUp }),
  );
  const activate = () =>
    void registration.then((found) => {
      if (found?.waiting) workbox.messageSkipWaiting();
      else window.location.reload();
    });
  return { activate, listeners };
}
