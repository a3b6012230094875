/**
 * Test support (not a test): the whole app rendered against the MSW Node server, as the component
 * tests of journeys need it. Call `setupAppWorld()` once at the top of a test file: it loads the
 * English catalogue, and after each test closes the server and resets language, storage and URL.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll } from 'vitest';
import { createMockServer } from '../../mocks/node';
import { App } from '../app/app';
import { initI18n } from '../i18n';
import type { QaParams } from '../qa/qa-params';

export type MockWorld = ReturnType<typeof createMockServer>;

/**
 * How long a test waits for the whole app to start (the first wait of a test, which imports the
 * app's lazy parts): on a busy two-core machine that took more than the usual 5 s wait.
 */
export const appStart = { timeout: 15_000 };

export interface RenderOptions {
  /** Changes the world (open a session, flip a switch…) before the app starts. */
  prepare?: (mock: MockWorld) => void;
  /** The URL the app starts at (default /). */
  path?: string;
}

export function setupAppWorld() {
  let close: (() => void) | undefined;
  beforeAll(async () => {
    await initI18n('EN');
  });
  afterEach(async () => {
    close?.();
    close = undefined;
    await i18next.changeLanguage('en');
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });
  /** Starts the world and renders the app; `calls` lists the requests the app made ("GET /wps/…"). */
  return function renderAppWorld(params: Partial<QaParams> = {}, options: RenderOptions = {}) {
    if (options.path) window.history.replaceState(null, '', options.path);
    const mock = createMockServer(params);
    const calls: string[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    mock.server.listen({ onUnhandledRequest: 'error' });
    options.prepare?.(mock);
    close = () => mock.server.close();
    render(<App />);
    return { ...mock, calls };
  };
}

/**
 * Renders the app at `?mcPage=<page>` as a visitor following a shared link, logs demo01 in, and
 * answers the member centre's dialog once it shows `title`.
 */
export async function openMemberCentreAsDemo(
  renderAppWorld: ReturnType<typeof setupAppWorld>,
  mcPage: string,
  title: string,
  params: Partial<QaParams> = {},
  options: RenderOptions = {},
) {
  const world = renderAppWorld(params, { ...options, path: `/?mcPage=${mcPage}` });
  const login = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 20_000 });
  await userEvent.type(within(login).getByRole('textbox', { name: 'Username' }), 'demo01');
  await userEvent.type(within(login).getByLabelText('Password', { exact: true }), 'Demo@1234');
  await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
  const centre = await screen.findByRole('dialog', { name: title }, { timeout: 20_000 });
  return { world, centre };
}
