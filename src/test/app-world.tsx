/**
 * Test support (not a test): the whole app rendered against the MSW Node server, as the component
 * tests of journeys need it. Call `setupAppWorld()` once at the top of a test file: it loads the
 * English catalogue, and after each test closes the server and resets language, storage and URL.
 */
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll } from 'vitest';
import { createMockServer } from '../../mocks/node';
import { App } from '../app/app';
import { initI18n } from '../i18n';
import type { QaParams } from '../lib/qa-params';

export type MockWorld = ReturnType<typeof createMockServer>;

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
