import type { PagerItem } from './paging';

/** SPEC 9: the announcement pager shows 1 page at each end (margin) and 5 around the current (range). */
export const ANNOUNCEMENT_PAGER = { margin: 1, range: 5 } as const;

/**
 * The page numbers of a margin-and-range pager (the vuejs-paginate model the spec's "margin 1,
 * range 5" names): every page when there are no more than `range`; else `margin` pages at each
 * end, a window of `range` pages around the current one (shifted to stay inside the list), and a
 * gap wherever pages are left out. A gap that would hide a single page shows that page instead,
 * so the pager never offers "…" for one number.
 */
export function pagerRange(
  current: number,
  pages: number,
  { margin, range }: { margin: number; range: number } = ANNOUNCEMENT_PAGER,
): PagerItem[] {
  if (pages < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), pages);
  const shown = new Set<number>();
  if (pages <= range) {
    for (let p = 1; p <= pages; p += 1) shown.add(p);
  } else {
    const half = Math.floor(range / 2);
    let low = Math.max(1, page - half);
    let high = low + range - 1;
    if (high > pages) {
      high = pages;
      low = pages - range + 1;
    }
    for (let p = low; p <= high; p += 1) shown.add(p);
    for (let p = 1; p <= Math.min(margin, pages); p += 1) shown.add(p);
    for (let p = Math.max(1, pages - margin + 1); p <= pages; p += 1) shown.add(p);
  }
  const items: PagerItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}
