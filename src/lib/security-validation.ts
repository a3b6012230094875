import type { FieldRule } from '../api/contracts/register';
import { profileFields, type ProfileField, type ProfileSettings } from '../api/contracts/security';
import { confirmationMatches, required, validateField, type ValidationError } from './validation';

/**
 * Security centre rules (SPEC 3.1, 5.4, 5.5, 9). Errors name messages: a bare key is in the
 * `validation` namespace, `security:`-prefixed keys in `security` (`useValidationText` reads both).
 * The mock platform applies the same functions, so the form and the platform agree.
 */

/** Nickname: any characters, trimmed, 2 to 20 (not in the spec: a common display-name limit). */
export const NICKNAME_LENGTH = { min: 2, max: 20 } as const;
/** Real name: 3 to 40 characters, as the registration's payeeName rule of the mock platform. */
export const REAL_NAME_LENGTH = { min: 3, max: 40 } as const;
/** Payment (withdrawal) password: exactly 6 digits (not in the spec: the usual PIN of such sites). */
export const PAYMENT_PASSWORD_DIGITS = 6;

/**
 * SPEC 5.4 "English letters and spaces" / "full name with a space between parts" read together for
 * a real name: two or more parts of letters (any script, with its marks: Bengali vowel signs),
 * single spaces between them, nothing else.
 */
export const REAL_NAME_PATTERN = /^\p{L}[\p{L}\p{M}]*(?: \p{L}[\p{L}\p{M}]*)+$/u;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const PAYMENT_PASSWORD_PATTERN = new RegExp(`^\\d{${PAYMENT_PASSWORD_DIGITS}}$`);

const fail = (key: string, params: ValidationError['params'] = {}): ValidationError => ({ key, params });
const lengthOf = (value: string) => [...value].length;

export function validateNickname(value: string): ValidationError | null {
  const trimmed = value.trim();
  if (trimmed === '') return fail('required');
  const length = lengthOf(trimmed);
  return length >= NICKNAME_LENGTH.min && length <= NICKNAME_LENGTH.max
    ? null
    : fail('security:validation.nicknameLength', { ...NICKNAME_LENGTH });
}

/**
 * The one real-name rule (the profile, a bank account's holder, the mock platform's checks):
 * `REAL_NAME_PATTERN` within `REAL_NAME_LENGTH`, on the trimmed text.
 */
export function isRealName(value: string): boolean {
  const trimmed = value.trim();
  const length = lengthOf(trimmed);
  return length >= REAL_NAME_LENGTH.min && length <= REAL_NAME_LENGTH.max && REAL_NAME_PATTERN.test(trimmed);
}

/** SPEC 5.5 "Real name format incorrect": required when asked for, then `isRealName`. */
export function validateRealName(value: string): ValidationError | null {
  if (value.trim() === '') return fail('required');
  return isRealName(value) ? null : fail('real_name_invalid');
}

/** A real calendar date written yyyy-MM-dd (the date input's value). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/**
 * Whole years from `birthday` to `today` (both yyyy-MM-dd). A 29 February birthday comes of age
 * on 1 March in a common year (its month-day is compared as text: '02-28' < '02-29' < '03-01').
 */
export function ageOn(birthday: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  return today.slice(5) >= birthday.slice(5) ? years : years - 1;
}

/** Today's date (yyyy-MM-dd) at a GMT offset in minutes: the member's day, not the browser's. */
export function todayAt(gmtOffsetMinutes: number, now: number = Date.now()): string {
  return new Date(now + gmtOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * SPEC 5.5 birthday: optional; when given, a real date not after today, and at least `minimumAge`
 * years before it ("Please confirm you are {age} years old"; the age comes from the platform).
 */
export function validateBirthday(value: string, minimumAge: number, today: string): ValidationError | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!isCalendarDate(trimmed) || trimmed > today) return fail('security:validation.birthdayInvalid');
  return ageOn(trimmed, today) >= minimumAge ? null : fail('age_confirm', { age: minimumAge });
}

/** The payment password: required, exactly 6 digits. */
export function validatePaymentPassword(value: string): ValidationError | null {
  const trimmed = value.trim();
  if (trimmed === '') return fail('required');
  return PAYMENT_PASSWORD_PATTERN.test(trimmed)
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
