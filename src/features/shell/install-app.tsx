import { useTranslation } from 'react-i18next';
import { useInstallOffer } from '../../browser/install-prompt';

/**
 * *Add to home screen*, beside the app download: shown only while the browser offers to install
 * the site (src/browser/install-prompt.ts), which then asks the player in its own dialog.
 */
export function InstallApp() {
  const { t } = useTranslation();
  const { offered, install } = useInstallOffer();
  if (!offered) return null;
  return (
    <button type="button" className="side-menu__item" onClick={() => void install()}>
      {t('download.addToHomeScreen')}
    </button>
  );
}
