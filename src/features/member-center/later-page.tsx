import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/page-state';

/** An entry whose content later work fills (reward centre, referral, missions: issue 6). */
export default function LaterPage() {
  const { t } = useTranslation();
  return <EmptyState>{t('states.comingSoon')}</EmptyState>;
}
