import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';

/** The loader shown while a route (or its screen group) loads; hidden once the navigation settles. */
export function RouteLoader() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="route-loader" role="status">
      <span className="route-loader__bar" aria-hidden="true" />
      <span className="visually-hidden">{t('states.loading')}</span>
    </div>
  );
}
