import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../app/providers/session';
import { PendingScreen } from '../../components/screen';

/** SPEC 2.6 agent centre (/agentHome, agents only): the nickname and sign out; the pages arrive with the agent work. */
export default function AgentHomePage() {
  const { t } = useTranslation(['common', 'auth']);
  const session = SessionContext.useActorRef();
  const nickname = SessionContext.useSelector((s) => s.context.member?.nickname ?? '');
  return (
    <>
      <div className="agent-bar">
        <span>{t('auth:welcome', { name: nickname })}</span>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => session.send({ type: 'logout.request', site: 'agent' })}
        >
          {t('common:member.signOut')}
        </button>
      </div>
      <PendingScreen title={t('pages.agentHome')} note={t('states.comingSoon')} />
    </>
  );
}
