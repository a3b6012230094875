import type { ComponentType } from 'react';
import { withTimeout } from '../../lib/with-timeout';

/** SPEC 9: a page chunk that has not loaded after 120 s is a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * A screen group of SPEC 2.1 loaded on demand as a route's `lazy`. A slow or failed chunk becomes
 * a route error, which the route's error element shows with a way to try again.
 */
export function screenGroup(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const module = await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS);
    return { Component: module.default };
  };
}
