import type { OneClickProvider } from '../api/contracts/session';

/** Why a provider's sign-in window gave no identity (SPEC 8: "Popup blocked, allow popups"; closed by the user). */
export type OneClickFailure = 'popupBlocked' | 'popupClosed';

export class OneClickError extends Error {
  readonly reason: OneClickFailure;
  constructor(reason: OneClickFailure) {
    super(`one-click sign-in: ${reason}`);
    this.name = 'OneClickError';
    this.reason = reason;
  }
}

/**
 * A one-click identity provider: opens its sign-in window and answers the identity token the
 * platform exchanges for a session. The real providers (Google Identity Services, the Facebook SDK,
 * the Telegram login widget) need client ids the spec does not give, so the app takes whichever
 * implementation is registered at start: mock mode registers a mock one. With none registered the
 * one-click buttons stay hidden even when the platform enables them.
 */
export interface OneClickSignIn {
  signIn(provider: OneClickProvider): Promise<{ idToken: string }>;
}
