import type { createBrowserRouter, Location, To } from 'react-router-dom';

type AppRouter = ReturnType<typeof createBrowserRouter>;
let current: AppRouter | null = null;

/** The app's router, for navigation that machines ask for (they never navigate themselves). */
export function registerRouter(router: AppRouter): void {
  current = router;
}

export function navigateTo(to: To, options: { replace?: boolean; state?: unknown } = {}): void {
  if (current) void current.navigate(to, options);
  else
    window.location.assign(typeof to === 'string' ? to : `${to.pathname}${to.search ?? ''}${to.hash ?? ''}`);
}

/** Where the app is now: the router's location, or the address bar's before the router exists. */
export function currentLocation(): Pick<Location, 'pathname' | 'search' | 'hash' | 'state'> {
  if (current) return current.state.location;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null };
}
