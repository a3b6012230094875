import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { brand } from './api/config';
import { App } from './app/app';
import { bootSafely, showBootFailure } from './app/boot-failure';
import { preloadPage } from './app/router';
import { initI18n, LANG_KEY, resolveStartLanguage } from './i18n';
import { emitAppEvent } from './browser/app-events';
import { readStored, webStorage, writeStored } from './browser/session-store';
import { shouldReloadForStaleChunk } from './lib/preload-reload';
import { applyTheme, effectiveTheme } from './browser/theme';
import { takeUrlToken } from './browser/token-handover';
import './app/styles.css';
import './app/phone.css';

/**
 * Boot: take the URL's login token, preload the page, apply the theme, load the language, start
 * mock mode when no API base URL is configured, render.
 */
async function boot() {
  // First of all, before any call: a login token in the URL leaves the address bar.
  takeUrlToken();
  // The page's own chunks download while the language and the site's status load.
  preloadPage(window.location.pathname);
  applyTheme(effectiveTheme());
  // SPEC 4.12: the merchant code is saved in session and local storage at startup.
  writeStored('merchantCode', brand.merchantCode);
  writeStored('merchantCode', brand.merchantCode, 'local');
  // Only `lang` matters to a real-backend build; mock mode reads the QA parameters itself, so neither
  // their reader nor the registry of every contract is in its bundle.
  const i18nReady = initI18n(resolveStartLanguage(window.location.search));
  // Mock mode (no API base URL): the mock world and the QA panel. The branch disappears from a
  // real-backend build (the env value is replaced at build time), and with it every import of mock code.
  let qaPanel: ReactNode = null;
  if (!import.meta.env.VITE_API_BASE_URL)
    qaPanel = await import('./qa/start-mock-mode').then((qa) => qa.startMockMode(i18nReady));
  // A missing catalogue still renders (keys): i18next's start answers even then. A start that
  // throws is a boot failure (bootSafely below), never an endless spinner.
  await i18nReady;
  const root = document.getElementById('root')!;
  // An error no boundary caught has unmounted the app: say so rather than leave a blank page.
  const reactRoot = createRoot(root, {
    onUncaughtError: (error) => {
      console.error(error);
      showBootFailure(root, messageLanguage());
    },
  });
  // The first render is a transition, which React renders in slices of a few
  // milliseconds, yielding to the browser between them: a slow phone stays responsive (no long
  // task) while the page builds, and the shell from index.html stays until the app is ready.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App qaPanel={qaPanel} />
      </StrictMode>,
    );
  });
  // Needed once a field is focused, never for the first paint: its own small chunk, after it.
  void import('./browser/keep-focus-in-view').then((m) => m.keepFocusInView());
  // A remembered username an older build kept in a cookie (sent with every request)
  // moves to local storage; after the first paint, with the login form's chunk.
  void import('./browser/remember-me').then((m) => m.migrateRememberedUsername());
}

/** The boot-failure message's first language: the one the start chose (saved), else BN. */
const messageLanguage = () => (readStored(LANG_KEY, 'local') === 'EN' ? 'en' : 'bn');

// A chunk that is gone (a deploy since this tab loaded the app) is cured by a reload. Once the
// site's notices are up, they decide (machines/app-update.machine.ts: never while the player has
// work in a form); before, a reload, once (src/lib/preload-reload.ts), so a chunk that keeps failing
// never loops. The import's failure still reaches the part that asked (its own Try again).
window.addEventListener('vite:preloadError', () => {
  if (!emitAppEvent('partLost') && shouldReloadForStaleChunk(webStorage('session'), Date.now()))
    window.location.reload();
});

// In a task of its own: evaluating the app's modules is one long task already on a slow phone.
setTimeout(() => void bootSafely(boot, document.getElementById('root')!, messageLanguage));
