import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwitchLanguage } from '../app/providers/use-site-actions';
import { currentLanguage, supportedLanguages } from '../i18n/index';
import type { LanguageCode } from '../lib/start-language';

/** Language names are written in their own language, as language pickers do. */
const nativeNames: Record<LanguageCode, string> = { BN: 'বাংলা', EN: 'English' };

export function LanguageSelect() {
  const { t } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={currentLanguage()}
        onChange={(e) => void switchLanguage(e.target.value as LanguageCode)}
      >
        {supportedLanguages.map((lang) => (
          <option key={lang} value={lang} lang={lang.toLowerCase()}>
            {nativeNames[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
