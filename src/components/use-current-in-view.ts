import { useEffect, useRef } from 'react';

/**
 * A row of links that scrolls sideways on a phone (the main navigation, a centre's pages) brings
 * its current entry (`aria-current="page"`) into view once each time `current` changes, so the
 * player sees where they are; a row the player scrolled stays where they left it until then. Only
 * the row scrolls, never the page, and a row that fits does not move.
 */
export function useCurrentInView<T extends HTMLElement>(current: string) {
  const ref = useRef<T>(null);
  const shown = useRef<string | null>(null);
  // After every render: the entry may appear later than `current` changes (a menu still loading).
  useEffect(() => {
    const row = ref.current;
    const entry = row?.querySelector('[aria-current="page"]');
    if (!row || !entry || shown.current === current) return;
    shown.current = current;
    if (row.scrollWidth <= row.clientWidth) return;
    const box = row.getBoundingClientRect();
    const item = entry.getBoundingClientRect();
    const margin = 16;
    if (item.left < box.left) row.scrollLeft -= box.left - item.left + margin;
    else if (item.right > box.right) row.scrollLeft += item.right - box.right + margin;
  });
  return ref;
}
