import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SystemStatusContext } from '../../app/providers/system-status';
import { useRetryStart } from '../../app/providers/use-site-actions';
import { useOnline } from '../../browser/use-online';
import { ErrorState } from '../../components/page-state';
import { SystemPage } from './system-page';

/**
 * The status check failed: the spec's text for the failure and a retry, never a blank page. With
 * no network (a return visit offline, the page from the service worker's cache), it says so too,
 * and starts again by itself when the connection is back.
 */
export function StartErrorPage() {
  const { t } = useTranslation(['common', 'notices']);
  const failure = SystemStatusContext.useSelector((s) => s.context.failure);
  const retry = useRetryStart();
  const online = useOnline();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) retry();
    wasOnline.current = online;
  }, [online, retry]);
  return (
    <SystemPage title={t('start.failedTitle')}>
      {!online && (
        <p className="layout-notice--offline" role="status">
          {t('notices:offline')}
        </p>
      )}
      <ErrorState failure={failure ?? { kind: 'network' }} onRetry={retry} />
    </SystemPage>
  );
}
