import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { LazyBoundary, lazyPart } from '../../components/lazy-boundary';
import { LanguageSelect } from '../../components/language-select';
import { ThemeToggle } from '../../components/theme-toggle';
import { RouteLoader } from './route-loader';
import { useScrollOnRouteChange } from './use-scroll-on-route-change';

// Its popups wait for a click (or the session): they load right after the first paint.
const AuthPopups = lazyPart(() =>
  import('../../features/auth/auth-popups').then((m) => ({ default: m.AuthPopups })),
);
// Offline, a new version ready (web-app-notices.tsx): the agent pages say it as the lobby's do.
const WebAppNotices = lazyPart(() => import('./web-app-notices').then((m) => ({ default: m.WebAppNotices })));

/** SPEC 2.1: /agent and /agentHome use a dedicated agent layout (no side menu, no lobby navigation). */
export function AgentLayout() {
  const { t } = useTranslation();
  useScrollOnRouteChange();
  return (
    <div className="layout layout--agent">
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <header className="header">
        <div className="header__bar">
          <Link to="/agent" className="brand">
            {t('agent.brand')}
          </Link>
          <div className="header__actions">
            <LanguageSelect />
            <ThemeToggle />
            <Link to="/" className="button button--ghost">
              {t('agent.toLobby')}
            </Link>
          </div>
        </div>
      </header>
      <RouteLoader />
      <LazyBoundary>
        <WebAppNotices />
      </LazyBoundary>
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="footer">
        <p className="footer__copyright">{t('footer.copyright', { year: 2025, site: t('site.name') })}</p>
      </footer>
      <LazyBoundary floating>
        <AuthPopups />
      </LazyBoundary>
    </div>
  );
}
