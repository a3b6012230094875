import { useTranslation } from 'react-i18next';
import type { FailureInfo } from '../../api/errors';
import { failureText } from '../../components/page-state';
import { LazyBoundary, lazyPart } from '../../components/lazy-boundary';
import { SessionContext } from '../providers/session';
import { PermissionContext } from '../providers/site-data';

/**
 * What failed and is not the page's own, said under the header with a retry, so no failure goes
 * without a word; loaded after the first paint, as the footer (main-layout.tsx).
 * - The site's settings (SPEC 7.2 permission: customer-service links, whitelabel switches) did not
 *   load: the site runs on its defaults.
 * - A kept session (a reload, a link's token) whose member did not load: the session is kept and
 *   the header shows a visitor's meanwhile; logging in again works as well.
 * - The site's own state: offline, a new version ready (web-app-notices.tsx).
 */
// A chunk of its own (the service worker's registration, the update machine): the lists of files
// the first page preloads for this chunk then stay short.
const WebAppNotices = lazyPart(() => import('./web-app-notices').then((m) => ({ default: m.WebAppNotices })));

export default function LayoutNotices() {
  const permission = PermissionContext.useActorRef();
  const settingsFailure = PermissionContext.useSelector((s) =>
    s.matches('failed') ? s.context.failure : null,
  );
  const session = SessionContext.useActorRef();
  const sessionFailure = SessionContext.useSelector((s) => s.context.restoreFailure);
  return (
    <>
      <LazyBoundary>
        <WebAppNotices />
      </LazyBoundary>
      {settingsFailure && (
        <Notice
          text="siteData"
          failure={settingsFailure}
          onRetry={() => permission.send({ type: 'load.retry' })}
        />
      )}
      {sessionFailure && (
        <Notice
          text="restoreFailed"
          failure={sessionFailure}
          onRetry={() => session.send({ type: 'member.retry' })}
        />
      )}
    </>
  );
}

function Notice({ text, failure, onRetry }: { text: string; failure: FailureInfo; onRetry: () => void }) {
  const { t } = useTranslation('notices');
  return (
    <div className="state state--error layout-notice" role="alert">
      <p>
        {t(text)} {failureText(t, failure)}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common:actions.retry')}
      </button>
    </div>
  );
}
