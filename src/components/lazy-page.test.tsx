import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { LazyPage } from './lazy-page';

beforeAll(async () => {
  await initI18n('EN');
});

describe('LazyPage (a centre page loaded on demand)', () => {
  it('shows a page that cannot load once, without asking for it again and again, and Try again loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught failure
    let fail = true;
    const load = vi.fn<(page: 'security') => Promise<{ default: () => React.JSX.Element }>>(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module: /assets/security.js');
      return { default: () => <h2>Security centre</h2> };
    });
    render(<LazyPage page="security" load={load} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This page could not be loaded.');
    // The failed chunk is not fetched again in a loop: it was asked for once, and the failure shows.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(load).toHaveBeenCalledTimes(1);

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Security centre' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
