import { useTranslation } from 'react-i18next';
import { PendingScreen } from '../../components/screen';

/** SPEC 2.1 Promotions group (/promotions): filled by the engagement work. */
export default function PromotionsPage() {
  const { t } = useTranslation();
  return <PendingScreen title={t('pages.promotions')} note={t('states.comingSoon')} />;
}
