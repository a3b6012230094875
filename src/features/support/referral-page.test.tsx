import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openMemberCentreAsDemo, setupAppWorld } from '../../test/app-world';

const renderAppWorld = setupAppWorld();

// Issue 18: the back office decides an affiliate application (mock tests walk the delay on a
// simulated clock); here one is already past its review in applications-rejected.
describe('referral page: the affiliate application decided', { timeout: 40_000 }, () => {
  it('shows Rejected and lets the member apply again', async () => {
    const { centre } = await openMemberCentreAsDemo(
      renderAppWorld,
      'referral',
      'Invite friends',
      { scenario: 'applications-rejected' },
      {
        prepare: ({ store }) =>
          store.update((world) => {
            const at = new Date(Date.now() - 20_000).toISOString();
            world.content.affiliateApplications.push({
              memberId: 1001,
              name: 'Rahim Uddin',
              contact: '01712345678',
              channel: 'https://facebook.com/rahim',
              message: '',
              status: 'applying',
              appliedAt: at,
              decideAt: at,
            });
          }),
      },
    );
    const status = await within(centre).findByText('Rejected', {}, { timeout: 10_000 });
    expect(status.getAttribute('role')).toBe('status');
    await userEvent.type(within(centre).getByRole('textbox', { name: 'Name' }), 'Rahim Uddin');
    await userEvent.type(
      within(centre).getByRole('textbox', { name: 'Contact (phone or e-mail)' }),
      '01712345678',
    );
    await userEvent.type(
      within(centre).getByRole('textbox', { name: 'Channel or website' }),
      'https://facebook.com/rahim',
    );
    await userEvent.click(within(centre).getByRole('button', { name: 'Apply' }));
    expect(await within(centre).findByText('Applying')).toBeTruthy();
  });
});
