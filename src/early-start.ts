/**
 * Issue 16: the early start, a second, tiny entry that index.html loads with `async`, so it runs
 * as soon as it arrives, while the app's larger chunks are still downloading (src/main.tsx runs only
 * once all of them are in). It asks for what the first screen waits on:
 * - the start-up calls (status, permission, game menu), and on the home page its banners, hot games
 *   and winners, in a real-backend build (in mock mode the
 *   mock world's worker is not there yet to answer them); the API client takes their answers
 *   (src/api/early-calls.ts);
 * - the start language's `common` catalogue, a JSON file of the build (i18n/catalogues.ts).
 * Nothing here renders or decides anything: if it fails, the app asks for the same things itself.
 * It imports only the small modules of the `start` chunk (vite.config.ts), none of the framework.
 */
import { isMockMode, brand, requestTimeoutMs, resolveApiBase } from './api/config';
import { sendEarly } from './api/early-calls';
import { earlyRequests } from './api/early-requests';
import { readStored, getToken } from './lib/session-store';
import { LANG_KEY, startLanguage } from './lib/start-language';
import { catalogueUrl } from './i18n/catalogues';

const { pathname, search } = window.location;
const savedLanguage = readStored(LANG_KEY, 'local');

if (!isMockMode) {
  const requests = earlyRequests({
    pathname,
    search,
    savedLanguage,
    token: getToken(),
    apiBase: resolveApiBase(),
    merchantCode: brand.merchantCode,
  });
  for (const { url, headers } of requests) sendEarly(url, headers, requestTimeoutMs);
}

if (import.meta.env.PROD) {
  // As i18n/catalogues.ts fetches it (same origin, default credentials), so that fetch takes this answer.
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = catalogueUrl(startLanguage(search, savedLanguage).toLowerCase(), 'common');
  document.head.append(link);
}
