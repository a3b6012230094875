/**
 * SPEC 3.3 session storage keys. All access is guarded: storage can be disabled (private modes,
 * embedded views) and the app must still run, just without persistence.
 */
export const sessionKeys = [
  'token',
  'nickname',
  'account',
  'username',
  'customerId',
  'isAgent',
  'consolidated',
  'enableSalary',
  'enableContract',
  'merchantWallet',
  'validate',
  'gameVendor',
  'merchant',
  'merchantCode',
  // A forced password change still due: it ends with the session.
  'passwordChangeDue',
] as const;
export type SessionKey = (typeof sessionKeys)[number];

/** The tab's session storage or the site's local storage, when the browser lets the page use it. */
export function webStorage(kind: 'session' | 'local'): Storage | undefined {
  try {
    return kind === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readStored(key: string, kind: 'session' | 'local' = 'session'): string | null {
  try {
    return webStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, kind: 'session' | 'local' = 'session'): void {
  try {
    webStorage(kind)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the value lives for this page only.
  }
}

export function removeStored(key: string, kind: 'session' | 'local' = 'session'): void {
  try {
    webStorage(kind)?.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}

export const getToken = (): string | null => readStored('token');
export const setToken = (token: string): void => writeStored('token', token);

/** SPEC 4.2 logout: clears the session keys (the merchant keys are written again at start). */
export function clearSession(): void {
  for (const key of sessionKeys) removeStored(key);
}
