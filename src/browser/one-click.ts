import type { OneClickProvider } from '../api/contracts/session';
import { OneClickError, type OneClickSignIn } from '../lib/one-click';

/** The one-click provider registered at start (mock mode registers its own), or none. */
let implementation: OneClickSignIn | null = null;

export function registerOneClickSignIn(next: OneClickSignIn | null): void {
  implementation = next;
}

export const oneClickAvailable = (): boolean => implementation !== null;

export function signInWith(provider: OneClickProvider): Promise<{ idToken: string }> {
  if (!implementation) return Promise.reject(new OneClickError('popupClosed'));
  return implementation.signIn(provider);
}
