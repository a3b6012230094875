/**
 * What the real build's service worker does with each request, as pure rules (the worker itself,
 * src/sw/service-worker.ts, only wires them to Workbox's routes).
 *
 * - `api`: the platform's calls (SPEC 7). Never cached and never answered from a cache: the worker
 *   does not touch them, so the browser sends them as it would without a worker.
 * - `navigation`: a page load. The network first, for a short while; then the cached shell.
 * - `build`: the build's own hashed files (scripts, styles, catalogues). Their name changes with
 *   their content, so a cached copy is always right: from the cache first, and kept across deploys,
 *   so a tab still running an older build finds the files it was built with.
 * - `picture`: game tiles, banners and logos, from this site or the platform's CDNs. Shown from the
 *   cache at once and refreshed behind it, within a size and age cap.
 * - `other`: left to the browser.
 */
export type RequestKind = 'api' | 'navigation' | 'build' | 'picture' | 'other';

/** The API paths the server hands to the backend; deploy/security-headers.mjs lists the same. */
export const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/js'] as const;

/** The caches the worker keeps beside Workbox's precache. */
export const CACHES = {
  /** Every build's hashed files the tabs have used, and this build's, warmed after it activates. */
  build: 'build-files',
  /** Pictures. */
  pictures: 'pictures',
} as const;

/**
 * The pictures' cap: about two lobby pages of game tiles and the banners, for a week. A CDN's
 * picture is opaque to the worker, and Chrome counts each as several MB of the site's quota;
 * the cache is emptied rather than the site refused storage when the quota runs out.
 */
export const PICTURE_CAP = { maxEntries: 120, maxAgeSeconds: 7 * 24 * 60 * 60 } as const;
/** Older builds' files go after a month, or when more than this many are kept. */
export const BUILD_FILE_CAP = { maxEntries: 600, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;
/**
 * How long a page load waits for the network before the cached shell answers: long enough for a
 * slow mobile connection to bring the 2 KB page, short enough that a dead one is not waited for.
 */
export const NAVIGATION_TIMEOUT_SECONDS = 3;

/** The part of a Request the rules read. */
export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  destination: string;
}

/** What the worker does with a request made from a page of `origin`. */
export function requestKind(request: RequestFacts, origin: string): RequestKind {
  const url = new URL(request.url);
  const sameOrigin = url.origin === origin;
  if (sameOrigin && isApiPath(url.pathname)) return 'api';
  // Only reads are ever answered by the worker.
  if (request.method !== 'GET') return 'other';
  if (request.mode === 'navigate') return sameOrigin ? 'navigation' : 'other';
  if (sameOrigin && url.pathname.startsWith('/assets/')) return 'build';
  // Pictures as the page asks for them (<img>, CSS backgrounds); an API answer is never one.
  if (request.destination === 'image') return 'picture';
  return 'other';
}

/** Whether a path is one of the API's (its prefix as a whole segment: `/js/…`, not `/json`). */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Whether this connection may take the rest of a build's files in the background: not when the
 * player asked to save data, nor on a 2G connection (the Network Information API, where there is one).
 */
export function mayWarmUp(connection: { saveData?: boolean; effectiveType?: string } | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}
