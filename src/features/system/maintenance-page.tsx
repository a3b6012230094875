import { useTranslation } from 'react-i18next';
import { PermissionContext } from '../../app/providers/site-data';
import { SystemStatusContext } from '../../app/providers/system-status';
import { currentLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { CustomerServiceButton } from '../../kits/customer-service/customer-service-button';
import { SystemPage } from './system-page';

/** SPEC 2.3 maintenance page: title, optional end time, info text, customer-service button. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const statusEnd = SystemStatusContext.useSelector((s) => s.context.reading?.maintenanceEnd ?? null);
  const permission = PermissionContext.useSelector((s) => s.context.data);
  const end = statusEnd ?? permission?.maintenance?.endTime ?? null;
  const offset = permission?.gmtOffsetMinutes ?? 360;
  return (
    <SystemPage title={t('maintenance.title')}>
      {end && (
        <p className="system-page__end">
          {t('maintenance.endsAt')}{' '}
          <time dateTime={end}>{formatDateTime(end, offset, currentLanguage())}</time>
        </p>
      )}
      <p>{t('maintenance.info')}</p>
      {/* The operator's own note, when the platform sends one, as written. */}
      {permission?.maintenance?.info && <p className="system-page__note">{permission.maintenance.info}</p>}
      <CustomerServiceButton />
    </SystemPage>
  );
}
