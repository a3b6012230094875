import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../api/contracts/call';
import { ApiError, type ApiErrorKind } from '../api/errors';
import {
  clientPhoneErrorCodes,
  enterValidPhoneKey,
  lockTimeParts,
  phoneErrorKey,
  phoneErrorKeys,
  phoneErrorText,
  refusalKeys,
  toPhoneFailure,
  unknownPhoneErrorKey,
  type PhoneFailure,
} from './phone-errors';

/** A t that shows which key it was asked for. */
const t = (key: string) => `t(${key})`;

const catalogue = (lang: string, ns: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'i18n', 'locales', lang, `${ns}.json`), 'utf8'),
  ) as Record<string, unknown>;

/** Looks a full key ("ns:a.b") up in a language's catalogue. */
function lookUp(lang: string, fullKey: string): unknown {
  const [ns, path] = fullKey.split(':') as [string, string];
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue(lang, ns),
    );
}

describe('toPhoneFailure', () => {
  it('keeps the kind, the server message and the refusal code', () => {
    const error = new ApiError('rejected', 'smsCodeNoLogin', {
      code: 'TOO_MANY_REQUESTS',
      serverMessage: 'Slow down',
    });
    expect(toPhoneFailure(error)).toEqual({
      kind: 'rejected',
      serverMessage: 'Slow down',
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('leaves the code out when there is none', () => {
    expect(toPhoneFailure(new ApiError('timeout', 'smsCodeNoLogin'))).toEqual({ kind: 'timeout' });
    expect(toPhoneFailure(new Error('boom'))).toEqual({ kind: 'network' });
  });
});

describe('phoneErrorKey (SPEC 8 phone verification)', () => {
  it.each([
    [errorCodes.invalidPhone, 'verification:invalid_phone'],
    [errorCodes.tooManyRequests, 'verification:too_many_requests'],
    [errorCodes.invalidCode, 'verification:invalid_code'],
    [errorCodes.invalidCaptcha, 'verification:invalid_captcha'],
    [errorCodes.quotaExceeded, 'verification:quota_exceeded'],
    [errorCodes.functionDisabled, 'verification:function_disabled'],
    [clientPhoneErrorCodes.popupClosed, 'verification:popup_closed'],
  ])('%s reads as %s', (code, key) => {
    expect(phoneErrorKey({ kind: 'rejected', code })).toBe(key);
  });

  it.each([
    ['rejected', 'verification:unknown_error'],
    ['network', 'common:errors.network'],
    ['timeout', 'common:errors.timeout'],
    ['server', 'common:errors.network'],
    ['malformed', 'common:errors.network'],
    ['unauthorized', 'common:errors.notLoggedIn'],
  ] as Array<[ApiErrorKind, string]>)('a %s failure without a known code reads as %s', (kind, key) => {
    expect(phoneErrorKey({ kind })).toBe(key);
    expect(phoneErrorKey({ kind, code: 'SOMETHING_ELSE' })).toBe(key);
  });

  it('does not mistake object properties for codes', () => {
    expect(phoneErrorKey({ kind: 'rejected', code: 'toString' })).toBe(unknownPhoneErrorKey);
  });

  it('points at texts that exist in both languages', () => {
    const keys = [...Object.values(phoneErrorKeys), enterValidPhoneKey, unknownPhoneErrorKey];
    const kinds: ApiErrorKind[] = ['network', 'timeout', 'unauthorized', 'server', 'rejected', 'malformed'];
    keys.push(...kinds.map((kind) => phoneErrorKey({ kind })));
    for (const key of keys) {
      for (const lang of ['en', 'bn']) expect(typeof lookUp(lang, key), `${lang} ${key}`).toBe('string');
    }
  });
});

describe('phoneErrorText (SPEC 4.4, 7.9)', () => {
  it('shows the server message as is for a refusal with no known code', () => {
    const failure: PhoneFailure = { kind: 'rejected', serverMessage: 'Number blocked by operator' };
    expect(phoneErrorText(t, failure)).toBe('Number blocked by operator');
    expect(phoneErrorText(t, { ...failure, code: 'OPERATOR_BLOCK' })).toBe('Number blocked by operator');
  });

  it("shows the spec's text in the player's language for a known code", () => {
    expect(
      phoneErrorText(t, { kind: 'rejected', serverMessage: 'too many requests', code: 'TOO_MANY_REQUESTS' }),
    ).toBe('t(verification:too_many_requests)');
  });

  it('falls back to "unknown error" for a bare refusal and to the generic texts without an answer', () => {
    expect(phoneErrorText(t, { kind: 'rejected' })).toBe('t(verification:unknown_error)');
    expect(phoneErrorText(t, { kind: 'network' })).toBe('t(common:errors.network)');
    expect(phoneErrorText(t, { kind: 'timeout', serverMessage: 'ignored' })).toBe('t(common:errors.timeout)');
  });
});

describe('lockTimeParts', () => {
  it.each([
    [300, { minutes: 5, seconds: 0 }],
    [245, { minutes: 4, seconds: 5 }],
    [59, { minutes: 0, seconds: 59 }],
    [0, { minutes: 0, seconds: 0 }],
    [-3, { minutes: 0, seconds: 0 }],
  ])('%d s reads as %j', (seconds, parts) => {
    expect(lockTimeParts(seconds)).toEqual(parts);
  });
});

describe('refusal texts', () => {
  it('has a text in both languages for every refusal code it names', () => {
    for (const key of Object.values(refusalKeys)) {
      for (const lang of ['en', 'bn']) expect(typeof lookUp(lang, key), `${lang} ${key}`).toBe('string');
    }
  });

  it('covers the account refusals of SPEC 6 and 8 beside the phone ones', () => {
    expect(refusalKeys[errorCodes.notMember]).toBe('auth:refusal.notMember');
    expect(refusalKeys[errorCodes.notAgent]).toBe('auth:refusal.notAgent');
    expect(refusalKeys[errorCodes.userNotFound]).toBe('common:errors.userNotFound');
    expect(refusalKeys[errorCodes.invalidCode]).toBe(phoneErrorKeys[errorCodes.invalidCode]);
  });

  it("gives the platform's own refusal codes a text of their own", () => {
    for (const code of [
      'USER_NOT_EXIST',
      'us_forbidden_login_error',
      'login_verify_required',
      'request_param_err',
      'invalid.payment.pw',
      'not.exists.payment.password',
    ]) {
      expect(refusalKeys[code], code).toMatch(/^(common:errors|auth:refusal|payments:refusal)\./);
    }
    expect(lookUp('en', refusalKeys['invalid.payment.pw']!)).toBe('The withdrawal password is incorrect.');
  });
});

describe("the English text each failure reads as is the spec's", () => {
  const en = (key: string) => lookUp('en', key);
  const refused = (code: string) => en(phoneErrorKey({ kind: 'rejected', code }));

  it('phone verification refusals (SPEC 8)', () => {
    // SPEC 8 invalid-phone-number-format
    expect(refused(errorCodes.invalidPhone)).toBe('Invalid phone number format.');
    // SPEC 8 too-many-requests: with its 5 minutes.
    expect(refused(errorCodes.tooManyRequests)).toBe('Too many requests. Please try again after 5 minutes.');
    // SPEC 8 verification-code-not-valid: and the player is told to send again.
    expect(refused(errorCodes.invalidCode)).toBe(
      'The verification code is not valid, missing or expired. Please send a new code.',
    );
    // SPEC 8 invalid-captcha-or-non-whitelisted-domain
    expect(refused(errorCodes.invalidCaptcha)).toBe('Invalid captcha, or this domain is not whitelisted.');
    // SPEC 8 quota-not-sufficient
    expect(refused(errorCodes.quotaExceeded)).toBe(
      'The SMS quota is not sufficient. Please contact customer service.',
    );
    // SPEC 8 function-not-enabled
    expect(refused(errorCodes.functionDisabled)).toBe(
      'This function is not enabled. Please contact customer service.',
    );
    // SPEC 8 login-failure-when-the-popup-was closed by the user.
    expect(refused(clientPhoneErrorCodes.popupClosed)).toBe(
      'Login failed: the popup was closed before the verification finished.',
    );
    // SPEC 8 unknown-error: a refusal with no code the client knows.
    expect(en(phoneErrorKey({ kind: 'rejected' }))).toBe('Unknown error.');
    // SPEC 8 please-enter-a-valid-phone-number: the client's own check of the number.
    expect(en(enterValidPhoneKey)).toBe('Please enter a valid phone number.');
  });

  it('no answer, a slow answer, no session (SPEC 8)', () => {
    // SPEC 8 network-link-abnormal
    expect(en(phoneErrorKey({ kind: 'network' }))).toBe('Network link abnormal, please try again.');
    // SPEC 8 page-took-longer-to-load
    expect(en(phoneErrorKey({ kind: 'timeout' }))).toBe(
      'The page took longer to load. Please check your network.',
    );
    // SPEC 8 you-are-not-logged-in
    expect(en(phoneErrorKey({ kind: 'unauthorized' }))).toBe('You are not logged in, please log in.');
  });

  it('account refusals (SPEC 8)', () => {
    // SPEC 8 username-email-does-not-exist
    expect(en(refusalKeys[errorCodes.userNotFound]!)).toBe('Username/Email does not exist.');
    // SPEC 8 non-member-account-unable-to-login
    expect(en(refusalKeys[errorCodes.notMember]!)).toBe('Non-member account unable to log in.');
    // SPEC 8 non-agents-cannot-log-in
    expect(en(refusalKeys[errorCodes.notAgent]!)).toBe('Non-agents cannot log in.');
  });
});
