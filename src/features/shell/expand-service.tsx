import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { usePopupActions } from '../../app/providers/popups';
import { openExternal } from '../../lib/safe-link';
import { useIsLoggedIn, useIsTrial } from '../../app/providers/use-session';
import { memberCentreState, memberCentreTo } from '../../lib/member-centre-link';
import { openHelp } from '../../app/providers/help-section';
import { CsOpenMessage } from '../../components/customer-service/cs-open-message';
import {
  useCustomerService,
  type CsOpenOutcome,
} from '../../components/customer-service/use-customer-service';

/**
 * SPEC 2.3 floating expand-service menu: invite, live chat, app download, telegram, second
 * telegram, whatsapp. Entries whose link is missing or unsafe are left out. Invite opens a member's
 * invite-friends page (a visitor registers first); app download opens the help popup's download
 * section with its QR codes and install guides.
 */
export function ExpandService() {
  const { t } = useTranslation();
  const cs = useCustomerService();
  const [open, setOpen] = useState(false);
  const popups = usePopupActions();
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const listId = useId();
  const [outcome, setOutcome] = useState<CsOpenOutcome | null>(null);
  const liveChat = cs.entry('LIVECHAT');
  const links = [
    { key: 'telegram', label: t('service.telegram'), url: cs.safeResourceUrl(cs.resource('TELEGRAM')) },
    { key: 'telegram2', label: t('service.telegram2'), url: cs.safeResourceUrl(cs.resource('TELEGRAM1')) },
    { key: 'whatsapp', label: t('service.whatsapp'), url: cs.safeResourceUrl(cs.resource('WHATSAPP')) },
  ];
  return (
    <div className="expand-service">
      <ul id={listId} className="expand-service__list" hidden={!open}>
        <li>
          {loggedIn && !trial ? (
            <Link
              to={memberCentreTo(location, 'referral')}
              state={memberCentreState}
              className="expand-service__item"
            >
              {t('service.invite')}
            </Link>
          ) : (
            <Link to="/register" className="expand-service__item">
              {t('service.invite')}
            </Link>
          )}
        </li>
        {liveChat && (
          <li>
            <button
              type="button"
              className="expand-service__item"
              disabled={cs.entryUrl(liveChat) === undefined}
              onClick={() => setOutcome(cs.openEntry(liveChat))}
            >
              {t('service.liveChat')}
            </button>
          </li>
        )}
        <li>
          <button type="button" className="expand-service__item" onClick={() => openHelp(popups, 'download')}>
            {t('service.download')}
          </button>
        </li>
        {links.map(
          (link) =>
            link.url && (
              <li key={link.key}>
                <button
                  type="button"
                  className="expand-service__item"
                  onClick={() => setOutcome(openExternal(link.url!) ? 'opened' : 'blocked')}
                >
                  {link.label}
                </button>
              </li>
            ),
        )}
      </ul>
      {open && <CsOpenMessage outcome={outcome} />}
      <button
        type="button"
        className="expand-service__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t('service.toggle')}
      </button>
    </div>
  );
}
