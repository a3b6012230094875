import { useTranslation } from 'react-i18next';
import { PendingScreen } from '../../components/screen';

/** SPEC 2.6 agent centre (/agentHome, agents only): filled by the agent work. */
export default function AgentHomePage() {
  const { t } = useTranslation();
  return <PendingScreen title={t('pages.agentHome')} note={t('states.comingSoon')} />;
}
