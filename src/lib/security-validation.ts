/**
 * Security centre rules (SPEC 3.1, 5.4, 5.5, 9). Errors name messages: a bare key is in the
 * `validation` namespace, `security:`-prefixed keys in `security` (`useValidationText` reads both).
 * The rules are the platform's (src/api/contracts/profile-rules.ts), so the form and the platform agree.
 */
import type { FieldRule } from '../api/contracts/register';
import { profileFields, type ProfileField, type ProfileSettings } from '../api/contracts/security';
import {
  birthdayProblem,
  isNickname,
  isPaymentPassword,
  isRealName,
  NICKNAME_LENGTH,
  PAYMENT_PASSWORD_DIGITS,
} from '../api/contracts/profile-rules';
import { confirmationMatches, required, validateField, type ValidationError } from './validation';

// The rules themselves are the platform's, shared with the mock world; the messages are here.
export {
  ageOn,
  isCalendarDate,
  isRealName,
  NICKNAME_LENGTH,
  PAYMENT_PASSWORD_DIGITS,
  REAL_NAME_LENGTH,
  REAL_NAME_PATTERN,
  todayAt,
} from '../api/contracts/profile-rules';

const fail = (key: string, params: ValidationError['params'] = {}): ValidationError => ({ key, params });

export function validateNickname(value: string): ValidationError | null {
  if (value.trim() === '') return fail('required');
  return isNickname(value) ? null : fail('security:validation.nicknameLength', { ...NICKNAME_LENGTH });
}

/** SPEC 5.5 "Real name format incorrect": required when asked for, then `isRealName`. */
export function validateRealName(value: string): ValidationError | null {
  if (value.trim() === '') return fail('required');
  return isRealName(value) ? null : fail('real_name_invalid');
}

/**
 * SPEC 5.5 birthday: optional; when given, a real date not after today, and at least `minimumAge`
 * years before it ("Please confirm you are {age} years old"; the age comes from the platform).
 */
export function validateBirthday(value: string, minimumAge: number, today: string): ValidationError | null {
  const problem = birthdayProblem(value, minimumAge, today);
  if (problem === 'invalid') return fail('security:validation.birthdayInvalid');
  return problem === 'underAge' ? fail('age_confirm', { age: minimumAge }) : null;
}

/** The payment password: required, exactly 6 digits. */
export function validatePaymentPassword(value: string): ValidationError | null {
  if (value.trim() === '') return fail('required');
  return isPaymentPassword(value)
    ? null
    : fail('security:validation.paymentPasswordDigits', { digits: PAYMENT_PASSWORD_DIGITS });
}

/** A profile field by its platform rule (SPEC 5.2 reading): a disabled field always passes. */
export function validateProfileField(value: string, rule: FieldRule | undefined): ValidationError | null {
  return rule ? validateField(value, rule) : null;
}

export type PasswordChangeValues = { oldPassword: string; newPassword: string; confirm: string };
export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, ValidationError>>;

/**
 * SPEC 5.3 change password, for any password: the old one required when the form shows it, the new
 * one by `newRule`, the confirmation required and equal. Only failing fields are returned.
 */
export function validatePasswordChange(
  values: PasswordChangeValues,
  options: { oldShown: boolean; newRule: (value: string) => ValidationError | null },
): PasswordChangeErrors {
  const found: Record<keyof PasswordChangeValues, ValidationError | null> = {
    oldPassword: options.oldShown ? required(values.oldPassword) : null,
    newPassword: options.newRule(values.newPassword),
    confirm: confirmationMatches(values.newPassword, values.confirm),
  };
  return onlyFailures(found);
}

export type ProfileValues = {
  nickname: string;
  realName: string;
  birthday: string;
  profile: Partial<Record<ProfileField, string>>;
};
/** Errors by field: `nickname`, `realName`, `birthday` or a profile field's name. */
export type ProfileErrors = Partial<Record<string, ValidationError>>;

/**
 * The whole profile form: the nickname, the real name only while the member can still set it (and
 * only when typed: it is optional until then), the birthday with the platform's minimum age, and
 * each enabled profile field by its rule.
 */
export function validateProfile(
  values: ProfileValues,
  settings: ProfileSettings,
  options: { realNameEditable: boolean; today: string },
): ProfileErrors {
  const found: Record<string, ValidationError | null> = {
    nickname: validateNickname(values.nickname),
    realName:
      options.realNameEditable && values.realName.trim() !== '' ? validateRealName(values.realName) : null,
    birthday: validateBirthday(values.birthday, settings.minimumAge, options.today),
  };
  for (const [field, rule] of Object.entries(settings.fields)) {
    found[field] = validateProfileField(values.profile[field as ProfileField] ?? '', rule);
  }
  return onlyFailures(found);
}

function onlyFailures<K extends string>(
  found: Record<K, ValidationError | null>,
): Partial<Record<K, ValidationError>> {
  const errors: Partial<Record<K, ValidationError>> = {};
  for (const [field, error] of Object.entries(found) as Array<[K, ValidationError | null]>) {
    if (error) errors[field] = error;
  }
  return errors;
}

/** The profile fields the settings enable, in the contract's order. */
export function enabledProfileFields(settings: ProfileSettings): ProfileField[] {
  return profileFields.filter((field) => settings.fields[field]?.enabled === true);
}
