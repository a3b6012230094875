import { useTranslation } from 'react-i18next';
import { PendingScreen } from '../../components/screen';

/** SPEC 2.1 Seamless group (/seamless): hosts a launched game; filled by the lobby work. */
export default function SeamlessPage() {
  const { t } = useTranslation();
  return <PendingScreen title={t('pages.seamless')} note={t('states.comingSoon')} />;
}
