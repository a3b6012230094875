import { useSyncExternalStore } from 'react';

/**
 * Below this width the side menu is a drawer over the page, not a column beside it (the phone
 * layout). The same width as the `@media (max-width: 760px)` rules of src/app/styles.css.
 */
export const PHONE_QUERY = '(max-width: 760px)';

/** Whether a media query matches, following it as the window changes (false where there is none). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = globalThis.matchMedia?.(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
