import { useSyncExternalStore } from 'react';

export { PHONE_QUERY, REDUCED_MOTION_QUERY } from '../lib/media-queries';

interface Query {
  matches: boolean;
  subscribe: (onChange: () => void) => () => void;
  read: () => boolean;
}

/**
 * One list per query, asked once: matchMedia is costly to call per component and per render. Its
 * `matches` is read once, then taken from the change events only: Chromium drops the change event
 * when `matches` is read between a change and its own evaluation of the query (while the page's
 * styles are out of date, as when a slide or a counter just moved), so a read per render could make
 * a component that did not happen to render miss a change for good (measured with a reduced-motion
 * switch while the home page moves).
 */
const queries = new Map<string, Query>();
function mediaQuery(query: string): Query {
  let known = queries.get(query);
  if (!known) {
    const list = globalThis.matchMedia?.(query);
    const listeners = new Set<() => void>();
    const entry: Query = {
      matches: list?.matches ?? false,
      subscribe: (onChange) => {
        listeners.add(onChange);
        return () => {
          listeners.delete(onChange);
        };
      },
      read: () => entry.matches,
    };
    list?.addEventListener('change', (event) => {
      entry.matches = event.matches;
      for (const notify of listeners) notify();
    });
    queries.set(query, entry);
    known = entry;
  }
  return known;
}
const onServer = () => false;

/** Whether a media query matches, following it as the window changes (false where there is none). */
export function useMediaQuery(query: string): boolean {
  const { subscribe, read } = mediaQuery(query);
  return useSyncExternalStore(subscribe, read, onServer);
}
