import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every page route with whether an error element below its layout catches its errors. */
function pagesOf(route: RouteObject, caught: boolean): Array<{ path: string; caught: boolean }> {
  const here = caught || route.errorElement !== undefined;
  const own = route.path ? [{ path: route.path, caught: here }] : [];
  return [...own, ...(route.children ?? []).flatMap((child) => pagesOf(child, here))];
}

describe('route table (issue 15)', () => {
  it('gives every layout an error element, and every page one inside its layout', () => {
    for (const layout of routes) {
      expect(layout.errorElement).toBeDefined();
      const pages = (layout.children ?? []).flatMap((child) => pagesOf(child, false));
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.filter((page) => !page.caught).map((page) => page.path)).toEqual([]);
    }
  });
});
