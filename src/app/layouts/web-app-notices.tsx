import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appUpdateMachine } from '../../../machines/app-update.machine';
import { onAppEvent } from '../../browser/app-events';
import { mayReloadForLostPart } from '../../browser/page-holds-work';
import { useOnline } from '../../browser/use-online';
import { activateWebAppUpdate, listenToWebAppWorker } from '../../browser/web-app-worker';

/**
 * The site's own state, under the header: offline (one notice, whatever the page), and a new
 * version ready or a part that could not load, with Reload (machines/app-update.machine.ts). The
 * real build's service worker is registered here, after the first paint, and the web app manifest
 * follows the player's language.
 */
export function WebAppNotices() {
  const { t, i18n } = useTranslation('notices');
  const online = useOnline();
  // Installing takes the manifest of the player's language (its name and description).
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'bn';
  useEffect(() => {
    document
      .querySelector<HTMLLinkElement>('link[rel="manifest"]')
      ?.setAttribute('href', `/manifest-${language}.webmanifest`);
  }, [language]);
  const update = useActorRef(
    appUpdateMachine.provide({
      guards: { mayReloadByItself: mayReloadForLostPart },
      actions: {
        activateUpdate: () => activateWebAppUpdate(),
        reloadPage: () => window.location.reload(),
      },
    }),
  );
  const offered = useSelector(update, (s) => (s.matches('ready') ? s.context.reason : null));
  useEffect(() => {
    const stopWorker = listenToWebAppWorker({ onUpdateReady: () => update.send({ type: 'update.ready' }) });
    const stopParts = onAppEvent('partLost', () => update.send({ type: 'part.lost' }));
    return () => {
      stopWorker();
      stopParts();
    };
  }, [update]);
  return (
    <>
      {!online && (
        <div className="state layout-notice layout-notice--offline" role="status">
          <p>{t('offline')}</p>
        </div>
      )}
      {offered && (
        <div className="state layout-notice layout-notice--update" role="status">
          <p>{t(offered === 'update' ? 'updateReady' : 'partLost')}</p>
          <button type="button" className="button" onClick={() => update.send({ type: 'reload' })}>
            {t('reload')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => update.send({ type: 'later' })}
          >
            {t('later')}
          </button>
        </div>
      )}
    </>
  );
}
