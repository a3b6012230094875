import { errorCodes } from '../api/contracts/call';
import { wire } from '../api/contracts/wire';
import { errorTextKey, toFailureInfo, type FailureInfo } from '../api/errors';

/**
 * A failed SMS or phone call as a machine keeps it: the failure kind, the server's own message and
 * the envelope's refusal code (TOO_MANY_REQUESTS locks the button for 5 minutes, SPEC 8 / 9).
 * Plain data, never text: views turn it into text with `phoneErrorText`.
 */
export type PhoneFailure = FailureInfo;

/**
 * Codes the client raises itself. The one-click (firebase) sign-in rejects with POPUP_CLOSED when
 * the player closes its popup (SPEC 8 "login failure when the popup was closed by the user").
 */
export const clientPhoneErrorCodes = { popupClosed: 'POPUP_CLOSED' } as const;

/** Full i18n keys (namespace included), so they read the same whatever the view's default namespace. */
const key = (name: string) => `verification:${name}`;

/** SPEC 8 phone verification: "please enter a valid phone number", for an empty or malformed number. */
export const enterValidPhoneKey = key('enter_valid_phone');

/** SPEC 8 phone verification: "unknown error", for a refusal with neither a known code nor a message. */
export const unknownPhoneErrorKey = key('unknown_error');

/** SPEC 8 phone verification errors, by refusal code. */
export const phoneErrorKeys: Readonly<Record<string, string>> = {
  [errorCodes.invalidPhone]: key('invalid_phone'),
  [errorCodes.tooManyRequests]: key('too_many_requests'),
  [errorCodes.invalidCode]: key('invalid_code'),
  [errorCodes.invalidCaptcha]: key('invalid_captcha'),
  [errorCodes.quotaExceeded]: key('quota_exceeded'),
  [errorCodes.functionDisabled]: key('function_disabled'),
  [clientPhoneErrorCodes.popupClosed]: key('popup_closed'),
};

/** What a machine stores about a failed phone call (`toFailureInfo` keeps the refusal code). */
export const toPhoneFailure = (error: unknown): PhoneFailure => toFailureInfo(error);

/**
 * Every refusal code with a text of its own (SPEC 6, 8): the phone verification errors and the
 * account refusals. A refusal with one of these shows the text in the player's language.
 */
export const refusalKeys: Readonly<Record<string, string>> = {
  ...phoneErrorKeys,
  [errorCodes.notMember]: 'auth:refusal.notMember',
  [errorCodes.notAgent]: 'auth:refusal.notAgent',
  [errorCodes.userNotFound]: 'common:errors.userNotFound',
  [errorCodes.invalidInvitationCode]: 'validation:invitation_code_error',
  // The platform's own refusals (src/api/contracts/wire.ts). "#734" has its own view (the way back
  // to the open game: src/components/games/launch-messages.tsx).
  [errorCodes.systemBusy]: 'common:errors.systemBusy',
  [errorCodes.functionNotAvailable]: 'common:errors.functionNotAvailable',
  [wire.codes.userNotExist]: 'common:errors.userNotFound',
  [wire.codes.loginForbidden]: 'common:errors.loginForbidden',
  [wire.codes.loginVerifyRequired]: 'common:errors.loginVerifyRequired',
  [wire.codes.requestParamError]: 'common:errors.requestRejected',
  [wire.codes.paymentPasswordWrong]: 'common:errors.paymentPasswordWrong',
  [wire.codes.noPaymentPassword]: 'common:errors.noPaymentPassword',
};

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
