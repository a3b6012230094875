import { useTranslation } from 'react-i18next';
import { SystemStatusContext } from '../../app/providers/system-status';
import { useRetryStart } from '../../app/providers/use-site-actions';
import { ErrorState } from '../../components/page-state';
import { SystemPage } from './system-page';

/** The status check failed: the spec's text for the failure and a retry, never a blank page. */
export function StartErrorPage() {
  const { t } = useTranslation();
  const failure = SystemStatusContext.useSelector((s) => s.context.failure);
  const retry = useRetryStart();
  return (
    <SystemPage title={t('start.failedTitle')}>
      <ErrorState failure={failure ?? { kind: 'network' }} onRetry={retry} />
    </SystemPage>
  );
}
