import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePopupActions } from '../../app/providers/popups';
import { gameTypes } from '../../api/contracts/games';
import { launchGame } from '../../api/launch';
import { EmptyState } from '../../components/page-state';
import { Screen } from '../../components/screen';
import { currentLanguage } from '../../i18n';
import { launchAccess, launchRequestOf, parseSeamless } from '../../lib/game-launch';
import { getToken } from '../../browser/session-store';
import { useIsTrial } from '../../app/providers/use-session';
import { PermissionContext } from '../../app/providers/site-data';
import { GameHost } from '../../kits/games/game-host';
import { BackToLobbyLink } from '../../kits/games/back-to-lobby-link';

/**
 * SPEC 2.1 Seamless group (/seamless): hosts a launched game. The query names the game (see
 * `seamlessPath`), so a reload or a shared link launches it again. A real-money launch needs a
 * session (SPEC 6: a visitor gets the login popup) and a real account; a free trial needs neither,
 * though under the platform's `noGames` reading a trial account may not open it (`launchAccess`).
 */
export default function SeamlessPage() {
  const { t } = useTranslation('launch');
  const { search } = useLocation();
  const popups = usePopupActions();
  const trialAccount = useIsTrial();
  const trialLaunch = PermissionContext.useSelector((s) => s.context.data?.trialLaunchReading);
  const launch = useMemo(() => parseSeamless(search, gameTypes), [search]);
  // The stored token, not the session's state: on a reload the member is still loading.
  const hasSession = getToken() !== null;

  if (!launch) {
    return (
      <Screen title={t('host.emptyTitle')}>
        <EmptyState>{t('host.empty')}</EmptyState>
        <BackToLobbyLink className="button" />
      </Screen>
    );
  }
  const access = launchAccess(
    { kind: 'start', launch, needsSession: launch.mode === 'play' },
    { loggedIn: hasSession, trialAccount, trialLaunch },
  );
  if (access !== 'allowed') {
    const needed =
      access === 'login'
        ? 'host.loginNeeded'
        : launch.mode === 'trial'
          ? 'host.trialNeedsRealAccount'
          : 'host.realAccountNeeded';
    return (
      <Screen title={launch.name}>
        <p className="state state--empty">{t(needed)}</p>
        <div className="page__actions">
          <button type="button" className="button" onClick={() => popups.show(access)}>
            {t(access === 'login' ? 'host.logIn' : 'host.whyRealAccount')}
          </button>
          <BackToLobbyLink />
        </div>
      </Screen>
    );
  }
  return (
    <GameHost
      key={search}
      title={launch.name}
      request={launchRequestOf(launch, currentLanguage())}
      launch={launchGame}
    />
  );
}
