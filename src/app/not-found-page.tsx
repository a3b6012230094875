import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A path the app does not know (SPEC 2.1): says so, with the way home. Loaded when met. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFound')}</p>
      <Link to="/" className="button">
        {t('actions.home')}
      </Link>
    </section>
  );
}
