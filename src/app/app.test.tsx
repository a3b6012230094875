import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { appStart, setupAppWorld, type MockWorld } from '../test/app-world';
import { findByAccount, openSession } from '../../mocks/world/accounts';
import type { QaParams } from '../qa/qa-params';
import { englishNav } from '../test/english-nav';

const renderAppWorld = setupAppWorld();
const renderWorld = (params: Partial<QaParams> = {}, prepare?: (mock: MockWorld) => void) =>
  renderAppWorld(params, prepare ? { prepare } : {});

describe('App against the mock world', () => {
  it('shows the home shell with the navigation built from the vendors, promotions last', async () => {
    renderWorld();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, appStart);
    await within(nav).findByRole('link', { name: 'Slots' });
    const labels = within(nav)
      .getAllByRole('link')
      .filter((link) => link.parentElement?.parentElement === nav.querySelector('ul'))
      .map((link) => link.textContent);
    expect(labels).toEqual(englishNav);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  it('shows the maintenance page instead of the app', async () => {
    renderWorld({ scenario: 'maintenance' });
    // SPEC 8 maintenance: the maintenance page, in place of the app.
    // SPEC 8 ip-location-block-and-system-maintenance: the system maintenance notice.
    expect(await screen.findByRole('heading', { name: 'Site under maintenance' }, appStart)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('shows the region block page with the visitor IP', async () => {
    const { store } = renderWorld({ scenario: 'region-blocked' });
    // SPEC 8 maintenance: a region restriction shows the blocked-IP page.
    expect(await screen.findByRole('heading', { name: 'Access restricted' }, appStart)).toBeVisible();
    // SPEC 8 ip-location-block-and-system-maintenance: the block notice names the visitor's IP.
    expect(screen.getByText(store.world.system.visitorIp)).toBeVisible();
  });

  it('shows the spec text for a failed status call and recovers on retry once the fault is gone', async () => {
    const { server, mock } = renderWorld({ faults: [{ call: 'status', kind: '500' }] });
    // SPEC 8 network-link-abnormal: a failed status call reads as the spec's text.
    expect(await screen.findByText('Network link abnormal, please try again.', {}, appStart)).toBeVisible();
    server.resetHandlers();
    server.use(...mock.runtimeHandlers({ withFaults: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(screen.queryByText('Network link abnormal, please try again.')).toBeNull();
  });

  it('ends a restored session cleanly on a 401 from any call and asks for a login', async () => {
    const { server } = renderWorld({}, ({ store }) => {
      const demo = findByAccount(store.world, 'demo01')!;
      sessionStorage.setItem('token', openSession(store, demo.id));
    });
    // The stored session is restored: the member bar replaces the login button.
    expect(await screen.findByRole('button', { name: 'Refresh balance' }, appStart)).toBeVisible();
    server.use(http.put('*/wps/member/language', () => new HttpResponse(null, { status: 401 })));
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'BN');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('nickname')).toBeNull();
  });

  it('drops a stored token the platform no longer knows and asks for a login', async () => {
    sessionStorage.setItem('token', 'stale-token');
    renderWorld();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
