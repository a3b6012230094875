import type { LanguageCode } from './qa-params';

const numberLocale = (lang: LanguageCode) => (lang === 'BN' ? 'bn-BD-u-nu-latn' : 'en-US');

// Making an Intl formatter costs far more than using one, and amounts are formatted everywhere
// (every game card's counter, every 3 s): one formatter per language, made on first use.
const amountFormats = new Map<LanguageCode, Intl.NumberFormat>();

/** Amounts: thousands separators and 2 decimals (DESIGN cross-cutting rules). */
export function formatAmount(value: number, lang: LanguageCode): string {
  let format = amountFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(lang), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    amountFormats.set(lang, format);
  }
  return format.format(value);
}

/** "GMT+6", "GMT+5:30", "GMT-3". */
export function gmtLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const minutes = abs % 60;
  return `GMT${sign}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** A date-time shown in a fixed GMT offset (the member's or the site's), with the offset named. */
export function formatDateTime(iso: string, offsetMinutes: number, lang: LanguageCode): string {
  const shifted = new Date(new Date(iso).getTime() + offsetMinutes * 60_000);
  const text = new Intl.DateTimeFormat(numberLocale(lang), {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(shifted);
  return `${text} (${gmtLabel(offsetMinutes)})`;
}
