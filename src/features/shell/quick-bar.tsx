import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useIsLoggedIn, useMemberCentreGuard } from '../../app/providers/use-session';
import { memberCentreState, memberCentreTo } from '../../lib/member-centre-link';

/** Simple line icons, drawn in the text's colour; the label under each says what it is. */
const icons: Record<string, ReactNode> = {
  home: <path d="M3 11 12 3l9 8M5 10v10h5v-6h4v6h5V10" />,
  promotions: <path d="M4 9h16v11H4zM2 6h20v3H2zM12 6v14M12 6c-2-4-6-3-5 0m5 0c2-4 6-3 5 0" />,
  deposit: <path d="M12 3v12m-5-5 5 5 5-5M4 17v4h16v-4" />,
  withdraw: <path d="M12 15V3M7 8l5-5 5 5M4 17v4h16v-4" />,
  account: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9c0-4 4-6 8-6s8 2 8 6" />,
  agent: (
    <path d="M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 20c0-3 3-5 6-5s6 2 6 5m0-5c1-.6 2-1 2-1 3 0 6 2 6 5" />
  ),
};

function Entry({ icon, label }: { icon: string; label: string }) {
  return (
    <>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="quick-bar__icon">
        {icons[icon]}
      </svg>
      <span>{label}</span>
    </>
  );
}

/**
 * The phone's bottom bar: what a phone player of a gaming site expects within a thumb's
 * reach on every page. Home and promotions, then deposit, withdraw and the account (the member
 * centre's "my account", SPEC 2.5) one tap away for a member. A visitor's deposit and withdraw ask
 * for the login first, as the header's links do, and the last entry is the agent page: on a phone
 * this bar carries the header's links (SPEC 2.3: deposit, withdraw, agent), which hide there.
 */
export function QuickBar() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const guard = useMemberCentreGuard();
  const location = useLocation();
  const openPage = new URLSearchParams(location.search).get('mcPage');
  const centreLink = (page: string, icon: string, label: string) => (
    <Link
      to={memberCentreTo(location, page)}
      state={memberCentreState}
      onClick={guard}
      aria-current={openPage === page ? 'page' : undefined}
    >
      <Entry icon={icon} label={label} />
    </Link>
  );
  return (
    <nav className="quick-bar" aria-label={t('quickBar.label')}>
      <ul>
        <li>
          <NavLink to="/" end>
            <Entry icon="home" label={t('nav.home')} />
          </NavLink>
        </li>
        <li>
          <NavLink to="/promotions">
            <Entry icon="promotions" label={t('nav.promotions')} />
          </NavLink>
        </li>
        <li>{centreLink('depositv2', 'deposit', t('header.deposit'))}</li>
        <li>{centreLink('withdraw', 'withdraw', t('header.withdraw'))}</li>
        <li>
          {loggedIn ? (
            centreLink('securityCenter', 'account', t('quickBar.account'))
          ) : (
            <NavLink to="/agent">
              <Entry icon="agent" label={t('header.agent')} />
            </NavLink>
          )}
        </li>
      </ul>
    </nav>
  );
}
