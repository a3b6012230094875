/**
 * What the page and the real build's service worker say to each other, and the shape of the build's
 * file list the build writes into the worker. Shared by both sides, so neither spells a message alone.
 */
export const WEB_APP_MESSAGES = {
  /** The player chose Reload: the waiting build takes over (the page reloads when it has). */
  skipWaiting: 'SKIP_WAITING',
  /** The page has started: the worker may now fetch the rest of its build's files. */
  warmUp: 'WARM_UP',
} as const;

/** One file of the build in the worker's list (Workbox's precache entry, marked by the build). */
export interface BuildFile {
  url: string;
  revision: string | null;
  /** Taken at install: the page itself and what the home page starts with. */
  start?: boolean;
}

/** Where the build writes the worker, and the Trusted Types policy that lets the page register it. */
export const WORKER_URL = '/service-worker.js';
export const WORKER_POLICY = 'web-app-worker';
