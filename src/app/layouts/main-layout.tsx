import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { LazyBoundary, lazyPart } from '../../components/lazy-boundary';
import { Header } from '../../features/shell/header';
import { SideMenu } from '../../features/shell/side-menu';
import { ThemeToggle } from '../../components/theme-toggle';
import { contentKey, isGamePage } from '../../lib/routes';
import { PHONE_QUERY, useMediaQuery } from '../../browser/use-media-query';
import { RouteLoader } from './route-loader';
import { useScrollOnRouteChange } from './use-scroll-on-route-change';

// Below the fold, floating or waiting for a click: these load right after the first paint, so
// the home route's initial JS is the page the player sees first (scripts/bundle-budget.mjs).
// Each has a boundary of its own (LazyBoundary), so one that cannot load (a stale chunk
// after a deploy, a network blip) shows Try again in its place and the rest of the site stays.
const Footer = lazyPart(() => import('../../features/shell/footer').then((m) => ({ default: m.Footer })));
// The notices of a failed start (the site's settings, a kept session), shown only then.
const LayoutNotices = lazyPart(() => import('./layout-notices'));
const ExpandService = lazyPart(() =>
  import('../../features/shell/expand-service').then((m) => ({ default: m.ExpandService })),
);
const AuthPopups = lazyPart(() =>
  import('../../features/auth/auth-popups').then((m) => ({ default: m.AuthPopups })),
);
const MemberCentreHost = lazyPart(() =>
  import('../../features/member-centre/member-centre-host').then((m) => ({ default: m.MemberCentreHost })),
);
const ContentLayer = lazyPart(() => import('./content-layer').then((m) => ({ default: m.ContentLayer })));
// The phone's side menu: loaded the first time it opens.
const SideMenuDrawer = lazyPart(() =>
  import('../../features/shell/side-menu-drawer').then((m) => ({ default: m.SideMenuDrawer })),
);
const QuickBar = lazyPart(() =>
  import('../../features/shell/quick-bar').then((m) => ({ default: m.QuickBar })),
);
const LaunchLayer = lazyPart(() =>
  import('../../kits/games/launch-layer').then((m) => ({ default: m.LaunchLayer })),
);

/**
 * SPEC 2.1 main layout: side menu (hidden on game pages), header, content keyed by path, footer,
 * services. On a phone (`PHONE_QUERY`) the side menu starts closed and opens as a drawer, and a
 * bottom bar (`QuickBar`) keeps deposit, withdraw and the account one tap away.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const phone = useMediaQuery(PHONE_QUERY);
  // The player's last choice and the page it was made on. With none, the menu is open beside the
  // page on a wide screen and closed on a phone; a phone's drawer closes when the page changes.
  const [choice, setChoice] = useState<{ open: boolean; path: string } | null>(null);
  const sideMenuOpen = phone ? choice?.open === true && choice.path === pathname : (choice?.open ?? true);
  // Closed is closed on every page; one function for the drawer's life, so it subscribes once.
  const closeSideMenu = useCallback(() => setChoice({ open: false, path: '' }), []);
  useScrollOnRouteChange();
  const gamePage = isGamePage(pathname);
  return (
    <div className={`layout ${gamePage ? 'layout--game' : ''}`}>
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      {!gamePage &&
        (phone ? (
          sideMenuOpen && (
            <LazyBoundary floating onDismiss={closeSideMenu}>
              <SideMenuDrawer open onClose={closeSideMenu}>
                <SideMenu open />
                <div className="side-menu-drawer__settings">
                  <ThemeToggle />
                </div>
              </SideMenuDrawer>
            </LazyBoundary>
          )
        ) : (
          <SideMenu open={sideMenuOpen} />
        ))}
      <div className="layout__body">
        <Header
          sideMenuOpen={sideMenuOpen}
          onToggleSideMenu={gamePage ? null : () => setChoice({ open: !sideMenuOpen, path: pathname })}
        />
        <RouteLoader />
        <LazyBoundary>
          <LayoutNotices />
        </LazyBoundary>
        <main id="main" className="layout__main" tabIndex={-1}>
          <div key={contentKey(pathname)} className="layout__content">
            <Outlet />
          </div>
        </main>
        <LazyBoundary>
          <Footer />
        </LazyBoundary>
        {phone && !gamePage && (
          <LazyBoundary>
            <QuickBar />
          </LazyBoundary>
        )}
      </div>
      <LazyBoundary floating>
        <ExpandService />
      </LazyBoundary>
      <LazyBoundary floating>
        <AuthPopups />
      </LazyBoundary>
      <LazyBoundary floating>
        <LaunchLayer />
      </LazyBoundary>
      <LazyBoundary floating>
        <MemberCentreHost />
      </LazyBoundary>
      <LazyBoundary floating>
        <ContentLayer />
      </LazyBoundary>
    </div>
  );
}
