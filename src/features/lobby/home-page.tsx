import { useTranslation } from 'react-i18next';
import { LazyBoundary } from '../../components/lazy-boundary';
import { Loading } from '../../components/page-state';
import { preloadablePart } from '../../components/preloadable-part';
import { firstPictureFor } from '../../browser/first-picture';
import { HomeFirstScreen } from './first-screen';

/** The catalogues the home page's sections read (its cards' texts among them). */
export const HOME_NAMESPACES = ['lobby', 'games'] as const;

// The home page's sections, slider and texts load after the shell paints (the home route's first
// JS stays within its budget; docs/testing.md, "Checks and budgets").
const homeContent = preloadablePart(() => import('./home-content'), HOME_NAMESPACES);

/** Asks for the sections' chunk and catalogues at boot, while the start-up calls are out. */
export function preloadHomeContent(): void {
  void homeContent.preload(); // a failure shows, with Try again, where the sections render
}

/**
 * SPEC 2.2 home page: its title at once, its sections as soon as their chunk and catalogues are in.
 * Until then it shows its own loading state rather than a suspended part's, so React
 * holds back nothing when the sections arrive (src/components/preloadable-part.tsx).
 */
export function HomePage() {
  const { t } = useTranslation();
  const settled = homeContent.useSettled();
  // The first banner the early start painted stays in its place while the sections load.
  const picture = firstPictureFor('/');
  const loading = picture ? (
    <HomeFirstScreen picture={picture} />
  ) : (
    <div className="home__loading">
      <Loading />
    </div>
  );
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      {settled ? (
        <LazyBoundary fallback={loading}>
          <homeContent.Part />
        </LazyBoundary>
      ) : (
        loading
      )}
    </div>
  );
}
