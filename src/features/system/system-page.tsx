import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../components/language-select';
import { ThemeToggle } from '../../components/theme-toggle';

/** The frame of the whole-site pages (maintenance, region block, start failure): no lobby behind them. */
export function SystemPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="system-page">
      <header className="system-page__bar">
        <span className="brand">{t('site.name')}</span>
        <div className="header__actions">
          <LanguageSelect />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="system-page__main">
        <section className="system-page__card">
          <h1>{title}</h1>
          {children}
        </section>
      </main>
    </div>
  );
}
