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
  onUnauthorized: (call, sentToken) => endSessionOn401(call, sentToken),
});

/**
 * DESIGN: a 401 ends the session. Only the session the call was sent with: a call that left before
 * a logout or a new login (and is answered 401 after it) says nothing about the session there is now.
 */
export function endSessionOn401(call: string, sentToken: string | null): void {
  if (sentToken !== getToken()) return;
  clearSession();
  emitSessionExpired(call);
}
