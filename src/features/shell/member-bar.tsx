import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { memberCentreState, memberCentreTo } from '../../lib/member-centre-link';
import { SessionContext } from '../../app/providers/session';
import { isAgentType } from '../../api/contracts/member';
import { currentLanguage } from '../../i18n/index';
import { formatMoney } from '../../lib/format';
import { useMenu } from '../../components/use-menu';
import { useBalance } from '../../components/use-balance';
import { LazyBoundary, lazyPart } from '../../components/lazy-boundary';
import { useIsTrial, useMemberCentreGuard, useSwitch } from '../../app/providers/use-session';

// A member's picture: a visitor's page never needs it, so it stays out of the site's first files.
const MemberAvatar = lazyPart(() =>
  import('../../components/member-avatar').then((module) => ({ default: module.MemberAvatar })),
);
/** The picture's box while it loads, so the name beside it does not move. */
const avatarBox = <span aria-hidden="true" style={{ display: 'inline-block', width: 32, height: 32 }} />;

/**
 * SPEC 2.3 member info bar: the member's picture and name, balance (hideable, refreshable),
 * withdraw, deposit and the member menu.
 */
export function MemberBar() {
  const { t } = useTranslation();
  const member = SessionContext.useSelector((s) => s.context.member);
  const session = SessionContext.useActorRef();
  const pointsMall = useSwitch('PTSYS3');
  const manualRebate = useSwitch('MANPLAYREB3');
  const trial = useIsTrial();
  const { data: value, failure, loading, reload } = useBalance();
  // A refresh that failed keeps the last known balance, marked as maybe out of date, and
  // the refresh button says it tries again.
  const stale = failure !== null;
  const [hidden, setHidden] = useState(false);
  const { containerRef, buttonRef, buttonProps, listProps, close: closeMenu } = useMenu();
  const guard = useMemberCentreGuard();
  const location = useLocation();
  if (!member) return null;
  // SPEC 6: the guard keeps a trial account out of the member centre with the real-account dialog.
  // DESIGN.md: the centre opens over the current page (`?mcPage=`), so back closes it.
  const memberLink = (page: string) => memberCentreTo(location, page);
  const entries: Array<[string, string]> = [
    ['personalHistoryCopy', 'member.bettingRecord'],
    ['transactionHistory', 'member.accountRecord'],
    ['personalProfit', 'member.profitLoss'],
    ['rewardCenter', 'member.rewardCenter'],
    ...(pointsMall ? ([['pointMall', 'member.pointsMall']] as Array<[string, string]>) : []),
    ['securityCenter', 'member.securityCenter'],
    ...(manualRebate ? ([['manualRebate', 'member.manualRebate']] as Array<[string, string]>) : []),
  ];
  return (
    <div className="member-bar">
      {/* On a phone the wallet is a row of its own under the header's first line, and withdraw and
          deposit move to the bottom bar (src/app/phone.css). */}
      <div className="member-bar__wallet">
        <LazyBoundary fallback={avatarBox}>
          <MemberAvatar />
        </LazyBoundary>
        {/* A long name is cut with an ellipsis to keep the header on one line; hover shows it all. */}
        <span className="member-bar__name" title={member.nickname || member.account}>
          {member.nickname || member.account}
        </span>
        <span
          className={`member-bar__balance ${stale ? 'member-bar__balance--stale' : ''}`}
          aria-live="polite"
          title={stale ? t('member.balanceStale') : undefined}
        >
          <span className="visually-hidden">{t('member.balance')} </span>
          {hidden
            ? '******'
            : value
              ? formatMoney(value.balance, currentLanguage(), value.currencySymbol)
              : stale
                ? '—'
                : '…'}
          {stale && <span className="visually-hidden"> ({t('member.balanceStale')})</span>}
          {/* SPEC 4.9: a trial account's balance is play money, and says so. */}
          {trial && <span className="member-bar__play">{t('member.playMoney')}</span>}
          {stale && (
            <span className="member-bar__stale-mark" aria-hidden="true">
              !
            </span>
          )}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-pressed={hidden}
          aria-label={t('member.hideBalance')}
          onClick={() => setHidden(!hidden)}
        >
          <span aria-hidden="true">{hidden ? '◌' : '◉'}</span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={stale ? t('member.retryBalance') : t('member.refreshBalance')}
          title={stale ? t('member.retryBalance') : undefined}
          disabled={loading}
          onClick={reload}
        >
          <span aria-hidden="true">↻</span>
        </button>
      </div>
      <div className="member-bar__money">
        <Link
          className="button button--ghost"
          to={memberLink('withdraw')}
          state={memberCentreState}
          onClick={guard}
        >
          {t('header.withdraw')}
        </Link>
        <Link className="button" to={memberLink('depositv2')} state={memberCentreState} onClick={guard}>
          {t('header.deposit')}
        </Link>
      </div>
      <div className="member-menu" ref={containerRef}>
        <button type="button" className="button button--ghost" ref={buttonRef} {...buttonProps}>
          {t('member.menu')}
        </button>
        <ul className="member-menu__list" {...listProps}>
          {entries.map(([page, key]) => (
            <li key={page}>
              <Link
                to={page === 'pointMall' ? '/pointMall' : memberLink(page)}
                state={page === 'pointMall' ? undefined : memberCentreState}
                onClick={(event) => {
                  if (page !== 'pointMall') guard(event);
                  closeMenu();
                }}
              >
                {t(key)}
              </Link>
            </li>
          ))}
          {isAgentType(member.type) && (
            <li>
              <Link to="/agentHome" onClick={closeMenu}>
                {t('member.agentCenter')}
              </Link>
            </li>
          )}
          <li>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                closeMenu();
                session.send({ type: 'logout.request', site: 'member' });
              }}
            >
              {t('member.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
