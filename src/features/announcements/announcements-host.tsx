import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  ANNOUNCEMENT_QUIET_MS,
  announcementsMachine,
  POPUP_CLOSED,
  popupFlag,
  type Audience,
} from '../../../machines/announcements.machine';
import { usePopups } from '../../app/providers/popups';
import { fromCall } from '../../api/from-call';
import { SessionContext } from '../../app/providers/session';
import { LazyBoundary, lazyPart } from '../../components/lazy-boundary';
import { useQuietMoment } from '../../components/use-quiet-moment';
import { useOpenModalCount } from '../../components/use-modal-dialog';
import { isGamePage } from '../../lib/routes';
import { fetchPopupAnnouncements } from '../../api/content';
import { fromI18nCode } from '../../i18n';
import { readStored, writeStored } from '../../browser/session-store';
import { MC_PAGE, memberCentreState, memberCentreTo } from '../../lib/member-centre-link';

// The popup's UI (the list, the pager, the HTML cleaning) loads only when there is something to show.
const AnnouncementPopup = lazyPart(() => import('./announcement-popup'));

/** SPEC 4.7: the flags this session already holds. */
const closedFlags = (): Record<Audience, boolean> => ({
  member: readStored(popupFlag.member) === POPUP_CLOSED,
  anonymous: readStored(popupFlag.anonymous) === POPUP_CLOSED,
});

/**
 * The announcements (SPEC 2.4, 4.7): loaded on start and on a language change, the popup once per
 * session per audience. Mounted once in the main layout, after the first paint. Who is looking
 * comes from the session: a member, an anonymous visitor, or nobody yet while the session settles
 * or another popup, a form's confirmation dialog or the member centre is open, so the announcement
 * waits its turn. It also waits while the player is busy: acting (until a quiet moment) or playing
 * a game.
 */
export default function AnnouncementsHost() {
  const { i18n } = useTranslation();
  const language = fromI18nCode(i18n.language);
  const navigate = useNavigate();
  const location = useLocation();
  const popups = usePopups();

  const actor = useActorRef(
    announcementsMachine.provide({
      actors: {
        loadAnnouncements: fromCall(({ language: lang }: { language: string }, signal) =>
          fetchPopupAnnouncements(lang, signal),
        ),
      },
      actions: {
        rememberClosed: (_, { audience }) => writeStored(popupFlag[audience], POPUP_CLOSED),
        // SPEC 2.4: the reward centre. The member centre itself asks a visitor to log in first (and
        // opens once they have) and a trial account for a real one (SPEC 6). `navigate` is stable.
        openRewardCentre: () =>
          navigate(memberCentreTo(window.location, 'rewardCenter'), { state: memberCentreState }),
      },
    }),
    { input: { language, closed: closedFlags() } },
  );

  const sessionAudience = SessionContext.useSelector((s): Audience | null =>
    s.hasTag('member') ? 'member' : s.matches('loggedOut') ? 'anonymous' : null,
  );
  const firstTimeLogin = SessionContext.useSelector((s) => s.context.firstTimeLogin);
  const showing = useSelector(actor, (s) => s.hasTag('visible'));
  // Any other modal: a popup, a form's confirmation (a redeem, a transfer), the phone's side menu.
  // Its own popup is one of the open modals while it shows. An overlay popup counts from the moment
  // it is asked for (`popups.open`), before its lazy view has mounted a dialog.
  const otherModals = useOpenModalCount() - (showing ? 1 : 0);
  const somethingElseOpen =
    popups.open !== null || otherModals > 0 || new URLSearchParams(location.search).has(MC_PAGE);
  // Not yet shown: it waits while the player is busy (acting, or in a game) and opens at the next
  // quiet moment; once open it stays while they read it.
  const quiet = useQuietMoment(ANNOUNCEMENT_QUIET_MS);
  const busy = !showing && (!quiet || isGamePage(location.pathname));
  const audience = somethingElseOpen || busy ? null : sessionAudience;

  // Outside facts the machine follows: who is there, and the language.
  useEffect(() => {
    actor.send({ type: 'audience.change', audience, firstTimeLogin });
  }, [actor, audience, firstTimeLogin]);
  useEffect(() => {
    actor.send({ type: 'language.change', language });
  }, [actor, language]);

  if (!showing) return null;
  return (
    <LazyBoundary floating onDismiss={() => actor.send({ type: 'popup.close' })}>
      <AnnouncementPopup actor={actor} />
    </LazyBoundary>
  );
}
