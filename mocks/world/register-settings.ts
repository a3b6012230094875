import {
  DEFAULT_REGISTER_CALL_READING,
  type FieldRule,
  type RegisterCallReading,
  type RegisterField,
} from '../../src/api/contracts';
import type { World } from './types';

/**
 * The mock platform's registration rules (SPEC 3.1, 5.2). A value is valid when it matches
 * `acceptedPattern` ('*': anything) and its length is within minLength and maxLength.
 *
 * `patternId` names the message `reg_pattern_{patternId}` (SPEC 5.2, 5.4): the ids are the pattern
 * families of the SPEC 5.4 list, numbered in its order (src/api/contracts/pattern-families.ts), so the form
 * shows each rule's own text. The ids used here:
 * - `2`: letters and digits, the first a letter; `18`: upper, lower, digit and symbol;
 * - `5`: numbers only; `4`: e-mail; `15`: full name (parts separated by a space);
 * - `any`: the '*' pattern, any value within the lengths (the generic format message).
 */
const rule = (
  acceptedPattern: string,
  patternId: string,
  minLength: number,
  maxLength: number,
  flags: { enabled?: boolean; required?: boolean } = {},
): FieldRule => ({
  enabled: flags.enabled ?? true,
  required: flags.required ?? false,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});

const any = (minLength: number, maxLength: number, flags?: { enabled?: boolean; required?: boolean }) =>
  rule('*', 'any', minLength, maxLength, flags);
const disabled = { enabled: false, required: false };

export const USERNAME_PATTERN = '^[A-Za-z][A-Za-z0-9]*$';
export const PASSWORD_PATTERN = '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S+$';

/**
 * Default rules: username registration with username, password and its confirmation required;
 * mobile, e-mail, real name and invitation code offered; the captcha required; the SMS code shown
 * (REGMOBVERF3 decides when it is required); the payment password and the rest switched off.
 */
export function defaultRegisterSettings(): Record<RegisterField, FieldRule> {
  return {
    username: rule(USERNAME_PATTERN, '2', 4, 16, { required: true }),
    password: rule(PASSWORD_PATTERN, '18', 6, 20, { required: true }),
    confirmPassword: any(6, 20, { required: true }),
    mobileNum: rule('^[0-9]+$', '5', 11, 11),
    email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', '4', 5, 50),
    payeeName: rule('^[A-Za-z]+( [A-Za-z]+)+$', '15', 3, 40),
    affiliateCode: any(4, 20),
    captcha: any(4, 4, { required: true }),
    verificationCode: any(6, 6),
    paymentPassword: any(6, 20, disabled),
    qqNum: any(1, 50, disabled),
    recommenderId: any(1, 50, disabled),
    line: any(1, 50, disabled),
    whatsapp: any(1, 50, disabled),
    facebook: any(1, 50, disabled),
    wechat: any(1, 50, disabled),
    idNumber: any(1, 50, disabled),
  };
}

/** SPEC 5.2: matches the pattern ('*' any) and the lengths. The server applies the same rule. */
export function satisfiesRule(value: string, fieldRule: FieldRule): boolean {
  if (value.length < fieldRule.minLength || value.length > fieldRule.maxLength) return false;
  return fieldRule.acceptedPattern === '*' || new RegExp(fieldRule.acceptedPattern).test(value);
}

/** SPEC 5.5 and 9: the agreement's age, the phone digit count and the dialing code of the mock platform. */
export const registerConstants = { minimumAge: 18, mobileDigits: 11, countryDialingCode: '880' } as const;

/** SPEC 4.5: the world's reading of the register type (`settings.registerCallReading`). */
export const registerCallReadingOf = (world: World): RegisterCallReading =>
  world.settings.registerCallReading ?? DEFAULT_REGISTER_CALL_READING;
