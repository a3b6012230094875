import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import {
  entriesOnPage,
  pageCountOf,
  visibleEntries,
  type announcementsMachine,
} from '../../../machines/announcements.machine';
import { Modal } from '../../components/modal';
import { ANNOUNCEMENT_PAGER, pagerRange } from '../../lib/pager-range';
import { Pager } from '../../components/pager';
import { AnnouncementItem } from '../../components/announcement-item';
import '../../components/announcements.css';

type AnnouncementsRef = ActorRefFrom<typeof announcementsMachine>;

/**
 * SPEC 2.4 announcement popup (publicModal): the titles nine a page with the pager (margin 1,
 * range 5); a title expands or collapses its content (server HTML, cleaned first); a promotion
 * link opens the reward centre and closes the popup. Closing marks this audience's popup closed
 * for the session (SPEC 4.7).
 */
export default function AnnouncementPopup({ actor }: { actor: AnnouncementsRef }) {
  const { t } = useTranslation('announcements');
  const entries = useSelector(actor, (s) => visibleEntries(s.context));
  const page = useSelector(actor, (s) => s.context.page);
  const expanded = useSelector(actor, (s) => s.context.expanded);
  const pages = pageCountOf(entries.length);
  const onPage = entriesOnPage(entries, page);
  return (
    <Modal
      open
      title={t('popup.title')}
      onClose={() => actor.send({ type: 'popup.close' })}
      className="announcements"
    >
      <ul className="announcements__list">
        {onPage.map((entry) => (
          <AnnouncementItem
            key={entry.id}
            entry={entry}
            open={expanded.includes(entry.id)}
            onToggle={() => actor.send({ type: 'entry.toggle', id: entry.id })}
            onPromotion={() => actor.send({ type: 'promotion.open', id: entry.id })}
          />
        ))}
      </ul>
      {/* SPEC 9: announcement pager margin 1, range 5. */}
      <Pager
        page={page}
        pages={pages}
        items={pagerRange(page, pages, ANNOUNCEMENT_PAGER)}
        label={t('pager.label')}
        onPage={(next) => actor.send({ type: 'page.select', page: next })}
      />
      <p className="visually-hidden" role="status">
        {pages > 1 ? t('popup.pageStatus', { page, pages }) : ''}
      </p>
    </Modal>
  );
}
