import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/page-state';

/** Placeholder until this page is built (issue 5). */
export default function BettingRecordPage() {
  const { t } = useTranslation();
  return <EmptyState>{t('states.comingSoon')}</EmptyState>;
}
