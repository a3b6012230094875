import { useTranslation } from 'react-i18next';
import { PermissionContext } from '../../app/providers/site-data';
import { SystemStatusContext } from '../../app/providers/system-status';
import { CustomerServiceButton } from '../../kits/customer-service/customer-service-button';
import { SystemPage } from './system-page';

/** SPEC 2.3 region block page: the visitor IP, info text, customer-service button. */
export function RegionBlockedPage() {
  const { t } = useTranslation();
  const statusIp = SystemStatusContext.useSelector((s) => s.context.reading?.ip ?? null);
  const permissionIp = PermissionContext.useSelector((s) => s.context.data?.location.ip ?? null);
  const ip = statusIp ?? permissionIp;
  return (
    <SystemPage title={t('region.title')}>
      {ip && (
        <p className="system-page__ip">
          {t('region.yourIp')} <strong>{ip}</strong>
        </p>
      )}
      <p>{t('region.info')}</p>
      <CustomerServiceButton />
    </SystemPage>
  );
}
