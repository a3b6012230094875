import { useTranslation } from 'react-i18next';
import { HomeFirstScreen } from '../features/lobby/first-screen';
import { firstPictureFor } from '../browser/first-picture';

/**
 * What shows while the app starts (and while a whole-site page loads): the site's frame as
 * index.html paints it before any script runs, with a spinner where the page will be.
 * The same markup as index.html's, so the first paint is not replaced by something else; a test
 * (full-page-loader.test.tsx) keeps the two alike. The brand is the site's name in every language.
 * When the early start has painted the page's largest picture there, the same picture stays.
 */
export function FullPageLoader() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  const picture = firstPictureFor(window.location.pathname);
  return (
    <div className="app-shell">
      <div className="app-shell__side" />
      <div className="app-shell__body">
        {/* Not a landmark: the site's own header is the banner, once it is there. */}
        <div className="app-shell__header">
          <span className="brand">BetBangla</span>
        </div>
        <div className="app-shell__nav" />
        {picture ? (
          // The page's largest picture, known before the app ran (browser/first-picture.ts).
          <div className="layout__main" role="status" aria-busy="true">
            <div className="home">
              <HomeFirstScreen picture={picture} />
            </div>
          </div>
        ) : (
          <div className="full-page-loader" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{ready ? t('states.loading') : ''}</span>
          </div>
        )}
      </div>
    </div>
  );
}
