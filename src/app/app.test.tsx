import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../mocks/node';
import type { QaParams } from '../lib/qa-params';
import i18next from 'i18next';
import { initI18n } from '../i18n';
import { englishNav } from '../test/english-nav';
import { App } from './app';

beforeAll(async () => {
  await initI18n('EN');
});

let close: (() => void) | undefined;
afterEach(async () => {
  close?.();
  await i18next.changeLanguage('en');
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

function renderWorld(params: Partial<QaParams> = {}) {
  const mock = createMockServer(params);
  mock.server.listen({ onUnhandledRequest: 'error' });
  close = () => mock.server.close();
  render(<App />);
  return mock;
}

describe('App against the mock world', () => {
  it('shows the home shell with the navigation built from the vendors, promotions last', async () => {
    renderWorld();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: 'Slots' });
    const labels = within(nav)
      .getAllByRole('link')
      .filter((link) => link.parentElement?.parentElement === nav.querySelector('ul'))
      .map((link) => link.textContent);
    expect(labels).toEqual(englishNav);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('shows the maintenance page instead of the app', async () => {
    renderWorld({ scenario: 'maintenance' });
    expect(await screen.findByRole('heading', { name: 'Site under maintenance' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('shows the region block page with the visitor IP', async () => {
    const { store } = renderWorld({ scenario: 'region-blocked' });
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeTruthy();
    expect(screen.getByText(store.world.system.visitorIp)).toBeTruthy();
  });

  it('shows the spec text for a failed status call and recovers on retry once the fault is gone', async () => {
    const { server, mock } = renderWorld({ faults: [{ call: 'status', kind: '500' }] });
    expect(await screen.findByText('Network link abnormal, please try again.')).toBeTruthy();
    server.resetHandlers();
    server.use(...mock.runtimeHandlers({ withFaults: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it('ends the session cleanly on a 401 and asks for a login', async () => {
    sessionStorage.setItem('token', 'stale-token');
    sessionStorage.setItem('nickname', 'Demo');
    const { server } = renderWorld();
    server.use(http.put('*/wps/member/language', () => new HttpResponse(null, { status: 401 })));
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(sessionStorage.getItem('token')).toBe('stale-token'); // adopted at start
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'BN');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('nickname')).toBeNull();
  });
});
