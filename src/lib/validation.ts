import type { FieldRule, RegisterSettings } from '../api/contracts/register';
import { fieldRuleAccepts, isEmail } from '../api/contracts/field-rules';
import { patternFamilies, type PatternFamily } from '../api/contracts/pattern-families';

// The rules themselves are the platform's, shared with the mock world; the messages are here.
export { acceptedRegex } from '../api/contracts/field-rules';
export { patternFamilies, type PatternFamily } from '../api/contracts/pattern-families';

/**
 * A failed check: `key` names a message in the `validation` namespace and `params` fills its
 * placeholders. Views call `t(`validation:${key}`, params)`; results never hold translated text.
 */
export type ValidationError = { key: string; params: Record<string, string | number> };

/** SPEC 5.5 / 9 limits used by the fixed (not server-driven) rules. */
export const PASSWORD_LENGTH = { min: 6, max: 20 } as const;
export const USERNAME_LENGTH = { min: 4, max: 16 } as const;
export const SMS_CODE_DIGITS = 6;
export const DEFAULT_MOBILE_DIGITS = 11;
export const REMARK_MAX = 140;

const error = (key: string, params: ValidationError['params'] = {}): ValidationError => ({ key, params });

/** Length in characters (code points), so an astral kanji counts once. */
const lengthOf = (value: string) => [...value].length;

const familyOf = (patternId: string): PatternFamily | undefined =>
  Object.hasOwn(patternFamilies, patternId) ? patternFamilies[patternId] : undefined;

/** SPEC 5.2: the rule's pattern message with min and max; also its required message. */
export function ruleMessage(rule: FieldRule): ValidationError {
  // A patternId outside SPEC 5.4 has no text of its own: a generic format message.
  const key = familyOf(rule.patternId)?.messageKey ?? 'pattern_invalid';
  return error(key, { min: rule.minLength, max: rule.maxLength });
}

/** SPEC 5.2: one server-configured field, by the platform's rule (`fieldRuleAccepts`). */
export function validateField(value: string, rule: FieldRule): ValidationError | null {
  return fieldRuleAccepts(value, rule) ? null : ruleMessage(rule);
}

/** SPEC 5.1, 5.5: "Input cannot be empty." */
export function required(value: string): ValidationError | null {
  return value.trim() === '' ? error('required') : null;
}

/**
 * SPEC 5.2, 5.3: the confirmation is required and must equal the password (both trimmed);
 * a difference gives the 'inconsistent twice' message (`mismatch`). Null when they match.
 */
export function confirmationMatches(password: string, confirmation: string): ValidationError | null {
  return required(confirmation) ?? (password.trim() === confirmation.trim() ? null : error('mismatch'));
}

/**
 * SPEC 5.1, 5.5: a Bangladesh mobile number: 01, then an operator digit 3-9, `digits` digits in
 * all (the count is configurable, `RegisterSettings.mobileDigits`). No country code or spaces.
 */
export function validateMobile(value: string, digits = DEFAULT_MOBILE_DIGITS): ValidationError | null {
  const count = Number.isInteger(digits) && digits >= 3 ? digits : DEFAULT_MOBILE_DIGITS;
  const trimmed = value.trim();
  if (trimmed === '') return error('required');
  return new RegExp(`^01[3-9]\\d{${count - 3}}$`).test(trimmed)
    ? null
    : error('mobile_invalid', { digits: count });
}

/** SPEC 5.1, 5.5: the SMS verification code, 6 digits. */
export function validateSmsCode(value: string): ValidationError | null {
  const trimmed = value.trim();
  if (trimmed === '') return error('required');
  return new RegExp(`^\\d{${SMS_CODE_DIGITS}}$`).test(trimmed) ? null : error('code_invalid');
}

/** SPEC 5.3: the e-mail rule of the forgot-password form (family 4). */
export function validateEmail(value: string): ValidationError | null {
  const trimmed = value.trim();
  if (trimmed === '') return error('required');
  return isEmail(trimmed) ? null : error('email_invalid');
}

/** SPEC 5.3, 5.5: the account rule: 4-16 letters or digits, the first a letter (family 2). */
export function validateUsername(value: string): ValidationError | null {
  const trimmed = value.trim();
  if (trimmed === '') return error('required');
  const length = lengthOf(trimmed);
  const fits = length >= USERNAME_LENGTH.min && length <= USERNAME_LENGTH.max;
  return fits && patternFamilies['2']!.regex.test(trimmed)
    ? null
    : error('account_invalid', { ...USERNAME_LENGTH });
}

/** SPEC 5.3, 5.5: "Password must be within min-max characters" (6-20). */
export function validatePassword(value: string): ValidationError | null {
  const trimmed = value.trim();
  if (trimmed === '') return error('required');
  const length = lengthOf(trimmed);
  return length >= PASSWORD_LENGTH.min && length <= PASSWORD_LENGTH.max
    ? null
    : error('password_length', { ...PASSWORD_LENGTH });
}

/**
 * SPEC 5.3: a new password "follows the password rule": the server's password rule when it is
 * known and enabled (the same rule registration uses, so the mock world and the form agree),
 * otherwise the 6-20 characters rule. Always required.
 */
export function validateNewPassword(value: string, rule?: FieldRule | undefined): ValidationError | null {
  if (!rule?.enabled) return validatePassword(value);
  return validateField(value, { ...rule, required: true });
}

/** SPEC 5.1, 5.5: "Please enter the captcha." (only when the captcha is shown). */
export function validateCaptcha(value: string): ValidationError | null {
  return value.trim() === '' ? error('captcha_required') : null;
}

/** SPEC 5.2, 5.5: "Agree to terms before registering." */
export function validateTerms(accepted: boolean): ValidationError | null {
  return accepted ? null : error('terms_required');
}

/** SPEC 5.5, 9: comments and remarks are limited to 140 characters. */
export function validateRemark(value: string, max = REMARK_MAX): ValidationError | null {
  return lengthOf(value.trim()) <= max ? null : error('remark_limit', { max });
}

export type FormValues = Partial<Record<string, string>>;
export type FormErrors = Partial<Record<string, ValidationError>>;
export interface FormOptions {
  /**
   * Fields required whatever the server says, e.g. `mobileNum` for mobile registration and
   * `verificationCode` when REGMOBVERF3 is on (SPEC 5.2). A listed field without a rule must
   * only be non-empty.
   */
  required?: readonly string[];
}

/** SPEC 5.2: username, password and paymentPassword are required whenever they are shown. */
const requiredWhenShown: ReadonlySet<string> = new Set(['username', 'password', 'paymentPassword']);

function effectiveRule(field: string, rule: FieldRule, forced: ReadonlySet<string>): FieldRule {
  if (forced.has(field)) return { ...rule, enabled: true, required: true };
  return requiredWhenShown.has(field) ? { ...rule, required: true } : rule;
}

/**
 * SPEC 5.2: the confirmation is checked when its rule is enabled (or forced), or, with no rule,
 * when the form sent one. Empty gives its rule's message (else `required`); different, `mismatch`.
 */
function confirmationError(
  values: FormValues,
  rules: RegisterSettings['fields'],
  forced: ReadonlySet<string>,
) {
  const rule = Object.hasOwn(rules, 'confirmPassword') ? rules.confirmPassword : undefined;
  const shown = rule ? rule.enabled || forced.has('confirmPassword') : values.confirmPassword !== undefined;
  if (!shown) return null;
  const confirmation = values.confirmPassword ?? '';
  if (confirmation.trim() === '' && rule) return ruleMessage(rule);
  return confirmationMatches(values.password ?? '', confirmation);
}

/**
 * SPEC 5.2: validates a whole registration form against the server's field rules, plus the
 * confirmation rule. Returns only the failing fields (an empty object means valid). The terms
 * box is checked separately with `validateTerms`.
 */
export function validateForm(
  values: FormValues,
  rules: RegisterSettings['fields'],
  options: FormOptions = {},
): FormErrors {
  const forced = new Set(options.required);
  const errors: FormErrors = {};
  for (const [field, rule] of Object.entries(rules)) {
    if (field === 'confirmPassword') continue;
    const failure = validateField(values[field] ?? '', effectiveRule(field, rule, forced));
    if (failure) errors[field] = failure;
  }
  for (const field of forced) {
    if (field === 'confirmPassword' || Object.hasOwn(rules, field)) continue;
    const failure = required(values[field] ?? '');
    if (failure) errors[field] = failure;
  }
  const confirmation = confirmationError(values, rules, forced);
  if (confirmation) errors.confirmPassword = confirmation;
  return errors;
}
