import { useTranslation } from 'react-i18next';
import { createLoaderMachine } from '../../../machines/loader.machine';
import { usePopupActions } from '../../app/providers/popups';
import { fromCall } from '../../api/from-call';
import type { Notice } from '../../api/contracts/content';
import { fetchNotices } from '../../api/content';
import { LoadedView, noItems } from '../../components/resource-view';
import { useLoader } from '../../components/use-loader';
import { fromI18nCode } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { Modal } from '../../components/modal';
import { useMemberOffset } from '../../kits/records/use-records-query';
import '../../components/announcements.css';

const noticesLoader = createLoaderMachine<Notice[]>('notices').provide({
  actors: { load: fromCall(({ language }: { language: string }, signal) => fetchNotices(language, signal)) },
});

/**
 * SPEC 2.4 noticeModal: every player notice with its date, the same notices the home marquee
 * scrolls (SPEC 7.6: the notice call uses execution B). Opened by name (popup id 'notice').
 */
export default function NoticeModal() {
  const { t, i18n } = useTranslation('announcements');
  const popups = usePopupActions();
  const language = fromI18nCode(i18n.language);
  return (
    <Modal open title={t('notices.title')} onClose={popups.close} className="notices">
      {/* A language change loads the notices again in that language. */}
      <NoticeList key={language} />
    </Modal>
  );
}

function NoticeList() {
  const { t, i18n } = useTranslation('announcements');
  const noticesLoad = useLoader(noticesLoader);
  const offset = useMemberOffset();
  const lang = fromI18nCode(i18n.language);
  return (
    <LoadedView
      loaded={noticesLoad}
      keepData
      loadingLabel={t('notices.loading')}
      isEmpty={noItems}
      empty={t('notices.empty')}
    >
      {(notices) => (
        <ul className="notices__list">
          {notices.map((notice) => (
            <li key={notice.id} className="notices__item">
              {notice.publishedAt && (
                <time className="notices__date" dateTime={notice.publishedAt}>
                  {formatDateTime(notice.publishedAt, offset, lang)}
                </time>
              )}
              <span>{notice.title}</span>
            </li>
          ))}
        </ul>
      )}
    </LoadedView>
  );
}
