import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { findByAccount, openSession } from '../../../mocks/world/accounts';
import { ledgerProblems, toMinor, transferBetweenMembers } from '../../../mocks/world/ledger';
import { setupAppWorld } from '../../test/app-world';
import { emitAppEvent } from '../../browser/app-events';

const renderAppWorld = setupAppWorld();

/** demo01 logged in (a restored session), and a way to move its money behind the page's back. */
function loggedInDemo() {
  let pay: (amount: number) => void = () => {};
  const world = renderAppWorld(
    {},
    {
      prepare: ({ store }) => {
        const demo = findByAccount(store.world, 'demo01')!;
        const agent = findByAccount(store.world, 'agent01')!;
        sessionStorage.setItem('token', openSession(store, demo.id));
        pay = (amount) =>
          store.update((w) => {
            transferBetweenMembers(
              w,
              agent.id,
              demo.id,
              toMinor(amount),
              new Date().toISOString(),
              'downlineTransfer',
            );
          });
      },
    },
  );
  return { ...world, pay: (amount: number) => pay(amount) };
}

/** The header's balance reads `৳<text>` (after a visually hidden label). */
async function balance(text: string) {
  const banner = await screen.findByRole('banner', {}, { timeout: 10_000 });
  return within(banner).findByText(new RegExp(`৳${text}$`), {}, { timeout: 5000 });
}

describe('header balance kept in step', { timeout: 20_000 }, () => {
  it('reloads on the balance-changed signal of a money action', async () => {
    const { pay, store } = loggedInDemo();
    await balance('25,000\\.00');
    pay(100);
    act(() => emitAppEvent('balanceChanged'));
    await balance('25,100\\.00');
    expect(ledgerProblems(store.world)).toEqual([]);
  });

  it('reloads when the member comes back to the tab', async () => {
    const { pay } = loggedInDemo();
    await balance('25,000\\.00');
    pay(250.5);
    // Hidden: nothing to show, nothing asked.
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(screen.getByRole('banner')).getByText(/৳25,000\.00$/)).toBeVisible();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await balance('25,250\\.50');
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('keeps the last balance after a failed refresh, marked as maybe out of date, with a retry', async () => {
    const { pay, server } = loggedInDemo();
    const shown = await balance('25,000\\.00');
    expect(shown.className).not.toContain('stale');
    server.use(http.get('*/wps/v2/wallets/balance', () => new HttpResponse(null, { status: 500 })));
    pay(100);
    act(() => emitAppEvent('balanceChanged'));
    const retry = await screen.findByRole('button', { name: 'The balance may be out of date: try again' });
    const stale = await balance('25,000\\.00');
    expect(stale.className).toContain('member-bar__balance--stale');
    expect(stale.getAttribute('title')).toBe('may be out of date');
    // Said to a screen reader with the figure (the mark beside it is hidden from one).
    expect(stale).toHaveTextContent('25,000.00 (may be out of date)');

    server.resetHandlers();
    fireEvent.click(retry);
    const fresh = await balance('25,100\\.00');
    expect(fresh.className).not.toContain('stale');
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toBeVisible();
  });
});
