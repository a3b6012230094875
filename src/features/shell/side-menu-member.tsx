import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { createLoaderMachine } from '../../../machines/loader.machine';
import { fetchUnreadCount } from '../../api/wallet';
import { fromCall } from '../../api/from-call';
import { useLoader } from '../../components/use-loader';
import { useMemberCentreGuard } from '../../app/providers/use-session';
import { memberCentreState, memberCentreTo } from '../../lib/member-centre-link';
import { ChatStatusToggle } from './chat-status';
import { useReferralOn } from './use-referral-on';
import './side-menu.css';
import { whenAppEvent } from '../../browser/app-events';

// A message arrives with money (deposit credited, withdrawal decided) or is read: count again.
const unreadSignals = [whenAppEvent('inboxChanged'), whenAppEvent('balanceChanged')];
const unreadLoader = createLoaderMachine<number>('unreadCount').provide({
  actors: { load: fromCall((_: { language: string }, signal) => fetchUnreadCount(signal)) },
});

/**
 * The side menu's member entries (SPEC 2.3 invite friends, shown when the referral promotion is on,
 * SPEC 6), the platform messages with the unread count of CSP_unreadCount (SPEC 7.6) as a badge,
 * and the chat status toggle (SPEC 4.13). Loaded only for a logged-in member, after the menu itself.
 */
export default function SideMenuMember() {
  const { t } = useTranslation(['common', 'support', 'memberCentre']);
  const location = useLocation();
  const guard = useMemberCentreGuard();
  const unread = useLoader(unreadLoader, unreadSignals).data ?? 0;
  const referralOn = useReferralOn();
  return (
    <>
      <nav aria-label={t('support:sideMenu.account')}>
        <ul className="side-menu__list">
          {referralOn && (
            <li>
              <Link
                to={memberCentreTo(location, 'referral')}
                state={memberCentreState}
                className="side-menu__item"
                onClick={guard}
              >
                {t('support:sideMenu.invite')}
              </Link>
            </li>
          )}
          <li>
            <Link
              to={memberCentreTo(location, 'messageV2')}
              state={memberCentreState}
              className="side-menu__item"
              onClick={guard}
            >
              {t('memberCentre:pages.messageV2')}
              {unread > 0 && (
                <span className="side-menu__badge">
                  <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                  <span className="visually-hidden">{t('memberCentre:badge', { count: unread })}</span>
                </span>
              )}
            </Link>
          </li>
        </ul>
      </nav>
      <ChatStatusToggle />
    </>
  );
}
