import { useTranslation } from 'react-i18next';
import { PendingScreen } from '../../components/screen';

/** SPEC 2.1 PointMall group (/pointMall): filled by the engagement work. */
export default function PointMallPage() {
  const { t } = useTranslation();
  return <PendingScreen title={t('pages.pointMall')} note={t('states.comingSoon')} />;
}
