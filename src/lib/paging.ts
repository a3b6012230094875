/** Paging of the records pages: page numbers start at 1. */

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** One entry of a pager: a page number, or a gap standing for the pages left out. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page numbers a pager shows: all of them up to 7 pages; beyond that the first, the last and
 * the current page with its neighbours, gaps in between, so the pager keeps one width.
 */
export function pagerItems(current: number, pages: number): PagerItem[] {
  const shown = new Set<number>();
  if (pages <= 7) {
    for (let page = 1; page <= pages; page++) shown.add(page);
  } else {
    for (const page of [1, 2, current - 1, current, current + 1, pages - 1, pages])
      if (page >= 1 && page <= pages) shown.add(page);
  }
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
