import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findByAccount, openSession } from '../../mocks/world/accounts';
import { avatarOf } from '../../mocks/world/icons';
import { setupAppWorld, type MockWorld } from '../test/app-world';
import defaultAvatar from './member-avatar-default.svg';

const renderAppWorld = setupAppWorld();

/** The tab holds `account`'s session (a restored session, as after a reload). */
const loggedInAs =
  (account: string) =>
  ({ store }: MockWorld) => {
    sessionStorage.setItem('token', openSession(store, findByAccount(store.world, account)!.id));
  };

const iconCalls = (calls: string[]) => calls.filter((call) => call.endsWith('/wps/member/info/icon'));

/** The avatar inside `scope`, once the member's session has loaded. */
async function avatarIn(scope: () => Promise<HTMLElement>) {
  await waitFor(async () => expect((await scope()).querySelector('img.member-avatar')).not.toBeNull(), {
    timeout: 10_000,
  });
  return (await scope()).querySelector<HTMLImageElement>('img.member-avatar')!;
}
const banner = () => screen.findByRole('banner', {}, { timeout: 10_000 });

// SPEC 7.1 member icon, shown where a member is named.
describe('the member icon beside the name (SPEC 7.1)', { timeout: 30_000 }, () => {
  it("shows the member's own picture in the header, decorative, beside the name", async () => {
    const { store } = renderAppWorld({}, { prepare: loggedInAs('demo01') });
    const avatar = await avatarIn(banner);
    const own = avatarOf(store.world.seed, 'demo01');
    await waitFor(() => expect(avatar.getAttribute('src')).toBe(own));
    expect(avatar.getAttribute('alt')).toBe('');
    expect(avatar.getAttribute('width')).toBe('32');
    expect(avatar.nextElementSibling?.textContent).toBe('Demo');
  });

  it("shows it in the member centre's head too, asked once for the session", async () => {
    const { calls, store } = renderAppWorld(
      {},
      { path: '/?mcPage=securityCenter', prepare: loggedInAs('demo01') },
    );
    const own = avatarOf(store.world.seed, 'demo01');
    const centre = await screen.findByRole('dialog', { name: 'Security centre' }, { timeout: 10_000 });
    const inCentre = await avatarIn(async () => centre);
    await waitFor(() => expect(inCentre.getAttribute('src')).toBe(own));
    expect(inCentre.nextElementSibling?.textContent).toBe('Demo');
    expect((await avatarIn(banner)).getAttribute('src')).toBe(own);
    expect(iconCalls(calls)).toHaveLength(1);
  });

  it("shows it on the agent centre's welcome line", async () => {
    const { store } = renderAppWorld({}, { path: '/agentHome', prepare: loggedInAs('agent01') });
    const welcome = await screen.findByText(/^Welcome, /, {}, { timeout: 10_000 });
    const avatar = await avatarIn(async () => welcome.parentElement!);
    await waitFor(() => expect(avatar.getAttribute('src')).toBe(avatarOf(store.world.seed, 'agent01')));
  });
});

// SPEC 8 game-icon-load-failure: "Avatar load failure: fallback avatar".
describe('SPEC 8 game-icon-load-failure: the fallback avatar', { timeout: 30_000 }, () => {
  it('replaces a picture that fails to load (the error event)', async () => {
    const { store } = renderAppWorld({}, { prepare: loggedInAs('demo01') });
    const avatar = await avatarIn(banner);
    await waitFor(() => expect(avatar.getAttribute('src')).toBe(avatarOf(store.world.seed, 'demo01')));
    fireEvent.error(avatar);
    // SPEC 8 game-icon-load-failure: avatar load failure, fallback avatar.
    expect(avatar.getAttribute('src')).toBe(defaultAvatar);
  });

  it("broken-avatar: demo01's broken picture gives way to the fallback avatar", async () => {
    renderAppWorld({ scenario: 'broken-avatar' }, { prepare: loggedInAs('demo01') });
    const avatar = await avatarIn(banner);
    const broken = 'data:image/png;base64,bm90IGEgcGljdHVyZQ==';
    await waitFor(() => expect(avatar.getAttribute('src')).toBe(broken));
    // happy-dom draws no pictures: the browser's error event is sent as it would be.
    fireEvent.error(avatar);
    // SPEC 8 game-icon-load-failure: avatar load failure, fallback avatar.
    expect(avatar.getAttribute('src')).toBe(defaultAvatar);
  });

  it('shows the fallback avatar, and no message, when the icon call fails', async () => {
    const { server } = renderAppWorld(
      { faults: [{ call: 'memberIcon', kind: '500' }] },
      { prepare: loggedInAs('demo01') },
    );
    const answered: number[] = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (request.url.endsWith('/wps/member/info/icon')) answered.push(response.status);
    });
    const avatar = await avatarIn(banner);
    await waitFor(() => expect(answered).toEqual([500]), { timeout: 10_000 });
    expect(avatar.getAttribute('src')).toBe(defaultAvatar);
    expect(within(await banner()).queryByRole('alert')).toBeNull();
  });
});
