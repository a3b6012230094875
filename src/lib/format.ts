/**
 * One voice for numbers and dates: every figure and date on screen is written here, one way per
 * language (docs/voice.md).
 * - Digits are Latin in both languages: players type amounts, phone numbers and transaction ids
 *   in Latin digits, and the wallet apps they pay with (bKash, Nagad) show Latin digits, so one
 *   set of digits is on every screen. Bengali digits a player types are still read (amount.ts).
 * - Amounts are grouped as each language's readers write money: Bengali the Bangladeshi way
 *   (2,00,000.00), English by three (200,000.00); always 2 decimals, with the currency symbol in
 *   front (`formatMoney`: ৳2,00,000.00).
 * - Dates are day, month, year: "28 Nov 2026, 14:05" and "28 নভে 2026, 14:05".
 */
import { BRAND_CURRENCY_SYMBOL } from '../api/contracts/member';
import type { LanguageCode } from './start-language';

const numberLocale = (lang: LanguageCode) => (lang === 'BN' ? 'bn-BD-u-nu-latn' : 'en-US');

/**
 * One of something per language, made on first use: an Intl formatter costs milliseconds to make
 * (a list of promotions that made one per date spent 40 ms of a phone's first render on them).
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
 * Bengali formatter costs about 18 ms of ICU set-up on a desktop (measured 2026-11-26), some 75 ms
 * on a phone, in the middle of the home page's first render.
 */
export function formatAmount(value: number, lang: LanguageCode): string {
  // Beyond 10^13 the cents are no longer exact in a double: ICU's own job.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e13) return intlAmount(value, lang);
  const [whole, fraction] = twoPlaces(Math.abs(value));
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${group(whole, lang === 'BN' ? 2 : 3)}.${fraction}`;
}

/**
 * An amount of money as shown: the currency symbol, then the amount ("৳2,00,000.00"); a negative
 * one keeps its sign in front ("-৳500.00"), as a loss is written.
 */
export function formatMoney(value: number, lang: LanguageCode, symbol = BRAND_CURRENCY_SYMBOL): string {
  const amount = formatAmount(value, lang);
  // A sign written as a word ("USDT ") keeps the amount's own minus after it.
  return amount.startsWith('-') && !symbol.endsWith(' ')
    ? `-${symbol}${amount.slice(1)}`
    : `${symbol}${amount}`;
}

/** A count (records, players, points): whole, grouped as the language groups amounts. */
export function formatCount(value: number, lang: LanguageCode): string {
  const whole = Math.round(value);
  if (!Number.isSafeInteger(whole)) return String(value);
  return `${whole < 0 ? '-' : ''}${group(String(Math.abs(whole)), lang === 'BN' ? 2 : 3)}`;
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

// Only the month's short name is ICU's (as it reads beside a day: "নভে", "Sep"); the pattern round
// it is ours, so both languages read "28 Nov 2026, 14:05" / "28 নভে 2026, 14:05", whatever order
// and commas each locale's ICU prefers. The twelve names are made once per language.
const monthNames = perLanguage((lang) => {
  const format = new Intl.DateTimeFormat(lang === 'BN' ? 'bn-BD' : 'en-US', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
  });
  return Array.from(
    { length: 12 },
    (_, month) =>
      format.formatToParts(Date.UTC(2026, month, 1)).find((part) => part.type === 'month')?.value ?? '',
  );
});

const two = (n: number) => String(n).padStart(2, '0');

/** The parts of an instant read in UTC: callers shift it into the offset they show first. */
function dateParts(date: Date, lang: LanguageCode) {
  return {
    day: String(date.getUTCDate()),
    month: monthNames(lang)[date.getUTCMonth()]!,
    year: String(date.getUTCFullYear()),
    // 00:00 at midnight, never 24:00 of the day before.
    time: `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`,
  };
}

const shiftedBy = (instantMs: number, offsetMinutes: number) => new Date(instantMs + offsetMinutes * 60_000);

/** A date-time shown in a fixed GMT offset (the member's or the site's), with the offset named. */
export function formatDateTime(iso: string, offsetMinutes: number, lang: LanguageCode): string {
  return `${formatZonedTime(iso, offsetMinutes, lang)} (${gmtLabel(offsetMinutes)})`;
}

/** A date-time in a fixed GMT offset without naming it, where the offset is stated once nearby. */
export function formatZonedTime(iso: string, offsetMinutes: number, lang: LanguageCode): string {
  const { day, month, year, time } = dateParts(shiftedBy(Date.parse(iso), offsetMinutes), lang);
  return `${day} ${month} ${year}, ${time}`;
}

/** A calendar day (`YYYY-MM-DD`, already in the offset meant) as the player reads it: "28 Nov 2026". */
export function formatDay(date: string, lang: LanguageCode): string {
  const { day, month, year } = dateParts(new Date(`${date}T00:00:00Z`), lang);
  return `${day} ${month} ${year}`;
}

/** A calendar day of the current few days, where the year goes without saying: "28 Nov". */
export function formatDayMonth(date: string, lang: LanguageCode): string {
  const { day, month } = dateParts(new Date(`${date}T00:00:00Z`), lang);
  return `${day} ${month}`;
}

/** A clock reading (yyyy-MM-dd HH:mm:ss) in a fixed GMT offset: Latin digits in both languages. */
export function formatClock(instantMs: number, offsetMinutes: number): string {
  const at = shiftedBy(instantMs, offsetMinutes);
  const date = `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}`;
  return `${date} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}`;
}
