import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LazyBoundary } from '../../components/lazy-boundary';
import { initI18n } from '../../i18n';
import { popupPart } from './popup-parts';

beforeAll(async () => {
  await initI18n('EN');
});

/** A stand-in popup with a field. */
function FakePopup() {
  return (
    <div role="dialog" aria-label="Log in">
      <label>
        Username <input />
      </label>
    </div>
  );
}
const fakeModule = { default: FakePopup };
const chunkFailure = () => new Error('Failed to fetch dynamically imported module: /assets/login-popup.js');

function renderPart(Popup: React.ComponentType) {
  return render(
    <LazyBoundary fallback={<p>Loading…</p>}>
      <Popup />
    </LazyBoundary>,
  );
}

describe('popupPart (a popup loaded ahead opens with no wait)', () => {
  it('loaded ahead, it is there in the render that opens it, with its catalogues, and no fallback', async () => {
    const load = vi.fn<() => Promise<typeof fakeModule>>(() => Promise.resolve(fakeModule));
    const part = popupPart(load, ['recovery']);
    await part.preload();
    expect(i18next.hasLoadedNamespace('recovery')).toBe(true);

    renderPart(part.Popup);
    // No await: the field is usable in the very commit that opened the popup.
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeVisible();
    expect(screen.queryByText('Loading…')).toBeNull();
    // Loading ahead again, or opening, asks for nothing more.
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opened without loading ahead, it loads then; its catalogues load with its chunk', async () => {
    const part = popupPart(() => Promise.resolve(fakeModule), ['security']);
    renderPart(part.Popup);
    expect(screen.getByText('Loading…')).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Username' })).toBeVisible();
    await vi.waitFor(() => expect(i18next.hasLoadedNamespace('security')).toBe(true));
  });

  it('a failed load ahead is not kept: opening asks again', async () => {
    const load = vi
      .fn<() => Promise<typeof fakeModule>>()
      .mockRejectedValueOnce(chunkFailure())
      .mockResolvedValue(fakeModule);
    const part = popupPart(load, []);
    await expect(part.preload()).resolves.toBeUndefined();
    renderPart(part.Popup);
    expect(await screen.findByRole('textbox', { name: 'Username' })).toBeVisible();
  });

  it('a popup that cannot load says so with Try again, which loads it', async () => {
    let reachable = false;
    const part = popupPart(
      () => (reachable ? Promise.resolve(fakeModule) : Promise.reject(chunkFailure())),
      [],
    );
    void part.preload();
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught failure
    renderPart(part.Popup);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    reachable = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByRole('textbox', { name: 'Username' })).toBeVisible();
  });
});
