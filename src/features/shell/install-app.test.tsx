import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { fakeInstallOffer } from '../../test/install-offer';
import { InstallApp } from './install-app';

beforeAll(async () => {
  await initI18n('EN');
});

/** Chrome's offer to install the site, sent as the browser sends it. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const offer = fakeInstallOffer(outcome);
  act(() => void window.dispatchEvent(offer));
  return offer;
}

describe('Add to home screen', () => {
  it('shows only while the browser offers it, and asks the browser once when chosen', async () => {
    render(
      <Suspense fallback={null}>
        <InstallApp />
      </Suspense>,
    );
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
    const offer = offerInstall('dismissed');
    // The browser's own banner is held back: the menu's entry asks instead.
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to home screen' }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    // The offer is used up, whatever the player answered.
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
  });

  it('goes away once the site is installed', async () => {
    render(
      <Suspense fallback={null}>
        <InstallApp />
      </Suspense>,
    );
    offerInstall('accepted');
    expect(await screen.findByRole('button', { name: 'Add to home screen' })).toBeVisible();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
  });
});
