import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/page-state';

/** Placeholder until this page is built (issue 6). */
export default function VipPage() {
  const { t } = useTranslation();
  return <EmptyState>{t('states.comingSoon')}</EmptyState>;
}
