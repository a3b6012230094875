import { useNavigate } from 'react-router-dom';
import { usePopupActions } from '../../app/providers/popups';
import { launchAccess, launchRoute, seamlessPath, type LaunchTarget } from '../../lib/game-launch';
import { useIsLoggedIn, useIsTrial } from '../../app/providers/use-session';
import { PermissionContext } from '../../app/providers/site-data';
import { rememberLobbyOrigin } from '../../browser/lobby-return';

export type { LaunchTarget } from '../../lib/game-launch';

/**
 * SPEC 4.9 game launch: the routing table (src/lib/game-launch.ts) decides where a launch goes; a
 * visitor launching what needs a session gets the login popup and a trial account the
 * `in_need_true_account` dialog (SPEC 6); a game that starts goes to /seamless, which launches it
 * and hosts it; a login asked for by a launch goes on to it (`ContinueAfterLogin`). A launch from the vendor popup list closes that list. Where it was launched from is
 * remembered for the game's way back to the lobby.
 */
export function useGameLaunch(): { launch: (target: LaunchTarget) => void } {
  const navigate = useNavigate();
  const popups = usePopupActions();
  const loggedIn = useIsLoggedIn();
  const trialAccount = useIsTrial();
  // Which reading of SPEC 4.9 the site follows for a trial account's free trial (src/lib/game-launch.ts).
  const trialLaunch = PermissionContext.useSelector((s) => s.context.data?.trialLaunchReading);
  return {
    launch(target) {
      const route = launchRoute(target);
      const access = launchAccess(route, { loggedIn, trialAccount, trialLaunch });
      if (access !== 'allowed') {
        // A login made to play goes straight on to the game; it replaces the vendor list, if open.
        popups.show(access, access === 'login' ? { kind: 'launch', target } : undefined);
        return;
      }
      if (route.kind === 'vendorList') {
        popups.showVendorList({ vendor: route.vendor, gameType: route.gameType, title: route.title });
        return;
      }
      popups.closeVendorList();
      const to = route.kind === 'navigate' ? route.to : seamlessPath(route.launch);
      // The game's Back to the lobby returns here, at this scroll position.
      rememberLobbyOrigin({
        from: `${location.pathname}${location.search}`,
        scrollY: window.scrollY,
        game: to,
      });
      void navigate(to);
    },
  };
}
