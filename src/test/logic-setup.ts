import { afterAll, vi } from 'vitest';

// The logic tests share one module registry a worker (vite.config.ts `isolate: false`): whatever
// clock a file faked goes back to the real one before the next file runs.
afterAll(() => {
  vi.useRealTimers();
});
