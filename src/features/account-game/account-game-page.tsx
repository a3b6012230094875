import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PendingScreen } from '../../components/screen';

/** SPEC 2.1 AccountGame group: /favorite and /recent (login required); filled by the lobby work. */
export default function AccountGamePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t(pathname.toLowerCase() === '/recent' ? 'pages.recent' : 'pages.favorite');
  return <PendingScreen title={title} note={t('states.comingSoon')} />;
}
