import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyBoundary, lazyPart } from '../../components/lazy-boundary';
import { useCustomerService } from '../../kits/customer-service/use-customer-service';
import { InstallApp } from './install-app';

// The codes' view loads with the codes: most players never open them.
const QrCode = lazyPart(() =>
  import('../../components/qr-code').then((module) => ({ default: module.QrCode })),
);

/** The side menu's ways to keep the site: *Add to home screen* when offered, and the app download. */
export function AppEntries() {
  return (
    <>
      <InstallApp />
      <DownloadQr />
    </>
  );
}

/**
 * SPEC 2.3 / 4.13: download QR codes for iOS and Android, shown on hover or when the disclosure is
 * opened from the keyboard. The codes (and the qrcode library) load only then.
 */
export function DownloadQr({ size = 120, margin = 5 }: { size?: number; margin?: number }) {
  const { t } = useTranslation();
  const cs = useCustomerService();
  // Hover shows the codes while the pointer stays; a click (or Enter) pins them open.
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || pinned;
  const panelId = useId();
  const apps = [
    { key: 'ios', label: t('download.ios'), url: cs.safeResourceUrl(cs.resource('IOS')) },
    { key: 'android', label: t('download.android'), url: cs.safeResourceUrl(cs.resource('Android')) },
  ].filter((app): app is { key: string; label: string; url: string } => app.url !== null);
  if (apps.length === 0) return null;
  return (
    <div
      className="download-qr"
      id="download"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <button
        type="button"
        className="side-menu__item"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setPinned(!pinned)}
      >
        {t('download.title')}
      </button>
      <div id={panelId} hidden={!open} className="download-qr__codes">
        {open && (
          <LazyBoundary>
            {apps.map((app) => (
              <QrCode key={app.key} value={app.url} label={app.label} size={size} margin={margin} />
            ))}
          </LazyBoundary>
        )}
      </div>
    </div>
  );
}
