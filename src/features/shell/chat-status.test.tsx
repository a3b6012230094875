import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { addTrialMember, findByAccount, openSession } from '../../../mocks/world/accounts';
import { setupAppWorld, type MockWorld } from '../../test/app-world';

const renderAppWorld = setupAppWorld();

/** Starts the tab with `account`'s session (a restored session), as a reload would. */
const loggedInAs =
  (account: string | 'trial') =>
  ({ store }: MockWorld) => {
    const member = account === 'trial' ? addTrialMember(store) : findByAccount(store.world, account)!;
    sessionStorage.setItem('token', openSession(store, member.id));
  };

const sideMenu = () => screen.findByRole('complementary', { name: 'Side menu' }, { timeout: 10_000 });
const chatSwitch = async () =>
  within(await sideMenu()).findByRole('switch', { name: 'Available for chat' }, { timeout: 10_000 });

describe('chat status toggle (SPEC 4.13)', { timeout: 40_000 }, () => {
  it('shows a member that live chat is online and switches their availability, kept by the platform', async () => {
    const world = renderAppWorld({}, { prepare: loggedInAs('demo01') });
    const toggle = await chatSwitch();
    expect(within(await sideMenu()).getByText('Live chat is online')).toBeVisible();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => findByAccount(world.store.world, 'demo01')?.chatAvailable).toBe(false);
  });

  it('says when live chat is offline', async () => {
    renderAppWorld({ scenario: 'chat-offline' }, { prepare: loggedInAs('demo01') });
    await chatSwitch();
    expect(within(await sideMenu()).getByText('Live chat is offline')).toBeVisible();
    expect(within(await sideMenu()).queryByText('Live chat is online')).toBeNull();
  });

  it('puts the switch back and says so when the platform refuses the change', async () => {
    const world = renderAppWorld({}, { prepare: loggedInAs('demo01') });
    const toggle = await chatSwitch();
    world.server.use(
      http.put('*/wps/relay/CBS_chatAvailability', () => new HttpResponse(null, { status: 500 })),
    );
    await userEvent.click(toggle);
    expect((await within(await sideMenu()).findByRole('alert')).textContent).toContain(
      'Your chat availability was not changed.',
    );
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('is not shown to a visitor', async () => {
    const world = renderAppWorld();
    await within(await sideMenu()).findByRole('link', { name: 'Home' });
    expect(within(await sideMenu()).queryByRole('switch')).toBeNull();
    expect(world.calls.some((call) => call.includes('CBS_chat'))).toBe(false);
  });

  it('is not shown to a trial account (SPEC 6: no chat features)', async () => {
    const world = renderAppWorld({ scenario: 'trial-account' }, { prepare: loggedInAs('trial') });
    // The trial account's session has loaded once the header shows its name.
    await within(await screen.findByRole('banner', {}, { timeout: 10_000 })).findByText(
      /^trial\d+$/,
      {},
      {
        timeout: 10_000,
      },
    );
    expect(within(await sideMenu()).queryByRole('switch')).toBeNull();
    expect(world.calls.some((call) => call.includes('CBS_chat'))).toBe(false);
  });
});
