import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupAppWorld } from '../../test/app-world';

const renderAppWorld = setupAppWorld();
// The sections below the fold render when they come near the viewport. This page is all
// in view (happy-dom's own IntersectionObserver never answers).
beforeAll(() => {
  globalThis.IntersectionObserver = class {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      // Later, as a browser answers: after the caller has set up what it listens with.
      queueMicrotask(() =>
        this.report([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});
const region = (name: string) => screen.findByRole('region', { name });

describe('home page against the mock world', () => {
  it('shows the hot game cards, the jackpot, the winners and the vendor sections', async () => {
    renderAppWorld();
    const hot = await region('Hot games');
    // Every slide; the cards near the view are built, every one at the first touch.
    expect((await within(hot).findAllByRole('group', { name: /^\d+ of \d+$/ })).length).toBeGreaterThan(7);
    expect((await within(hot).findAllByRole('article')).length).toBeGreaterThan(3);
    const board = await region('Jackpot and winners');
    expect(await within(board).findByText(/^৳787,75\d,\d{3}\.\d{2}$/)).toBeVisible();
    const winners = await within(board).findByRole('list', { name: 'More winners' });
    // SPEC 9 winner-board-display: of the 20 winners the top 3 stand apart; the list holds the other 17.
    expect(within(winners).getAllByRole('listitem')).toHaveLength(17);
    // SPEC 9 winner-board-display: the list starts at rank 4.
    expect(within(winners).getAllByRole('listitem')[0]).toHaveTextContent(/^4\D/);
    const live = await region('Live casino');
    expect(await within(live).findByRole('button', { name: 'Evolution PLAY NOW' })).toBeVisible();
    const slots = await region('Slots');
    expect(await within(slots).findByRole('button', { name: 'PG Soft' })).toBeVisible();
  });

  it('shows the spec error text where the hot games or the winners fail, and loads them on retry', async () => {
    const { server, mock } = renderAppWorld({
      faults: [
        { call: 'hotGames', kind: '500' },
        { call: 'rankList', kind: 'network' },
      ],
    });
    const hot = await region('Hot games');
    expect(await within(hot).findByText('Network link abnormal, please try again.')).toBeVisible();
    const board = await region('Winner board');
    await within(board).findByRole('button', { name: 'Try again' });
    // The vendor sections do not depend on them.
    expect(
      await within(await region('Live casino')).findByRole('button', { name: 'Evolution PLAY NOW' }),
    ).toBeVisible();

    server.resetHandlers();
    server.use(...mock.runtimeHandlers({ withFaults: false }));
    await userEvent.click(within(hot).getByRole('button', { name: 'Try again' }));
    expect((await within(hot).findAllByRole('group', { name: /^\d+ of \d+$/ })).length).toBeGreaterThan(7);
    await userEvent.click(within(board).getByRole('button', { name: 'Try again' }));
    expect(await within(board).findByRole('list', { name: 'More winners' })).toBeVisible();
  });
});
