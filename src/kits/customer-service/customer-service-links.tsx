import { useTranslation } from 'react-i18next';
import { csTypes } from '../../api/contracts/system';
import { useCustomerService } from './use-customer-service';

/**
 * SPEC 2.3 / 3: the customer-service entries (live chat, facebook, telegram, whatsapp) as real links,
 * their paths decoded when the permission data arrives (useCustomerService). Only https
 * links to expected hosts are shown; each opens a new window without a handle on this page
 * (`rel="noopener noreferrer"`). SPEC 4.9, 6: live chat asks the trial guard first.
 */
export default function CustomerServiceLinks() {
  const { t } = useTranslation();
  const cs = useCustomerService();
  const { chatAllowed } = cs;
  const links = csTypes.flatMap((type) => {
    const entry = cs.entry(type);
    const url = entry ? cs.entryUrl(entry) : null;
    return url ? [{ type, url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className="chip-list">
      {links.map((link) => (
        <li key={link.type}>
          <a
            className="chip footer__link"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => {
              if (link.type === 'LIVECHAT' && chatAllowed && !chatAllowed()) event.preventDefault();
            }}
          >
            {t(`customerService.${link.type}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
