import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addMember, findByAccount, openSession } from '../../../mocks/world/accounts';
import { invitedCountOf } from '../../../mocks/world/content-world';
import { openMemberCentreAsDemo, setupAppWorld } from '../../test/app-world';

const renderAppWorld = setupAppWorld();

/** The number beside "Friends invited" on the open referral page. */
async function invitedShown() {
  const page = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  const term = await within(page).findByText('Friends invited', {}, { timeout: 10_000 });
  return Number(term.nextElementSibling?.textContent);
}

describe('referral page: friends invited (SPEC 3.1)', { timeout: 30_000 }, () => {
  it('counts the accounts registered with the member’s referral code', async () => {
    let seeded = 0;
    renderAppWorld(
      {},
      {
        path: '/?mcPage=referral',
        prepare: ({ store }) => {
          const demo = findByAccount(store.world, 'demo01')!;
          seeded = invitedCountOf(store.world, demo.id);
          // Two friends registered with demo01's code before the page opens.
          addMember(store, { account: 'friend01', password: 'Friend@2026', referredBy: demo.id });
          addMember(store, { account: 'friend02', password: 'Friend@2026', referredBy: demo.id });
          sessionStorage.setItem('token', openSession(store, demo.id));
        },
      },
    );
    // SPEC 2.5 referral: mcPage=referral opens the referral page, with its friends invited.
    expect(await invitedShown()).toBe(seeded + 2);
  });
});

describe('referral page: copying the invite link', { timeout: 30_000 }, () => {
  it('SPEC 8 copy-success: a copied link is answered by the copy_success dialog, closed with OK', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderAppWorld(
      {},
      {
        path: '/?mcPage=referral',
        prepare: ({ store }) => {
          sessionStorage.setItem('token', openSession(store, findByAccount(store.world, 'demo01')!.id));
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }, { timeout: 10_000 }));
    const copied = await screen.findByRole('dialog', { name: 'Copied' });
    expect(within(copied).getByText('Copied successfully.')).toBeVisible();
    expect(writeText).toHaveBeenCalledTimes(1);
    await userEvent.click(within(copied).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Copied' })).toBeNull();
  });
});

// The back office decides an affiliate application (mock tests walk the delay on a
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
    expect(await within(centre).findByText('Applying')).toBeVisible();
  });
});
