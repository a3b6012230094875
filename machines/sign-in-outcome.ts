import { toFailureInfo, type FailureInfo } from '../src/api/errors';
import { OneClickError, type OneClickFailure } from '../src/lib/one-click';

/**
 * How a sign-in without a password ended (one-click, free play): a session's token, or why not. The
 * session decides what follows.
 */
export type SignInOutcome =
  | { kind: 'signedIn'; token: string; firstTimeLogin: boolean }
  /** A blocked or closed sign-in window is a refusal with its own message (SPEC 8); a failed call, its failure. */
  | { kind: 'failed'; refusal: OneClickFailure | null; failure: FailureInfo | null };

/** A session the platform opened: its token, and whether this is the account's first login. */
export const signedIn = (token: string, firstTimeLogin: boolean): SignInOutcome => ({
  kind: 'signedIn',
  token,
  firstTimeLogin,
});

export const signInFailed = (error: unknown): SignInOutcome =>
  error instanceof OneClickError
    ? { kind: 'failed', refusal: error.reason, failure: null }
    : { kind: 'failed', refusal: null, failure: toFailureInfo(error) };
