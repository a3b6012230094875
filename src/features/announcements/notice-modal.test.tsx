import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupAppWorld } from '../../test/app-world';

const renderAppWorld = setupAppWorld();

// Its own file: a fresh page, whatever the popup tests left behind.
describe('notice modal against the mock world (SPEC 2.4)', () => {
  it('the notice modal lists the marquee notices with their dates', async () => {
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    renderAppWorld();
    const marquee = await screen.findByRole('region', { name: 'Notices' }, { timeout: 10_000 });
    await userEvent.click(
      await within(marquee).findByRole('button', { name: 'All notices' }, { timeout: 10_000 }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Notices' }, { timeout: 10_000 });
    const items = await within(modal).findAllByRole('listitem', {}, { timeout: 10_000 });
    expect(items.length).toBeGreaterThan(1);
    expect(within(modal).getByText(/Deposit bonus/)).toBeVisible();
    expect(modal.querySelectorAll('time[datetime]').length).toBe(items.length);
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull();
  });
});
