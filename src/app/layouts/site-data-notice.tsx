import { useTranslation } from 'react-i18next';
import { failureText } from '../../components/page-state';
import { PermissionContext } from '../providers/site-data';

/**
 * The site's settings (SPEC 7.2 permission: customer-service links, whitelabel switches) did not
 * load: the site still runs on its defaults, and says so under the header with a retry (issue 19:
 * it used to run on them without a word, and only a reload asked again). Nothing while they load
 * or once they are in.
 */
export function SiteDataNotice() {
  const { t } = useTranslation();
  const permission = PermissionContext.useActorRef();
  const failure = PermissionContext.useSelector((s) => (s.matches('failed') ? s.context.failure : null));
  if (!failure) return null;
  return (
    <div className="state state--error layout-notice" role="alert">
      <p>
        {t('siteData.failed')} {failureText(t, failure)}
      </p>
      <button type="button" className="button" onClick={() => permission.send({ type: 'load.retry' })}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
