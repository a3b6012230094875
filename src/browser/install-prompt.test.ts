import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Chrome's offer to install the site, as index.html's first script keeps it when it comes early. */
function earlyOffer() {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn<() => Promise<void>>(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
}

afterEach(() => {
  delete window.installOffer;
});

describe('the install offer', () => {
  it('is there when the browser made it before the side menu loaded', async () => {
    const offer = earlyOffer();
    window.installOffer = offer;
    vi.resetModules();
    const { useInstallOffer } = await import('./install-prompt');
    const { result } = renderHook(() => useInstallOffer());
    expect(result.current.offered).toBe(true);
    await act(() => result.current.install());
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(result.current.offered).toBe(false);
  });

  it('is not there when the browser has made none', async () => {
    vi.resetModules();
    const { useInstallOffer } = await import('./install-prompt');
    expect(renderHook(() => useInstallOffer()).result.current.offered).toBe(false);
  });
});
