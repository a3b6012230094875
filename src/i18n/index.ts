import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '../lib/start-language';
import { readStored, writeStored } from '../browser/session-store';
import { LANG_KEY, startLanguage } from '../lib/start-language';
import { catalogueLoader } from './catalogues';

/** SPEC 1 / 4.12: Bengali by default, English; the other catalogue codes are not supported. */
export const supportedLanguages = ['BN', 'EN'] as const satisfies readonly LanguageCode[];
export const defaultLanguage: LanguageCode = 'BN';
/** Local storage keys (SPEC 3.3): `lang` the current language, `hisLang` the one before the last switch. */
export { LANG_KEY };
export const HIS_LANG_KEY = 'hisLang';

export const toI18nCode = (lang: LanguageCode) => lang.toLowerCase();
export const fromI18nCode = (code: string): LanguageCode => (code.toUpperCase() === 'EN' ? 'EN' : 'BN');

/**
 * URL `lang` wins, then the saved language, then BN (src/lib/start-language.ts, which the early
 * start reads too); SPEC 4.12: with nothing saved, BN is saved.
 */
export function resolveStartLanguage(search: string): LanguageCode {
  const saved = readStored(LANG_KEY, 'local');
  const lang = startLanguage(search, saved);
  if (lang !== saved) writeStored(LANG_KEY, lang, 'local');
  return lang;
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogueLoader(language, namespace);
    if (!load) {
      callback(new Error(`no catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export async function initI18n(lang: LanguageCode): Promise<typeof i18next> {
  await i18next
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: toI18nCode(lang),
      supportedLngs: supportedLanguages.map(toI18nCode),
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: true },
      returnNull: false,
    });
  document.documentElement.lang = toI18nCode(lang);
  return i18next;
}

/** SPEC 4.12: sets and saves the language and updates every text (and validation message) in place. */
export async function changeLanguage(lang: LanguageCode): Promise<void> {
  const previous = fromI18nCode(i18next.language);
  if (previous !== lang) writeStored(HIS_LANG_KEY, previous, 'local');
  writeStored(LANG_KEY, lang, 'local');
  await i18next.changeLanguage(toI18nCode(lang));
  document.documentElement.lang = toI18nCode(lang);
}

export const currentLanguage = (): LanguageCode => fromI18nCode(i18next.language ?? 'bn');
