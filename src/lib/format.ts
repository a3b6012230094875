import type { LanguageCode } from './qa-params';

const numberLocale = (lang: LanguageCode) => (lang === 'BN' ? 'bn-BD-u-nu-latn' : 'en-US');

/**
 * One of something per language, made on first use: an Intl formatter costs milliseconds to make
 * (issue 16: a list of promotions made one per date, 40 ms of a phone's first render of /promotions;
 * the agent clock one a second).
 */
export function perLanguage<T>(make: (lang: LanguageCode) => T): (lang: LanguageCode) => T {
  const made = new Map<LanguageCode, T>();
  return (lang) => {
    let value = made.get(lang);
    if (value === undefined) {
      value = make(lang);
      made.set(lang, value);
    }
    return value;
  };
}

/**
 * Amounts: thousands separators and 2 decimals (DESIGN cross-cutting rules), as
 * `Intl.NumberFormat(numberLocale(lang), { minimum/maximumFractionDigits: 2 })` writes them, and
 * checked against it (format.test.ts): EN groups by three (1,234,567.50), BN by three and then by
 * two, the Bangladeshi way, with Latin digits (12,34,567.50). Written out because the first
 * Bengali formatter costs about 18 ms of ICU set-up on a desktop (issue 16, measured 2026-11-26),
 * some 75 ms on a phone, in the middle of the home page's first render.
 */
export function formatAmount(value: number, lang: LanguageCode): string {
  // Beyond 10^13 the cents are no longer exact in a double: ICU's own job.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e13) return intlAmount(value, lang);
  const [whole, fraction] = twoPlaces(Math.abs(value));
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${group(whole, lang === 'BN' ? 2 : 3)}.${fraction}`;
}

/**
 * Rounded as ICU rounds: the shortest decimal that reads back as the number (1.005, not the
 * 1.00499… a double holds), half away from zero.
 */
function twoPlaces(abs: number): [string, string] {
  if (abs < 1e-6) return ['0', '00']; // String() would write e-notation; it rounds to 0.00 anyway
  const [whole, fraction = ''] = String(abs).split('.') as [string, string?];
  if (fraction.length <= 2) return [whole, fraction.padEnd(2, '0')];
  const cents = Number(whole + fraction.slice(0, 2)) + (fraction[2]! >= '5' ? 1 : 0);
  const digits = String(cents).padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2)];
}

/** "1234567" → "1,234,567" (groups of 3), or "12,34,567" (the last 3, then groups of 2). */
function group(digits: string, size: number): string {
  if (digits.length <= 3) return digits;
  let head = digits.slice(0, -3);
  const groups = [digits.slice(-3)];
  while (head.length > size) {
    groups.unshift(head.slice(-size));
    head = head.slice(0, -size);
  }
  return [head, ...groups].join(',');
}

/** What the hand-written path leaves to ICU: NaN, infinities and amounts of 10^13 and more. */
function intlAmount(value: number, lang: LanguageCode): string {
  return new Intl.NumberFormat(numberLocale(lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** "GMT+6", "GMT+5:30", "GMT-3". */
export function gmtLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const minutes = abs % 60;
  return `GMT${sign}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

const dateTimeFormat = perLanguage(
  (lang) =>
    new Intl.DateTimeFormat(numberLocale(lang), {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      // 00:00 at midnight: `hour12: false` lets ICU pick its 24:00 (h24) for some locales.
      hourCycle: 'h23',
    }),
);

/** A date-time shown in a fixed GMT offset (the member's or the site's), with the offset named. */
export function formatDateTime(iso: string, offsetMinutes: number, lang: LanguageCode): string {
  return `${formatZonedTime(iso, offsetMinutes, lang)} (${gmtLabel(offsetMinutes)})`;
}

/** A date-time in a fixed GMT offset without naming it, where the offset is stated once nearby. */
export function formatZonedTime(iso: string, offsetMinutes: number, lang: LanguageCode): string {
  const shifted = new Date(new Date(iso).getTime() + offsetMinutes * 60_000);
  return dateTimeFormat(lang).format(shifted);
}
