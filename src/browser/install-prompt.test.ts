import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeInstallOffer } from '../test/install-offer';

afterEach(() => {
  delete window.installOffer;
});

describe('the install offer', () => {
  it('is there when the browser made it before the side menu loaded', async () => {
    // As index.html's first script keeps an offer that comes before this module has loaded.
    const offer = fakeInstallOffer();
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
