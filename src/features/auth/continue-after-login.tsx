import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGameLaunch } from '../../kits/games/use-game-launch';
import { memberCentreState } from '../../lib/member-centre-link';
import { useIsLoggedIn } from '../../app/providers/use-session';
import { usePopupActions, useDueAfterLogin } from '../../app/providers/popups';

/**
 * A login asked for by a task goes straight on to it: the game the visitor pressed Play on opens
 * (through the launch, so a trial account still gets its dialog), and a member-centre link (Deposit)
 * opens its page. Mounted by the identity popups while a task is due and no forced password change
 * stands in the way.
 */
export default function ContinueAfterLogin() {
  const due = useDueAfterLogin();
  const loggedIn = useIsLoggedIn();
  const { launch } = useGameLaunch();
  const navigate = useNavigate();
  const { takeDue } = usePopupActions();
  useEffect(() => {
    // The launch reads the session as this render saw it: wait for the render that has the member.
    if (!due || !loggedIn) return;
    takeDue();
    if (due.kind === 'launch') launch(due.target);
    else void navigate(due.to, { state: memberCentreState });
  }, [due, loggedIn, launch, navigate, takeDue]);
  return null;
}
