import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addTrialMember, findByAccount, openSession } from '../../../mocks/world/accounts';
import { installActorInspector } from '../../lib/actor-inspection';
import { createActorRegistry } from '../../qa/inspector/actor-registry';
import { setupAppWorld, type MockWorld } from '../../test/app-world';

const renderAppWorld = setupAppWorld();

afterEach(() => installActorInspector(null));

/** The referral promotion on or off, and with `account` the tab starts with its restored session. */
const world =
  (referralEnabled: boolean, account?: string | 'trial') =>
  ({ store }: MockWorld) => {
    store.update((w) => {
      w.engagement.referralEnabled = referralEnabled;
    });
    if (!account) return;
    const who = account === 'trial' ? addTrialMember(store) : findByAccount(store.world, account)!;
    sessionStorage.setItem('token', openSession(store, who.id));
  };

/** Opens the floating service menu and gives its list. */
async function openServiceMenu() {
  const toggle = await screen.findByRole('button', { name: 'Services' }, { timeout: 10_000 });
  await userEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return document.getElementById(toggle.getAttribute('aria-controls')!)!;
}

/**
 * Watches the shell's loaders of the member's public state, so a test can tell "no invite entry"
 * after the answer from "no invite entry yet".
 */
function watchPublicState() {
  const registry = createActorRegistry({ now: () => performance.now() });
  installActorInspector(registry.inspect);
  const loaders = () =>
    registry
      .actors()
      .filter((actor) => actor.path.at(-1) === 'shellPublicState' && actor.status === 'running');
  return {
    /** Resolves once both loaders, the floating menu's and the side menu's, have the public state. */
    answered: () =>
      waitFor(
        () => {
          expect(loaders()).toHaveLength(2);
          expect(loaders().map((actor) => actor.state)).toEqual(loaders().map(() => 'ready'));
        },
        { timeout: 10_000 },
      ),
  };
}

/** The member's messages entry: the side menu's member part is there, so the session is a member's. */
const memberPartShown = async () =>
  within(await screen.findByRole('complementary', { name: 'Side menu' }, { timeout: 10_000 })).findByRole(
    'link',
    { name: /Platform messages/ },
    { timeout: 10_000 },
  );

// SPEC 6: "Invite friends shows when the referral promo is enabled", in the floating menu as in the
// side menu (SPEC 2.3).
describe('floating service menu: invite friends (SPEC 6)', { timeout: 40_000 }, () => {
  it('shows a member the invite entry, to their invite-friends page, when the referral promotion is on', async () => {
    renderAppWorld({}, { prepare: world(true, 'demo01') });
    await memberPartShown();
    const list = await openServiceMenu();
    const invite = await within(list).findByRole('link', { name: 'Invite friends' }, { timeout: 10_000 });
    expect(new URL(invite.getAttribute('href')!, 'https://site.test').searchParams.get('mcPage')).toBe(
      'referral',
    );
  });

  it('has no invite entry when the referral promotion is off', async () => {
    const publicState = watchPublicState();
    renderAppWorld({}, { prepare: world(false, 'demo01') });
    await memberPartShown();
    const list = await openServiceMenu();
    await publicState.answered();
    // The rest of the menu is there: only the invite entry is left out.
    expect(within(list).getByRole('button', { name: 'App download' }).tagName).toBe('BUTTON');
    expect(within(list).queryByRole('link', { name: 'Invite friends' })).toBeNull();
    const sideMenu = screen.getByRole('complementary', { name: 'Side menu' });
    expect(within(sideMenu).queryByRole('link', { name: 'Invite friends' })).toBeNull();
  });

  it('has no invite entry for a visitor, and asks for no member state', async () => {
    const visitor = renderAppWorld({}, { prepare: world(true) });
    // The session is settled as a visitor's once the header offers to log in.
    await within(await screen.findByRole('banner', {}, { timeout: 10_000 })).findByRole(
      'button',
      { name: 'Log in' },
      { timeout: 10_000 },
    );
    const list = await openServiceMenu();
    expect(within(list).getByRole('button', { name: 'App download' }).tagName).toBe('BUTTON');
    expect(within(list).queryByRole('link', { name: 'Invite friends' })).toBeNull();
    expect(visitor.calls.filter((call) => call.endsWith('/publicState'))).toEqual([]);
  });

  it('has no invite entry for a trial account (SPEC 6), and asks for no member state', async () => {
    const trial = renderAppWorld({ scenario: 'trial-account' }, { prepare: world(true, 'trial') });
    // The trial account's session has loaded once the header shows its name.
    await within(await screen.findByRole('banner', {}, { timeout: 10_000 })).findByText(
      /^trial\d+$/,
      {},
      { timeout: 10_000 },
    );
    const list = await openServiceMenu();
    expect(within(list).getByRole('button', { name: 'App download' }).tagName).toBe('BUTTON');
    expect(within(list).queryByRole('link', { name: 'Invite friends' })).toBeNull();
    expect(trial.calls.filter((call) => call.endsWith('/publicState'))).toEqual([]);
  });
});
