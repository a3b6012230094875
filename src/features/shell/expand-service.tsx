import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { usePopupActions } from '../../app/providers/popups';
import { openExternal } from '../../browser/open-window';
import { useIsLoggedIn, useIsTrial } from '../../app/providers/use-session';
import { memberCentreState, memberCentreTo } from '../../lib/member-centre-link';
import { CsOpenMessage } from '../../kits/customer-service/cs-open-message';
import { useCustomerService, type CsOpenOutcome } from '../../kits/customer-service/use-customer-service';
import { useReferralOn } from './use-referral-on';

/**
 * SPEC 2.3 floating expand-service menu: invite, live chat, app download, telegram, second
 * telegram, whatsapp. Entries whose link is missing or unsafe are left out. Invite follows the side
 * menu's rule (SPEC 6, `useReferralOn`): only a real member whose referral promotion is on sees it,
 * and it opens their invite-friends page. App download opens the help popup's download section with
 * its QR codes and install guides.
 */
export function ExpandService() {
  const { t } = useTranslation();
  const cs = useCustomerService();
  const [open, setOpen] = useState(false);
  const popups = usePopupActions();
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
        {/* The public state is a member's: a visitor or a trial account asks nothing (SPEC 6). */}
        {loggedIn && !trial && <InviteEntry />}
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
          <button type="button" className="expand-service__item" onClick={() => popups.showHelp('download')}>
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

/** Invite friends, once the member's public state says the referral promotion is on (SPEC 6). */
function InviteEntry() {
  const { t } = useTranslation();
  const location = useLocation();
  const referralOn = useReferralOn();
  if (!referralOn) return null;
  return (
    <li>
      <Link
        to={memberCentreTo(location, 'referral')}
        state={memberCentreState}
        className="expand-service__item"
      >
        {t('service.invite')}
      </Link>
    </li>
  );
}
