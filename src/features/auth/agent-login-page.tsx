import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { agentHomeFrom } from '../../lib/routes';
import { SessionContext } from '../../app/providers/session';
import { isAgentType } from '../../api/contracts/member';
import { LoginForm } from './login-form';

/**
 * SPEC 2.1 / 2.6 agent login page: agent-facing copy and the login form (no remember-me). An agent
 * already logged in goes on to /agentHome; the forced password change opens over this page.
 */
export default function AgentLoginPage() {
  const { t } = useTranslation(['common', 'auth']);
  const agent = SessionContext.useSelector(
    (s) => s.hasTag('member') && isAgentType(s.context.member?.type ?? -1),
  );
  const { search } = useLocation();
  if (agent) return <Navigate to={agentHomeFrom(search)} replace />;
  return (
    <div className="agent-login">
      <section className="agent-login__pitch">
        <h1>{t('agent.headline')}</h1>
        <p className="page__lead">{t('agent.pitch')}</p>
        <ul className="agent-login__points">
          <li>{t('agent.pointCommission')}</li>
          <li>{t('agent.pointTeam')}</li>
          <li>{t('agent.pointReports')}</li>
        </ul>
      </section>
      <section className="agent-login__form" aria-labelledby="agent-login-title">
        <h2 id="agent-login-title">{t('auth:agentLoginTitle')}</h2>
        <LoginForm site="agent" />
      </section>
    </div>
  );
}
