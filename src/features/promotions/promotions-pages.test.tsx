import { screen, within } from '@testing-library/react';
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

const hostile =
  '<p>Safe text</p><script>window.promoHacked = 1</script>' +
  '<img src="x" onerror="window.promoHacked = 2" alt="bad picture">' +
  '<a href="javascript:window.promoHacked = 3">bad link</a>' +
  '<a href="&#106;avascript:alert(1)">encoded link</a>';

describe('promotions pages', { timeout: 60_000 }, () => {
  it('promotion details: script tags, event handlers and javascript: links neither run nor stay in the DOM', async () => {
    renderAppWorld(
      {},
      {
        path: '/promotions',
        prepare: ({ store }) =>
          store.update((world) => {
            world.promotions.promotions[0]!.contentHtml = { en: hostile, bn: hostile };
          }),
      },
    );
    const card = await screen.findByRole('article', { name: 'Registration bonus ৳100' }, { timeout: 20_000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Details' }));
    const details = await screen.findByRole('dialog', { name: 'Registration bonus ৳100: details' });
    expect(within(details).getByText('Safe text')).toBeVisible();
    expect(details.querySelector('script')).toBeNull();
    expect(details.querySelector('[onerror]')).toBeNull();
    for (const link of details.querySelectorAll('a'))
      expect(link.getAttribute('href') ?? '').not.toMatch(/script:/i);
    expect((window as { promoHacked?: number }).promoHacked).toBeUndefined();
  });

  it('a visitor’s Join opens the login popup', async () => {
    renderAppWorld({}, { path: '/promotions' });
    const card = await screen.findByRole('article', { name: 'Cricket season boost' }, { timeout: 20_000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Join' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(login).getByRole('textbox', { name: 'Username' })).toBeVisible();
    // A visitor joins nothing: the card still offers Join, on the same page.
    expect(within(card).getByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/promotions');
  });

  it('no promotions: the reward centre and the mission page show their empty states', async () => {
    const prepare: RenderOptions['prepare'] = ({ store }) =>
      store.update((world) => {
        // Scenario no-promotions (mocks/world/promotions-world.ts noPromotionsOverrides).
        Object.assign(world.promotions, {
          promotions: [],
          activities: [],
          missions: [],
          raffles: [],
          leaderboard: [],
        });
      });
    const { centre } = await openAsDemo('rewardCenter', 'Reward centre', {}, { prepare });
    expect(
      await within(centre).findByText(
        'No activities right now. New promotions will appear here.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeVisible();
    await userEvent.click(within(centre).getByRole('link', { name: 'Mission activity' }));
    expect(await within(centre).findByText('No missions right now.', {}, { timeout: 20_000 })).toBeVisible();
  });

  it('no promotions: the promotions page says so', async () => {
    renderAppWorld(
      {},
      {
        path: '/promotions',
        prepare: ({ store }) =>
          store.update((world) => {
            world.promotions.promotions = [];
          }),
      },
    );
    expect(
      await screen.findByText('No promotions right now. Please check back soon.', {}, { timeout: 20_000 }),
    ).toBeVisible();
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('a failed reward centre shows the error with a retry that loads it', async () => {
    const { centre, world } = await openAsDemo('rewardCenter', 'Reward centre', {
      faults: [{ call: 'rewardCentre', kind: '500' }],
    });
    const alert = await within(centre).findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('Network link abnormal, please try again.');
    // The platform recovers: the faults are lifted.
    world.server.resetHandlers(...world.mock.runtimeHandlers({ withFaults: false }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(centre).findByRole('heading', { name: 'Lucky wheel' }, { timeout: 20_000 }),
    ).toBeVisible();
    expect(within(centre).queryByRole('alert')).toBeNull();
  });
});
