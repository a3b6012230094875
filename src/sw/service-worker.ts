/// <reference lib="webworker" />
/**
 * The real build's service worker (built by vite-plugin-pwa's injectManifest into `sw.js`;
 * docs/deploying.md, "The service worker"). What it does with each request is decided by
 * src/sw/requests.ts; this file wires those rules to Workbox.
 *
 * - Installing precaches the page (index.html) and the files the home page starts with, so a
 *   return visit paints from the phone and a visit with no network still shows the site's frame.
 * - A new build waits: the page says a new version is ready, and the player's Reload sends
 *   SKIP_WAITING. The site never changes under a tab by itself.
 * - After it takes over, the page asks it (WARM_UP) to keep every file of its build in the
 *   background, so a tab keeps working after the next deploy removes them from the server.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  BUILD_FILE_CAP,
  CACHES,
  mayWarmUp,
  NAVIGATION_TIMEOUT_SECONDS,
  PICTURE_CAP,
  requestKind,
  type RequestKind,
} from './requests';
import { WEB_APP_MESSAGES, type BuildFile } from './messages';

declare const self: ServiceWorkerGlobalScope;

/** The build's files, written in by the build (scripts/web-app-build.ts marks the start ones). */
// oxlint-disable-next-line no-underscore-dangle -- the name Workbox's injection looks for
const buildFiles = self.__WB_MANIFEST as BuildFile[];
const kindIs =
  (kind: RequestKind) =>
  ({ request }: { request: Request }) =>
    requestKind(request, self.location.origin) === kind;

precacheAndRoute(
  buildFiles.filter((file) => file.start).map(({ url, revision }): PrecacheEntry => ({ url, revision })),
);
cleanupOutdatedCaches();
// The first install takes the open tab at once (there is nothing older to keep it consistent with).
clientsClaim();
enableNavigationPreload();

const shell = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS });
registerRoute(kindIs('navigation'), async (options) => {
  try {
    return await shell.handle(options);
  } catch {
    // No network, or too slow: the cached page, which shows the offline notice and a retry.
    return (await matchPrecache('index.html')) ?? Response.error();
  }
});

registerRoute(
  kindIs('build'),
  new CacheFirst({
    cacheName: CACHES.build,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin(BUILD_FILE_CAP)],
  }),
);

registerRoute(
  kindIs('picture'),
  new StaleWhileRevalidate({
    cacheName: CACHES.pictures,
    plugins: [
      // 0: a CDN's picture, which the worker may keep but not read.
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ ...PICTURE_CAP, purgeOnQuotaError: true }),
    ],
  }),
);
// API calls (`api`) and anything else have no route: the browser sends them as without a worker.

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === WEB_APP_MESSAGES.skipWaiting) void self.skipWaiting();
  if (type === WEB_APP_MESSAGES.warmUp) event.waitUntil(warmUp());
});

/**
 * This build's files, one at a time, skipping those already kept. The install's files too: the
 * precache drops them when the next build takes over, and a tab of this build may still ask.
 */
async function warmUp(): Promise<void> {
  const connection = (self.navigator as { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  if (!mayWarmUp(connection)) return;
  const cache = await caches.open(CACHES.build);
  for (const { url } of buildFiles.filter((file) => file.url.startsWith('assets/'))) {
    const address = new URL(url, self.registration.scope).href;
    if (await cache.match(address)) continue;
    try {
      const response = await fetch(address, { priority: 'low' } as RequestInit);
      if (response.ok) await cache.put(address, response);
    } catch {
      return; // offline again: the next page load asks again
    }
  }
}
