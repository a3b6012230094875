/**
 * After a deploy, a tab still running the old build asks for chunks that are gone. Vite
 * then fires `vite:preloadError`; the cure is a reload, which fetches the new build. Once only: a
 * chunk that fails again right after the reload is not a stale build (the network, the server), so
 * a second reload within `PRELOAD_RELOAD_WINDOW_MS` is not made (no reload loop); the failed part
 * then shows its own Try again (src/components/lazy-boundary.tsx). A tab open past the window
 * (another deploy later on) reloads again.
 */
export const PRELOAD_RELOAD_KEY = 'preloadReloadAt';
export const PRELOAD_RELOAD_WINDOW_MS = 5 * 60_000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether to reload for a chunk that failed to load, at `now`; when yes, the reload is written down
 * first. Without a working session storage the answer is no: a reload that cannot be remembered
 * could loop.
 */
export function shouldReloadForStaleChunk(storage: Store | undefined, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(PRELOAD_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < PRELOAD_RELOAD_WINDOW_MS)
      return false;
    storage.setItem(PRELOAD_RELOAD_KEY, String(now));
    return storage.getItem(PRELOAD_RELOAD_KEY) === String(now);
  } catch {
    return false;
  }
}
