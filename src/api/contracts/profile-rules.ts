/**
 * The platform's rules for the security centre's values (SPEC 3.1, 5.4, 5.5, 9): the form checks
 * them before sending and the platform on receipt, so the two agree. Predicates only; the client's
 * messages are built on them in src/lib/security-validation.ts.
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

const lengthOf = (value: string) => [...value].length;

/** A nickname, trimmed: `NICKNAME_LENGTH` characters. */
export function isNickname(value: string): boolean {
  const length = lengthOf(value.trim());
  return length >= NICKNAME_LENGTH.min && length <= NICKNAME_LENGTH.max;
}

/**
 * The one real-name rule (the profile, a bank account's holder): `REAL_NAME_PATTERN` within
 * `REAL_NAME_LENGTH`, on the trimmed text.
 */
export function isRealName(value: string): boolean {
  const trimmed = value.trim();
  const length = lengthOf(trimmed);
  return length >= REAL_NAME_LENGTH.min && length <= REAL_NAME_LENGTH.max && REAL_NAME_PATTERN.test(trimmed);
}

/** The payment password, trimmed: exactly `PAYMENT_PASSWORD_DIGITS` digits. */
export const isPaymentPassword = (value: string): boolean => PAYMENT_PASSWORD_PATTERN.test(value.trim());

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
 * SPEC 5.5 birthday: optional; when given (trimmed), a real date not after today (`invalid`), and
 * at least `minimumAge` years before it (`underAge`); null when it passes.
 */
export function birthdayProblem(
  value: string,
  minimumAge: number,
  today: string,
): 'invalid' | 'underAge' | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!isCalendarDate(trimmed) || trimmed > today) return 'invalid';
  return ageOn(trimmed, today) >= minimumAge ? null : 'underAge';
}
