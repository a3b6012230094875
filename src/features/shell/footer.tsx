import { useTranslation } from 'react-i18next';
import { usePopupActions } from '../../app/providers/popups';
import { LazyBoundary, lazyPart } from '../../components/lazy-boundary';
import type { HelpSection } from '../../lib/help-sections';
import './footer.css';

// The customer-service links: their own chunk, after the footer.
const CustomerServiceLinks = lazyPart(() => import('../../kits/customer-service/customer-service-links'));
/** SPEC 2.4 help and feedback, 2.5 labels (blog, news, winner list, app download): the help popup's sections. */
const helpEntries: HelpSection[] = ['topics', 'term', 'blog', 'news', 'winners', 'download'];

/** Brand names are not translated; the headings are. */
const paymentMethods = ['bKash', 'Nagad', 'Rocket', 'Upay', 'USDT'];
const certifications = ['GLI', 'iTech Labs', 'BMM Testlabs'];
const socialMedia = ['Facebook', 'Telegram', 'WhatsApp', 'YouTube'];
const licences = ['PAGCOR', 'Curaçao eGaming', 'Gaming Curaçao'];
/** SPEC 9: the footer copyright year. */
const COPYRIGHT_YEAR = 2025; // SPEC 9 footer-copyright-year

function LogoGroup({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="footer__group">
      <h2 className="footer__heading">{title}</h2>
      <ul className="chip-list">
        {items.map((item) => (
          <li key={item} className="chip">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * SPEC 2.3 footer: payment methods, certification, social media, licence logos, copyright; with
 * the help centre's sections and feedback (SPEC 2.4, 2.5) and the customer-service links (SPEC 3).
 */
export function Footer() {
  const { t } = useTranslation(['common', 'support']);
  const popups = usePopupActions();
  return (
    <footer className="footer">
      <div className="footer__groups">
        <section className="footer__group" aria-labelledby="footer-help">
          <h2 id="footer-help" className="footer__heading">
            {t('support:footer.help')}
          </h2>
          <ul className="chip-list">
            {helpEntries.map((section) => (
              <li key={section}>
                <button type="button" className="chip footer__link" onClick={() => popups.showHelp(section)}>
                  {t(`support:help.tabs.${section}`)}
                </button>
              </li>
            ))}
            <li>
              <button type="button" className="chip footer__link" onClick={() => popups.show('feedback')}>
                {t('support:feedback.title')}
              </button>
            </li>
          </ul>
        </section>
        <section className="footer__group" aria-labelledby="footer-cs">
          <h2 id="footer-cs" className="footer__heading">
            {t('support:footer.contact')}
          </h2>
          <LazyBoundary>
            <CustomerServiceLinks />
          </LazyBoundary>
        </section>
        <LogoGroup title={t('footer.payments')} items={paymentMethods} />
        <LogoGroup title={t('footer.certification')} items={certifications} />
        <LogoGroup title={t('footer.social')} items={socialMedia} />
        <LogoGroup title={t('footer.licences')} items={licences} />
      </div>
      <p className="footer__copyright">
        {t('footer.copyright', { year: COPYRIGHT_YEAR, site: t('site.name') })}
      </p>
      <p className="footer__note">{t('footer.responsible')}</p>
    </footer>
  );
}
