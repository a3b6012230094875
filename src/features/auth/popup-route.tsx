import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { matchPath, useNavigate } from 'react-router-dom';
import { usePopupActions, type PopupId } from '../../app/providers/popups';
import { loginPopup, registerPopup, type PopupPart } from './popup-parts';

/** The auth popups a route opens (the route table's /login and /register) and how to load each ahead. */
const routePopups: Partial<Record<PopupId, PopupPart>> = { login: loginPopup, register: registerPopup };

let authPopupsLoading: Promise<unknown> | null = null;

/**
 * Loads the popup a route opens, with the frame that shows it (the auth popups' chunk,
 * which the layout loads after its first paint), all at once rather than one lazy level after the
 * other.
 */
function preloadRoutePopup(popup: PopupId) {
  const part = routePopups[popup];
  if (!part) return;
  // First in the queue: the layout's own import of it then finds it loaded (a failure is reported
  // there); without it at the layout's first render, the popup waits for React's next reveal.
  authPopupsLoading ??= import('./auth-popups').catch(() => {
    authPopupsLoading = null;
  });
  void part.preload();
}

// The URL is known before the app renders: a start on /login or /register loads the popup while
// the start-up calls run, so it opens with the page instead of after it (paths match as the route
// table's do: any case, an optional trailing slash).
for (const popup of Object.keys(routePopups) as PopupId[]) {
  if (matchPath(`/${popup}`, window.location.pathname)) preloadRoutePopup(popup);
}

/**
 * SPEC 2.1: /login and /register show the home page (`children`, which the route table gives) with
 * their popup open; the login path then moves to / (the popup stays open over it).
 */
export function PopupRoute({
  popup,
  redirectHome,
  children,
}: {
  popup: PopupId;
  redirectHome: boolean;
  children: ReactNode;
}) {
  const popups = usePopupActions();
  const navigate = useNavigate();
  // A visit that did not start here (a link to /login) loads ahead from here; again is a no-op.
  preloadRoutePopup(popup);
  // Once per visit of the route: the popup's own close must not reopen it. Opened in a
  // layout effect, so the popup renders before the page paints rather than in a pass after it.
  // (The popup actions and a data router's navigate never change: each runs once per visit.)
  useLayoutEffect(() => popups.show(popup), [popups, popup]);
  useEffect(() => {
    if (redirectHome) navigate('/', { replace: true });
  }, [redirectHome, navigate]);
  return children;
}
