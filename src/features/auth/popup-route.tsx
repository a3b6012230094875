import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePopups, type PopupId } from '../../app/popups';
import { HomePage } from '../lobby/home-page';

/**
 * SPEC 2.1: /login and /register show the home page with their popup open; the login path then
 * moves to / (the popup stays open over it).
 */
export function PopupRoute({ popup, redirectHome }: { popup: PopupId; redirectHome: boolean }) {
  const popups = usePopups();
  const navigate = useNavigate();
  useEffect(() => {
    popups.show(popup);
    if (redirectHome) navigate('/', { replace: true });
    // Once per visit of the route: the popup's own close must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <HomePage />;
}
