import type { createBrowserRouter } from 'react-router-dom';

type AppRouter = ReturnType<typeof createBrowserRouter>;
let current: AppRouter | null = null;

/** The app's router, for navigation that machines ask for (they never navigate themselves). */
export function registerRouter(router: AppRouter): void {
  current = router;
}

export function navigateTo(path: string, options: { replace?: boolean } = {}): void {
  if (current) void current.navigate(path, options);
  else window.location.assign(path);
}
