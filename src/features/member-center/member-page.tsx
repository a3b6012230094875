import { useTranslation } from 'react-i18next';
import { PendingScreen } from '../../components/screen';

/** SPEC 2.1 MemberCenter group (/member): filled by the member-centre work. */
export default function MemberPage() {
  const { t } = useTranslation();
  return <PendingScreen title={t('pages.member')} note={t('states.comingSoon')} />;
}
