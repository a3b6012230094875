import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../api/contracts/call';
import { setupAppWorld } from '../../test/app-world';

const renderAppWorld = setupAppWorld();

describe('points mall page', { timeout: 40_000 }, () => {
  it('with PTSYS3 off says the points mall is not available, and shows no rewards', async () => {
    renderAppWorld(
      {},
      {
        path: '/pointMall',
        prepare: ({ store }) =>
          store.update((world) => {
            world.whitelabel.PTSYS3 = false;
          }),
      },
    );
    expect(
      await screen.findByText(
        'The points mall is not available on this site at the moment.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Rewards' })).toBeNull();
  });

  it('a visitor sees the rules and rewards; Redeem opens the login popup', async () => {
    renderAppWorld({}, { path: '/pointMall' });
    // SPEC 9 points: the mall says points never expire.
    expect(await screen.findByText('Points never expire.', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText('20 points convert to ৳1.00.')).toBeVisible();
    const rewards = await screen.findByRole('list', { name: 'Rewards' }, { timeout: 10_000 });
    await userEvent.click(within(rewards).getByRole('button', { name: 'Redeem ৳50 cash bonus' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 10_000 });
    expect(within(login).getByRole('textbox', { name: 'Username' })).toBeVisible();
    // Over the mall, not instead of it: the reward is still there once logged in.
    expect(window.location.pathname).toBe('/pointMall');
    expect(screen.queryByRole('dialog', { name: /Redeem/ })).toBeNull();
  });

  it('a redeem lost on the network: the outcome is not known, the password kept, Send again with the same key', async () => {
    const world = renderAppWorld({ faults: [{ call: 'redeem', kind: 'network' }] }, { path: '/pointMall' });
    const rewards = await screen.findByRole('list', { name: 'Rewards' }, { timeout: 10_000 });
    await userEvent.click(within(rewards).getByRole('button', { name: 'Redeem ৳50 cash bonus' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 10_000 });
    await userEvent.type(within(login).getByRole('textbox', { name: 'Username' }), 'demo01');
    await userEvent.type(within(login).getByLabelText('Password', { exact: true }), 'Demo@1234');
    await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    await screen.findByText(/^Your points:/, {}, { timeout: 10_000 });
    const keys: string[] = [];
    world.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('MCSFE_redeemPointReward'))
        keys.push(request.headers.get(IDEMPOTENCY_HEADER)!);
    });
    const list = await screen.findByRole('list', { name: 'Rewards' }, { timeout: 10_000 });
    await userEvent.click(within(list).getByRole('button', { name: 'Redeem ৳50 cash bonus' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm redeem' });
    await userEvent.type(within(confirm).getByLabelText('Payment password'), '112233');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    const unknown = await within(confirm).findByRole('alert', {}, { timeout: 10_000 });
    expect(unknown.textContent).toContain('The outcome is not known yet');
    expect((within(confirm).getByLabelText('Payment password') as HTMLInputElement).value).toBe('112233');
    await userEvent.click(within(unknown).getByRole('button', { name: 'Send again' }));
    await within(confirm).findByRole('alert', {}, { timeout: 10_000 });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await within(confirm).findByRole('alert', {}, { timeout: 10_000 });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(sessionStorage.getItem('pendingOperations')).not.toContain('112233');
    // The network never reached the platform: nothing was redeemed.
    const demo = world.store.world.members.find((m) => m.account === 'demo01')!;
    expect(
      world.store.world.points.records.filter((r) => r.memberId === demo.id && r.status === 'inProcess'),
    ).toEqual([]);
  });
});
