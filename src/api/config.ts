import { MENU_PLATFORM, requestTimeoutMs } from './contracts/start-calls';

export { requestTimeoutMs } from './contracts/start-calls';

/**
 * Build-time API settings. With no `VITE_API_BASE_URL` the app runs in mock mode: `main.tsx`
 * starts the MSW worker and every call is answered by the mock world. Vite replaces these values
 * at build time, so a real-backend build drops the mock branch and its dynamic import entirely.
 * (`env?.`: the HTTP mock server reads this file in plain Node, where there is no env.)
 */
export const apiBaseSetting: string = import.meta.env?.VITE_API_BASE_URL ?? '';
export const isMockMode = apiBaseSetting === '';

/** Absolute base URL for ky's prefixUrl (mock mode: this origin, where the worker answers). */
export function resolveApiBase(origin = globalThis.location?.origin ?? 'http://localhost'): string {
  const base = new URL(apiBaseSetting || '/', origin).toString();
  return base.endsWith('/') ? base : `${base}/`;
}

/** SPEC 3 brand config and SPEC 9 constants sent with calls. */
export const brand = {
  platform: MENU_PLATFORM,
  // The mock world's merchant in mock mode only: a real-backend build without VITE_MERCHANT_CODE
  // fails (vite.config.ts), so no build sends a made-up merchant to a backend.
  merchantCode: import.meta.env?.VITE_MERCHANT_CODE ?? (isMockMode ? 'DEMO' : ''),
  clientType: 3,
  lotteryType: 'Lott',
} as const;

let qaTimeoutMs: number | null = null;

/**
 * QA's `timeoutMs` shortens the client's wait, so a `timeout` fault answers in seconds.
 * Mock mode only: a real-backend build ignores it (and its boot never reads QA parameters).
 */
export function setQaRequestTimeout(ms: number | undefined): void {
  if (isMockMode) qaTimeoutMs = ms && ms > 0 ? ms : null;
}

/** How long the client waits for an answer now: the spec's 20 s, or QA's `timeoutMs` in mock mode. */
export const currentRequestTimeoutMs = (): number => (isMockMode && qaTimeoutMs) || requestTimeoutMs;
