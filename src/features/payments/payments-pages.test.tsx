import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openMemberCentreAsDemo, setupAppWorld, type RenderOptions } from '../../test/app-world';
import type { QaParams } from '../../qa/qa-params';

const renderAppWorld = setupAppWorld();

const openAsDemo = (
  mcPage: string,
  title: string,
  params: Partial<QaParams> = {},
  options: RenderOptions = {},
) => openMemberCentreAsDemo(renderAppWorld, mcPage, title, params, options);

describe('payments pages', { timeout: 40_000 }, () => {
  it('withdraw: without a withdrawal password, a notice links to the security centre and nothing can be sent', async () => {
    const { centre } = await openAsDemo(
      'withdraw',
      'Withdraw',
      {},
      {
        prepare: ({ store }) =>
          store.update((world) => {
            world.members.find((m) => m.account === 'demo01')!.paymentPasswordHash = '';
          }),
      },
    );
    const note = await within(centre).findByRole('note', {}, { timeout: 10_000 });
    expect(note.textContent).toContain('You have not set a withdrawal password (payment password) yet.');
    const link = within(note).getByRole('link', { name: 'Set it in the security centre' });
    expect(link.getAttribute('href')).toMatch(/[?&]mcPage=securityCenter/);
    expect(within(centre).getByRole('button', { name: 'Withdraw' }).hasAttribute('disabled')).toBe(true);
  });

  it('deposit: a failed list shows the error with a retry, the form still works', async () => {
    const { centre } = await openAsDemo('depositv2', 'Deposit', {
      faults: [{ call: 'paymentOrders', kind: '500' }],
    });
    const alert = await within(centre).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Network link abnormal');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await within(centre).findByRole('button', { name: 'Deposit' })).toBeVisible();
  });

  it('deposit: a send lost on the network says the outcome is not known, keeps the amount and sends again with the same key', async () => {
    const { centre, world } = await openAsDemo('depositv2', 'Deposit', {
      faults: [{ call: 'deposit', kind: 'network' }],
    });
    const keys: string[] = [];
    world.server.events.on('request:start', ({ request }) => {
      const key = request.headers.get('Idempotency-Key');
      if (key) keys.push(key);
    });
    const amount = await within(centre).findByRole('textbox', { name: 'Amount (৳)' }, { timeout: 10_000 });
    await userEvent.type(amount, '1500');
    await userEvent.click(within(centre).getByRole('button', { name: 'Deposit' }));
    const unknown = await within(centre).findByRole('alert');
    expect(unknown.textContent).toContain('The outcome is not known yet; check your recent orders.');
    expect((amount as HTMLInputElement).value).toBe('1500');
    // The key waits in session storage, without any secret.
    expect(JSON.parse(sessionStorage.getItem('pendingOperations')!)).toEqual([
      {
        call: 'deposit',
        key: keys[0],
        request: { channelId: 'dep-bkash', bankType: 'MT4', amount: 1500 },
        owner: 'demo01',
        startedAt: expect.any(Number),
      },
    ]);
    await userEvent.click(within(unknown).getByRole('button', { name: 'Send again' }));
    await within(centre).findByRole('alert');
    // The form sent again is the same intent too.
    await userEvent.click(within(centre).getByRole('button', { name: 'Deposit' }));
    await within(centre).findByRole('alert');
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('deposit whose answer is lost after the platform made it: Send again shows that order, made once', async () => {
    const { centre, world } = await openAsDemo('depositv2', 'Deposit', { scenario: 'answer-lost' });
    const demo = world.store.world.members.find((m) => m.account === 'demo01')!;
    const deposits = () =>
      world.store.world.money.orders.filter((o) => o.memberId === demo.id && o.kind === 'deposit');
    const before = deposits().length;
    const amount = await within(centre).findByRole('textbox', { name: 'Amount (৳)' }, { timeout: 10_000 });
    await userEvent.type(amount, '1200');
    await userEvent.click(within(centre).getByRole('button', { name: 'Deposit' }));
    const unknown = await within(centre).findByRole('alert', {}, { timeout: 10_000 });
    expect(unknown.textContent).toContain('The outcome is not known yet; check your recent orders.');
    const made = deposits().at(-1)!;
    expect(deposits()).toHaveLength(before + 1);
    // The recent deposits were loaded again: the order is there.
    const recent = within(centre).getByRole('table', { name: 'Recent deposits' });
    expect(await within(recent).findByText(made.id, {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(within(unknown).getByRole('button', { name: 'Send again' }));
    expect(
      await within(centre).findByText(/Your deposit request has been submitted/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    // The order shown is the one the platform made, not a second one.
    expect(within(centre).getByRole('region', { name: 'Order details' })).toHaveTextContent(made.id);
    expect(deposits()).toHaveLength(before + 1);
    expect(sessionStorage.getItem('pendingOperations')).toBeNull();
  });
});
