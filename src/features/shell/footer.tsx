import { useTranslation } from 'react-i18next';

/** Brand names are not translated; the headings are. */
const paymentMethods = ['bKash', 'Nagad', 'Rocket', 'Upay', 'USDT'];
const certifications = ['GLI', 'iTech Labs', 'BMM Testlabs'];
const socialMedia = ['Facebook', 'Telegram', 'WhatsApp', 'YouTube'];
const licences = ['PAGCOR', 'Curaçao eGaming', 'Gaming Curaçao'];
/** SPEC 9: the footer copyright year. */
const COPYRIGHT_YEAR = 2025;

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

/** SPEC 2.3 footer: payment methods, certification, social media, licence logos, copyright. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="footer__groups">
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
