import { lazy, Suspense } from 'react';
import { usePopups } from '../../app/popups';

// Issue 6 content popups, each its own chunk, loaded when first opened; the announcements host
// (SPEC 4.7: loads on start, shows the popup once per session) loads right after the first paint.
const AnnouncementsHost = lazy(() => import('../announcements/announcements-host'));
const NoticeModal = lazy(() => import('../announcements/notice-modal'));
const FeedbackPopup = lazy(() => import('../support/feedback-popup'));
const HelpPopup = lazy(() => import('../support/help-popup'));

/** The site's content popups (SPEC 2.4): announcements, notices, feedback and help. */
export function ContentLayer() {
  const popups = usePopups();
  return (
    <Suspense fallback={null}>
      <AnnouncementsHost />
      {popups.open === 'notice' && <NoticeModal />}
      {popups.open === 'feedback' && <FeedbackPopup />}
      {popups.open === 'help' && <HelpPopup />}
    </Suspense>
  );
}
