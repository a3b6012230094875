import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { usePopupActions } from '../../app/providers/popups';
import { LazyBoundary, lazyPart } from '../../components/lazy-boundary';
import { useHeaderRole, useMemberCentreGuard } from '../../app/providers/use-session';
import { memberCentreState, memberCentreTo } from '../../lib/member-centre-link';
import { NavBar } from './nav-bar';
import { ThemeToggle } from '../../components/theme-toggle';

// Only a logged-in member sees it: a visitor's first load does not carry it.
const MemberBar = lazyPart(() => import('./member-bar').then((m) => ({ default: m.MemberBar })));

/**
 * Holds the member bar's place (on a phone, its wallet row) while the session or the bar's
 * code loads, so the header does not grow under the player's finger when they arrive.
 */
const memberBarPlaceholder = (
  <div className="member-bar" aria-busy="true">
    <div className="member-bar__wallet" />
  </div>
);

export interface HeaderProps {
  sideMenuOpen: boolean;
  onToggleSideMenu: (() => void) | null;
}

/**
 * SPEC 2.3 header. Logged out: login and register; logged in: the member info bar. The nav links
 * deposit and withdraw need a real member: a visitor gets the login, a trial account the warning.
 */
export function Header({ sideMenuOpen, onToggleSideMenu }: HeaderProps) {
  const { t } = useTranslation();
  const role = useHeaderRole();
  const popups = usePopupActions();
  const loginFirst = useMemberCentreGuard();
  const location = useLocation();
  return (
    <header className="header">
      <div className="header__bar">
        {onToggleSideMenu && (
          <button
            type="button"
            className="icon-button"
            aria-expanded={sideMenuOpen}
            aria-controls="side-menu"
            aria-label={t('sideMenu.toggle')}
            onClick={onToggleSideMenu}
          >
            <span aria-hidden="true">☰</span>
          </button>
        )}
        <Link to="/" className="brand">
          {t('site.name')}
        </Link>
        <ul className="header__links" aria-label={t('header.quickLinks')}>
          <li>
            <Link to={memberCentreTo(location, 'depositv2')} state={memberCentreState} onClick={loginFirst}>
              {t('header.deposit')}
            </Link>
          </li>
          <li>
            <Link to={memberCentreTo(location, 'withdraw')} state={memberCentreState} onClick={loginFirst}>
              {t('header.withdraw')}
            </Link>
          </li>
          <li>
            <Link to="/agent">{t('header.agent')}</Link>
          </li>
        </ul>
        <div className="header__actions">
          {/* On a phone the theme switch is in the side menu's drawer (src/app/phone.css). */}
          <div className="header__theme">
            <ThemeToggle />
          </div>
          {role === 'member' ? (
            <LazyBoundary fallback={memberBarPlaceholder}>
              <MemberBar />
            </LazyBoundary>
          ) : role === 'checking' ? (
            memberBarPlaceholder
          ) : (
            <>
              <button type="button" className="button button--ghost" onClick={() => popups.show('login')}>
                {t('auth.login')}
              </button>
              <Link to="/register" className="button">
                {t('auth.register')}
              </Link>
            </>
          )}
        </div>
      </div>
      <NavBar />
    </header>
  );
}
