import { perLanguage } from '../../lib/format';
import type { LanguageCode } from '../../lib/qa-params';

// Made once per language: the clock reads it every second.
const clockFormat = perLanguage(
  (lang) =>
    new Intl.DateTimeFormat(lang === 'BN' ? 'bn-BD' : 'en-GB', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      // 00 at midnight, never ICU's 24 (h24), whatever the locale's default.
      hourCycle: 'h23',
    }),
);

/** The agent clock's reading (yyyy-MM-dd HH:mm:ss) in a fixed GMT offset, digits in the page's language. */
export function clockText(instantMs: number, offsetMinutes: number, lang: LanguageCode): string {
  const shifted = new Date(instantMs + offsetMinutes * 60_000);
  const parts = clockFormat(lang).formatToParts(shifted);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
