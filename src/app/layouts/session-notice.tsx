import { useTranslation } from 'react-i18next';
import { failureText } from '../../components/page-state';
import { SessionContext } from '../providers/session';

/**
 * A kept session (a reload, a link's token) whose member could not load: the session is kept and
 * the header shows a visitor's meanwhile; this says why under the header, with a retry (issue 19:
 * the session used to end without a word). Logging in again works as well.
 */
export function SessionNotice() {
  const { t } = useTranslation();
  const session = SessionContext.useActorRef();
  const failure = SessionContext.useSelector((s) => s.context.restoreFailure);
  if (!failure) return null;
  return (
    <div className="state state--error layout-notice" role="alert">
      <p>
        {t('session.restoreFailed')} {failureText(t, failure)}
      </p>
      <button type="button" className="button" onClick={() => session.send({ type: 'member.retry' })}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
