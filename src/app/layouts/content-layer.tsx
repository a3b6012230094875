import { usePopups } from '../providers/popups';
import { LazyBoundary, lazyPart } from '../../components/lazy-boundary';

// Content popups, each its own chunk, loaded when first opened; the announcements host
// (SPEC 4.7: loads on start, shows the popup once per session) loads right after the first paint.
const AnnouncementsHost = lazyPart(() => import('../../features/announcements/announcements-host'));
const NoticeModal = lazyPart(() => import('../../features/announcements/notice-modal'));
const FeedbackPopup = lazyPart(() => import('../../features/support/feedback-popup'));
const HelpPopup = lazyPart(() => import('../../features/support/help-popup'));

/** The site's content popups (SPEC 2.4): announcements, notices, feedback and help. */
export function ContentLayer() {
  const popups = usePopups();
  return (
    <>
      <LazyBoundary floating>
        <AnnouncementsHost />
      </LazyBoundary>
      {popups.open === 'notice' && (
        <LazyBoundary floating onDismiss={popups.close}>
          <NoticeModal />
        </LazyBoundary>
      )}
      {popups.open === 'feedback' && (
        <LazyBoundary floating onDismiss={popups.close}>
          <FeedbackPopup />
        </LazyBoundary>
      )}
      {popups.open === 'help' && (
        <LazyBoundary floating onDismiss={popups.close}>
          <HelpPopup />
        </LazyBoundary>
      )}
    </>
  );
}
