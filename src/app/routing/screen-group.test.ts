import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeoutExpired } from '../../lib/with-timeout';
import { CHUNK_LOAD_TIMEOUT_MS, screenGroup } from './screen-group';

afterEach(() => {
  vi.useRealTimers();
});

const Page = () => null;

describe('screen groups (SPEC 2.1, 9)', () => {
  it('gives the route the loaded component', async () => {
    const lazy = screenGroup(async () => ({ default: Page }));
    await expect(lazy()).resolves.toEqual({ Component: Page });
  });

  it('fails a chunk still loading after 120 s with a load error, not before', async () => {
    vi.useFakeTimers();
    const lazy = screenGroup(() => new Promise<{ default: typeof Page }>(() => {}));
    const result = lazy().then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    // SPEC 9 page-chunk-load-timeout: still waiting 1 ms before 120000 ms.
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    // SPEC 8 page-chunk-load-failure: a load error once 120 s have passed.
    expect(await result).toBeInstanceOf(TimeoutExpired);
    // SPEC 9 page-chunk-load-timeout
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a failed chunk load on to the route error', async () => {
    const lazy = screenGroup(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(lazy()).rejects.toThrow('dynamically imported module');
  });
});
