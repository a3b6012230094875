import { useTranslation } from 'react-i18next';

/** SPEC 2.1 agent login page: agent-facing marketing copy; the login form arrives with the session work. */
export default function AgentLoginPage() {
  const { t } = useTranslation();
  return (
    <section className="page agent-login">
      <h1>{t('agent.headline')}</h1>
      <p className="page__lead">{t('agent.pitch')}</p>
      <ul className="agent-login__points">
        <li>{t('agent.pointCommission')}</li>
        <li>{t('agent.pointTeam')}</li>
        <li>{t('agent.pointReports')}</li>
      </ul>
    </section>
  );
}
