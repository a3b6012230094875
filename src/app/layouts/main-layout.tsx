import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { ExpandService } from '../../features/shell/expand-service';
import { Footer } from '../../features/shell/footer';
import { Header } from '../../features/shell/header';
import { SideMenu } from '../../features/shell/side-menu';
import { contentKey, isGamePage } from '../../lib/routes';
import { AuthPopups } from '../../features/auth/auth-popups';
import { LaunchLayer } from '../../features/games/launch-layer';
import { RouteLoader } from './route-loader';
import { useScrollOnRouteChange } from './use-scroll-on-route-change';

/** SPEC 2.1 main layout: side menu (hidden on game pages), header, content keyed by path, footer, services. */
export function MainLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [sideMenuOpen, setSideMenuOpen] = useState(true);
  useScrollOnRouteChange();
  const gamePage = isGamePage(pathname);
  return (
    <div className={`layout ${gamePage ? 'layout--game' : ''}`}>
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      {!gamePage && <SideMenu open={sideMenuOpen} />}
      <div className="layout__body">
        <Header
          sideMenuOpen={sideMenuOpen}
          onToggleSideMenu={gamePage ? null : () => setSideMenuOpen(!sideMenuOpen)}
        />
        <RouteLoader />
        <main id="main" className="layout__main" tabIndex={-1}>
          <div key={contentKey(pathname)} className="layout__content">
            <Outlet />
          </div>
        </main>
        <Footer />
      </div>
      <ExpandService />
      <AuthPopups />
      <LaunchLayer />
    </div>
  );
}
