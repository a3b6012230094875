import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import {
  entriesOnPage,
  pageCountOf,
  visibleEntries,
  type AnnouncementEntry,
  type announcementsMachine,
} from '../../../machines/announcements.machine';
import { Modal } from '../../components/modal';
import { ANNOUNCEMENT_PAGER, pagerRange } from '../../lib/pager-range';
import { Pager } from '../../components/pager';
import { sanitizeHtml } from '../../lib/sanitize';
import { memberCentreState, memberCentreTo } from '../member-center/member-centre-link';
import './announcements.css';

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

/** One announcement: its title toggles its (cleaned) content; the promotion link shows when `onPromotion` is given. */
export function AnnouncementItem({
  entry,
  open,
  onToggle,
  onPromotion,
}: {
  entry: AnnouncementEntry;
  open: boolean;
  onToggle: () => void;
  onPromotion?: (() => void) | undefined;
}) {
  const { t } = useTranslation('announcements');
  const location = useLocation();
  const panelId = useId();
  // Cleaned once per entry (and only when opened): nothing of the server's HTML runs.
  const html = useMemo(() => (open ? sanitizeHtml(entry.content) : ''), [open, entry.content]);
  return (
    <li className="announcements__item">
      <h3 className="announcements__heading">
        <button
          type="button"
          className="announcements__title"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {entry.title}
        </button>
      </h3>
      <div id={panelId} className="announcements__panel" hidden={!open}>
        {open && (
          <>
            <div className="announcements__content" dangerouslySetInnerHTML={{ __html: html }} />
            {entry.promotionId != null && onPromotion && (
              <Link
                className="button announcements__promotion"
                to={memberCentreTo(location, 'rewardCenter')}
                state={memberCentreState}
                onClick={(event) => {
                  // The machine closes the popup and opens the reward centre (or the login for a visitor).
                  event.preventDefault();
                  onPromotion();
                }}
              >
                {t('popup.promotion')}
              </Link>
            )}
          </>
        )}
      </div>
    </li>
  );
}
