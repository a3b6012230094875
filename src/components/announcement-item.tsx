import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { AnnouncementEntry } from '../../machines/announcements.machine';
import { memberCentreState, memberCentreTo } from '../lib/member-centre-link';
import { sanitizeHtml } from '../browser/sanitize';
import './announcements.css';

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
