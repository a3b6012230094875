import i18next from 'i18next';
import { createApiClient } from './client';
import { requestTimeoutMs, resolveApiBase } from './config';
import { emitSessionExpired } from './session-events';
import { clearSession, getToken } from '../lib/session-store';

/** The app's API client: the only way the app reaches the network. */
export const api = createApiClient({
  prefixUrl: resolveApiBase(),
  timeoutMs: requestTimeoutMs,
  getToken,
  getLanguage: () => i18next.language ?? 'bn',
  onUnauthorized: (call) => {
    clearSession();
    emitSessionExpired(call);
  },
});
