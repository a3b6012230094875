import { describe, expect, it } from 'vitest';
import { PRELOAD_RELOAD_KEY, PRELOAD_RELOAD_WINDOW_MS, shouldReloadForStaleChunk } from './preload-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('reload once on vite:preloadError', () => {
  const start = 1_750_000_000_000;

  it('reloads the first time, and not again right after that reload', () => {
    const storage = memoryStorage();
    expect(shouldReloadForStaleChunk(storage, start)).toBe(true);
    expect(storage.getItem(PRELOAD_RELOAD_KEY)).toBe(String(start));
    // The reloaded page fails again: no loop.
    expect(shouldReloadForStaleChunk(storage, start + 2_000)).toBe(false);
    expect(shouldReloadForStaleChunk(storage, start + PRELOAD_RELOAD_WINDOW_MS - 1)).toBe(false);
  });

  it('reloads again for a later deploy, once the window has passed', () => {
    const storage = memoryStorage({ [PRELOAD_RELOAD_KEY]: String(start) });
    expect(shouldReloadForStaleChunk(storage, start + PRELOAD_RELOAD_WINDOW_MS)).toBe(true);
    expect(shouldReloadForStaleChunk(storage, start + PRELOAD_RELOAD_WINDOW_MS + 1)).toBe(false);
  });

  it('reads a mark it does not understand, or one from the future (a clock set back), as none', () => {
    expect(shouldReloadForStaleChunk(memoryStorage({ [PRELOAD_RELOAD_KEY]: 'junk' }), start)).toBe(true);
    expect(
      shouldReloadForStaleChunk(memoryStorage({ [PRELOAD_RELOAD_KEY]: String(start + 60_000) }), start),
    ).toBe(true);
  });

  it('never reloads when the reload cannot be remembered', () => {
    expect(shouldReloadForStaleChunk(undefined, start)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(shouldReloadForStaleChunk(throwing, start)).toBe(false);
    const full = { getItem: () => null, setItem: () => {} };
    expect(shouldReloadForStaleChunk(full, start)).toBe(false);
  });
});
