import { useTranslation } from 'react-i18next';
import { LazyBoundary, lazyPart } from '../../components/lazy-boundary';
import { Loading } from '../../components/page-state';

// The home page's sections, slider and texts load after the shell paints (the home route's first
// JS stays within its budget; README "Checks and budgets").
const loadHomeContent = () => import('./home-content');
const HomeContent = lazyPart(loadHomeContent);

/** Issue 16: asks for the sections' chunk at boot, while the site's start-up calls are out. */
export function preloadHomeContent(): void {
  loadHomeContent().catch(() => undefined); // a failure shows, with Try again, where it renders
}

/** SPEC 2.2 home page: its title at once, its sections as soon as their chunk arrives. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <LazyBoundary
        fallback={
          <div className="home__loading">
            <Loading />
          </div>
        }
      >
        <HomeContent />
      </LazyBoundary>
    </div>
  );
}
