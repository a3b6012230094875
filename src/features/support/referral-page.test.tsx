import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addMember, findByAccount, openSession } from '../../../mocks/world/accounts';
import { invitedCountOf } from '../../../mocks/world/content-world';
import { setupAppWorld } from '../../test/app-world';

const renderAppWorld = setupAppWorld();

/** The number beside "Friends invited" on the open referral page. */
async function invitedShown() {
  const page = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  const term = await within(page).findByText('Friends invited', {}, { timeout: 10_000 });
  return Number(term.nextElementSibling?.textContent);
}

describe('referral page: friends invited (issue 18, SPEC 3.1)', { timeout: 30_000 }, () => {
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
    expect(await invitedShown()).toBe(seeded + 2);
  });
});
