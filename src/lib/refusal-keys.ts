import { errorCodes } from '../api/contracts/call';
import { wire } from '../api/contracts/wire';

/**
 * The refusal codes with a text of their own, apart from the phone forms' helpers (phone-errors.ts):
 * every page's failure text reads these, the SMS forms load the rest with themselves.
 */

/**
 * Codes the client raises itself. The one-click (firebase) sign-in rejects with POPUP_CLOSED when
 * the player closes its popup (SPEC 8 "login failure when the popup was closed by the user").
 */
export const clientPhoneErrorCodes = { popupClosed: 'POPUP_CLOSED' } as const;

/** Full i18n keys (namespace included), so they read the same whatever the view's default namespace. */
export const verificationKey = (name: string) => `verification:${name}`;

/** SPEC 8 phone verification errors, by refusal code. */
export const phoneErrorKeys: Readonly<Record<string, string>> = {
  [errorCodes.invalidPhone]: verificationKey('invalid_phone'),
  [errorCodes.tooManyRequests]: verificationKey('too_many_requests'),
  [errorCodes.invalidCode]: verificationKey('invalid_code'),
  [errorCodes.invalidCaptcha]: verificationKey('invalid_captcha'),
  [errorCodes.quotaExceeded]: verificationKey('quota_exceeded'),
  [errorCodes.functionDisabled]: verificationKey('function_disabled'),
  [clientPhoneErrorCodes.popupClosed]: verificationKey('popup_closed'),
};

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
  // to the open game: src/kits/games/launch-messages.tsx).
  [errorCodes.systemBusy]: 'common:errors.systemBusy',
  [errorCodes.functionNotAvailable]: 'common:errors.functionNotAvailable',
  [wire.codes.userNotExist]: 'common:errors.userNotFound',
  // Shown where the login form or the withdraw page has its namespace loaded.
  [wire.codes.loginForbidden]: 'auth:refusal.loginForbidden',
  [wire.codes.loginVerifyRequired]: 'auth:refusal.loginVerifyRequired',
  [wire.codes.requestParamError]: 'common:errors.requestRejected',
  [wire.codes.paymentPasswordWrong]: 'payments:refusal.paymentPasswordWrong',
  [wire.codes.noPaymentPassword]: 'payments:refusal.noPaymentPassword',
};
