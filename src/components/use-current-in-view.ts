import { useEffect, useRef } from 'react';

/**
 * A row of links that scrolls sideways on a phone (the main navigation, a centre's pages) brings
 * its current entry (`aria-current="page"`) into view when `current` changes, so the player sees
 * where they are, and again when entries arrive later (a centre's pages that depend on data); a
 * row the player scrolled stays where they left it otherwise. Only the row scrolls, never the
 * page, and a row that fits does not move.
 */
export function useCurrentInView<T extends HTMLElement>(current: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const row = ref.current;
    if (!row || !current) return;
    const bring = () => {
      const entry = row.querySelector('[aria-current="page"]');
      if (!entry || row.scrollWidth <= row.clientWidth) return;
      const box = row.getBoundingClientRect();
      const item = entry.getBoundingClientRect();
      const margin = 16;
      if (item.left < box.left) row.scrollLeft -= box.left - item.left + margin;
      else if (item.right > box.right) row.scrollLeft += item.right - box.right + margin;
    };
    // Measured in the next frame, not in React's commit: reading the row's size there
    // forces the page's layout in the middle of the render's task (about 45 ms on a phone at start),
    // where the frame lays the page out anyway.
    let frame = 0;
    const bringSoon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(bring);
    };
    bringSoon();
    const entriesChange = new MutationObserver(bringSoon);
    entriesChange.observe(row, { childList: true });
    return () => {
      cancelAnimationFrame(frame);
      entriesChange.disconnect();
    };
  }, [current]);
  return ref;
}
