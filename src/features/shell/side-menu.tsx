import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { LazyBoundary, lazyPart } from '../../components/lazy-boundary';
import { categoryRoutes } from '../../lib/routes';
import { navCategories } from '../../lib/vendors';
import { useIsLoggedIn, useIsTrial } from '../../app/providers/use-session';
import { LanguageSelect } from '../../components/language-select';
import { useVendorCategories } from '../../app/providers/use-vendor-categories';

// A member's entries (invite friends, messages with the unread badge): loaded after login only.
const SideMenuMember = lazyPart(() => import('./side-menu-member'));
// Add to home screen, the app download entry and its QR codes: a chunk of their own, after the
// menu's first paint.
const AppEntries = lazyPart(() => import('./download-qr').then((m) => ({ default: m.AppEntries })));
// Customer service: its entries arrive with the site's settings, under the rest of the menu.
const SideMenuService = lazyPart(() => import('./side-menu-service'));

/**
 * SPEC 2.3 side menu: home, the game categories, bonus, invite friends, download QR codes, customer
 * service and the language. Invite friends needs the referral promotion of a logged-in member, so a
 * visitor (or a trial account, SPEC 6) does not see it; members also get their messages' badge.
 */
export function SideMenu({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const { categories } = useVendorCategories();
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const member = loggedIn && !trial;
  return (
    <aside id="side-menu" className="side-menu" hidden={!open} aria-label={t('sideMenu.label')}>
      <nav aria-label={t('sideMenu.games')}>
        <ul className="side-menu__list">
          <li>
            <NavLink to="/" end className="side-menu__item">
              {t('nav.home')}
            </NavLink>
          </li>
          {navCategories(categories).map((type) => (
            <li key={type}>
              <NavLink to={categoryRoutes[type]} className="side-menu__item">
                {t(`categories.${type}`)}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/promotions" className="side-menu__item">
              {t('nav.promotions')}
            </NavLink>
          </li>
        </ul>
      </nav>
      {member && (
        <LazyBoundary>
          <SideMenuMember />
        </LazyBoundary>
      )}
      <LazyBoundary>
        <AppEntries />
      </LazyBoundary>
      <LazyBoundary>
        <SideMenuService />
      </LazyBoundary>
      <LanguageSelect />
    </aside>
  );
}
