import i18next from 'i18next';
import { withCallObserver } from './call-observer';
import { createApiClient } from './client';
import { brand, currentRequestTimeoutMs, resolveApiBase } from './config';
import { emitAppEvent } from '../browser/app-events';
import { clearSession, getToken } from '../browser/session-store';

/** The app's API client: the only way the app reaches the network. */
const client = createApiClient({
  prefixUrl: resolveApiBase(),
  timeoutMs: currentRequestTimeoutMs,
  getToken,
  // SPEC 3.3 codes (BN, EN): i18next names them in lower case.
  getLanguage: () => (i18next.language ?? 'bn').toUpperCase(),
  merchantCode: brand.merchantCode,
  // Needed by a login or a registration only: loaded then.
  getDeviceId: () => import('../browser/device-id').then((module) => module.deviceId()),
  onUnauthorized: (call, sentToken) => endSessionOn401(call, sentToken),
});
/** In mock mode the QA inspector's call log sees each call (src/api/call-observer.ts). */
export const api = withCallObserver(client);

/**
 * DESIGN: a 401 ends the session. Only the session the call was sent with: a call that left before
 * a logout or a new login (and is answered 401 after it) says nothing about the session there is now.
 */
export function endSessionOn401(call: string, sentToken: string | null): void {
  // A call sent without a session ends none.
  if (sentToken === null || sentToken !== getToken()) return;
  clearSession();
  emitAppEvent('sessionExpired', { call });
}
