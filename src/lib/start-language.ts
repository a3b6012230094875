/**
 * The language a start uses (SPEC 4.12): the URL's `lang` (BN or EN, any case) wins, then the
 * saved language, then BN. Pure and import-free: the early start (src/early-start.ts) reads it
 * before the app's JS has arrived, and the i18n start reads the same.
 */
/** The languages of the site (SPEC 4.12). */
export type LanguageCode = 'BN' | 'EN';
export type StartLanguage = LanguageCode;

/** Local storage key (SPEC 3.3) of the current language. */
export const LANG_KEY = 'lang';

const supported = (value: string | null | undefined): value is StartLanguage =>
  value === 'BN' || value === 'EN';

/** The URL's `lang`, when it names a supported language. */
export function urlLanguage(search: string): StartLanguage | undefined {
  const lang = new URLSearchParams(search).get('lang')?.toUpperCase();
  return supported(lang) ? lang : undefined;
}

export function startLanguage(search: string, saved: string | null): StartLanguage {
  return urlLanguage(search) ?? (supported(saved) ? saved : 'BN');
}
