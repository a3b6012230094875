import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePopupActions, type CentreMend } from '../../app/providers/popups';
import { SessionContext } from '../../app/providers/session';
import { LazyBoundary, lazyPart } from '../../components/lazy-boundary';
import { useIsTrial } from '../../app/providers/use-session';
import { isPushedByApp, MC_PAGE, memberCentreTo, withoutMemberCentre } from '../../lib/member-centre-link';
import { DEFAULT_MEMBER_CENTRE_PAGE, isMemberCentrePage } from '../../lib/member-centre-page-ids';
import { currentLocation, navigateTo } from '../../app/routing/navigation';

const MemberCentre = lazyPart(() => import('./member-centre'));

/**
 * DESIGN.md `mcPage=<page id>`: on any page of the main layout the member centre opens at that
 * page, for a logged-in real member. A visitor gets the login popup (the centre opens once they
 * have logged in, so a shared link works); a trial account gets the real-account dialog (SPEC 6)
 * and the parameter is dropped; an unknown page id opens the default page. Closing drops the
 * parameter: back to the entry before when the app opened it, else in place.
 */
export function MemberCentreHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const popups = usePopupActions();
  const page = new URLSearchParams(location.search).get(MC_PAGE);
  const visitor = SessionContext.useSelector((s) => s.matches('loggedOut'));
  const member = SessionContext.useSelector((s) => s.hasTag('member'));
  const trial = useIsTrial();
  const { requestMemberCentre } = popups;
  // A session between visitor and member (logging in, loading the member) asks as a member: an
  // unknown page id is mended at once, the centre opens once the member is in.
  const asker = visitor ? 'visitor' : member && trial ? 'trial' : 'member';
  const knownPage = isMemberCentrePage(page);

  // The URL (`mcPage`) and the session are outside React's events: each change of either is told to
  // the overlay machine, which opens the login for a visitor or the trial warning (SPEC 6) and has
  // the URL mended when it must be.
  useEffect(() => {
    const mend = page === null ? null : requestMemberCentre(asker, knownPage);
    if (mend) mendCentreUrl(mend);
  }, [page, asker, knownPage, requestMemberCentre]);

  if (!member || trial || !isMemberCentrePage(page)) return null;
  const close = () => {
    if (location.pathname.toLowerCase() === '/member') navigate('/', { replace: true });
    else if (isPushedByApp(location.state)) navigate(-1);
    else navigate(withoutMemberCentre(location), { replace: true });
  };
  return (
    <LazyBoundary floating onDismiss={close}>
      <MemberCentre page={page} onClose={close} />
    </LazyBoundary>
  );
}

/**
 * Drops `mcPage` (a trial account), or shows the default page instead of an unknown one; from the
 * URL as it is now (the router's), not as the render that asked saw it.
 */
function mendCentreUrl(to: CentreMend) {
  const location = currentLocation();
  if (to === 'drop') navigateTo(withoutMemberCentre(location), { replace: true });
  else
    navigateTo(memberCentreTo(location, DEFAULT_MEMBER_CENTRE_PAGE), {
      replace: true,
      state: location.state,
    });
}
