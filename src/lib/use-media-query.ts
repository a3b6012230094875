import { useSyncExternalStore } from 'react';

/**
 * Below this width the side menu is a drawer over the page, not a column beside it (the phone
 * layout). The same width as the `@media (max-width: 760px)` rules of src/app/styles.css.
 */
export const PHONE_QUERY = '(max-width: 760px)';
/** The player asks for less motion: tickers, counters and slideshows stand still. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

// One list per query, asked once: matchMedia is costly to call per component and per render.
const lists = new Map<string, MediaQueryList | undefined>();
function mediaList(query: string): MediaQueryList | undefined {
  if (!lists.has(query)) lists.set(query, globalThis.matchMedia?.(query));
  return lists.get(query);
}

/** Whether a media query matches, following it as the window changes (false where there is none). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = mediaList(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}
