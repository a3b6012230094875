import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findByAccount, openSession } from '../../mocks/world/accounts';
import { setupAppWorld } from '../test/app-world';

const renderAppWorld = setupAppWorld();
const SLOW = { timeout: 10_000 };

/** SPEC 2.1: the routes the journeys reach only through menus; each opened by its own URL. */
describe('category and account routes (SPEC 2.1)', () => {
  it.each([
    ['/lott', 'Lottery'],
    ['/cockfight', 'Cockfight'],
    ['/bgs', 'Mini games'],
  ])('%s shows its category page', async (path, title) => {
    renderAppWorld({}, { path });
    // SPEC 2.1 /lott, SPEC 2.1 /cockfight and SPEC 2.1 /bgs: each row opens its own page.
    expect(await screen.findByRole('heading', { level: 1, name: title }, SLOW)).toBeVisible();
  });

  it('SPEC 2.1 /recent shows a member the games they played recently', async () => {
    renderAppWorld(
      {},
      {
        path: '/recent',
        prepare: ({ store }) => {
          sessionStorage.setItem('token', openSession(store, findByAccount(store.world, 'demo01')!.id));
        },
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Recently played' }, SLOW)).toBeVisible();
    expect(window.location.pathname).toBe('/recent');
  });
});
