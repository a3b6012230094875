import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupAppWorld } from '../../test/app-world';

// The footer's chunk fails once, as a stale chunk after a deploy does.
const footerChunk = vi.hoisted(() => ({ failures: 1 }));
vi.mock('../../features/shell/footer', async (importOriginal) => {
  if (footerChunk.failures > 0) {
    footerChunk.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: /assets/footer-1a2b3c.js');
  }
  return importOriginal();
});

const renderAppWorld = setupAppWorld();

describe('main layout: a lazy part that cannot load', () => {
  it('keeps the site, shows Try again in the footer’s place, and Try again loads the footer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAppWorld();
    const alert = await screen.findByText(
      'This part of the page could not be loaded.',
      {},
      { timeout: 10_000 },
    );
    // The rest of the layout stays: header, navigation, side menu and the page.
    expect(screen.getByRole('banner')).toBeVisible();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(screen.getByRole('complementary', { name: 'Side menu' })).toBeVisible();
    expect(screen.getByRole('main')).toBeVisible();
    expect(screen.queryByRole('contentinfo')).toBeNull();

    fireEvent.click(within(alert.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('contentinfo', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByText('This part of the page could not be loaded.')).toBeNull();
    vi.restoreAllMocks();
  });
});
