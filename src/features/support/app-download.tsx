import { useTranslation } from 'react-i18next';
import { QrCode } from '../../components/qr-code';
import { useCustomerService } from '../../kits/customer-service/use-customer-service';

const apps = [
  { key: 'ios', resourceType: 'IOS' },
  { key: 'android', resourceType: 'Android' },
  { key: 'lite', resourceType: 'LITE' },
] as const;

/** SPEC 2.5 "APP Download with install guides for iOS and the lite app": how many steps each has. */
const guides = [
  { key: 'ios', steps: 4 },
  { key: 'lite', steps: 3 },
] as const;

/**
 * SPEC 1, 2.5: the iOS, Android and lite apps, each a QR code (SPEC 9 size 200, margin 20) made on
 * the client from the permission data's resources, and a link; only links safeLink accepts are shown.
 */
export function AppDownload() {
  const { t } = useTranslation('support');
  const cs = useCustomerService();
  const links = apps
    .map((app) => ({ ...app, url: cs.safeResourceUrl(cs.resource(app.resourceType)) }))
    .filter((app): app is (typeof apps)[number] & { url: string } => app.url !== null);
  return (
    <div className="app-download">
      {links.length === 0 ? (
        <p>{t('download.none')}</p>
      ) : (
        <ul className="app-download__codes" aria-label={t('download.codes')}>
          {links.map((app) => (
            <li key={app.key}>
              <QrCode value={app.url} label={t(`download.apps.${app.key}`)} size={200} margin={20} />
              <a href={app.url} target="_blank" rel="noopener noreferrer">
                {t('download.open', { app: t(`download.apps.${app.key}`) })}
              </a>
            </li>
          ))}
        </ul>
      )}
      {guides.map((guide) => (
        <section key={guide.key} className="app-download__guide" aria-labelledby={`guide-${guide.key}`}>
          <h3 id={`guide-${guide.key}`}>{t(`download.guides.${guide.key}.title`)}</h3>
          <ol>
            {Array.from({ length: guide.steps }, (_, i) => (
              <li key={i}>{t(`download.guides.${guide.key}.step${i + 1}`)}</li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
