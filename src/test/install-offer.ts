import { vi } from 'vitest';

/**
 * Test support (not a test): Chrome's offer to install the site (`beforeinstallprompt`), as the
 * browser sends it, with a `prompt` that records the player being asked.
 */
export function fakeInstallOffer(outcome: 'accepted' | 'dismissed' = 'accepted') {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn<() => Promise<void>>(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
}
