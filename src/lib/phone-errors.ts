import { errorTextKey, toFailureInfo, type FailureInfo } from '../api/errors';
import { phoneErrorKeys, verificationKey } from './refusal-keys';

export { clientPhoneErrorCodes, phoneErrorKeys, refusalKeys } from './refusal-keys';

/**
 * A failed SMS or phone call as a machine keeps it: the failure kind, the server's own message and
 * the envelope's refusal code (TOO_MANY_REQUESTS locks the button for 5 minutes, SPEC 8 / 9).
 * Plain data, never text: views turn it into text with `phoneErrorText`.
 */
export type PhoneFailure = FailureInfo;

/** SPEC 8 phone verification: "please enter a valid phone number", for an empty or malformed number. */
export const enterValidPhoneKey = verificationKey('enter_valid_phone');

/** SPEC 8 phone verification: "unknown error", for a refusal with neither a known code nor a message. */
export const unknownPhoneErrorKey = verificationKey('unknown_error');

/** What a machine stores about a failed phone call (`toFailureInfo` keeps the refusal code). */
export const toPhoneFailure = (error: unknown): PhoneFailure => toFailureInfo(error);

const knownCodeKey = (failure: PhoneFailure): string | undefined =>
  failure.code !== undefined && Object.hasOwn(phoneErrorKeys, failure.code)
    ? phoneErrorKeys[failure.code]
    : undefined;

/**
 * The i18n key for a failed phone call: the spec's text for a known code; "unknown error" for any
 * other refusal; the generic `common` texts (network, timeout…) when no answer came back.
 */
export function phoneErrorKey(failure: PhoneFailure): string {
  const known = knownCodeKey(failure);
  if (known) return known;
  return failure.kind === 'rejected' ? unknownPhoneErrorKey : `common:${errorTextKey(failure.kind)}`;
}

/**
 * The text of the warning dialog (SPEC 4.4, 7.9): a refusal with a known code shows the spec's text
 * in the player's language; any other refusal that carries the server's message shows it as is.
 */
export function phoneErrorText(t: (key: string) => string, failure: PhoneFailure): string {
  if (!knownCodeKey(failure) && failure.kind === 'rejected' && failure.serverMessage) {
    return failure.serverMessage;
  }
  return t(phoneErrorKey(failure));
}

/** The lock's remaining time for the `verification:locked` text ("Try again in 4 min 5 s"). */
export function lockTimeParts(secondsLeft: number): { minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil(secondsLeft));
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}
