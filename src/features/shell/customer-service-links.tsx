import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { csTypes } from '../../api/contracts/system';
import { decryptCsPath } from '../../api/payload-crypto';
import { csEntryUrl, useCustomerService } from './use-customer-service';

/**
 * SPEC 2.3 / 3: the customer-service entries (live chat, facebook, telegram, whatsapp) as real links,
 * their paths decrypted here (this chunk carries the decoder, loaded after the footer). Only https
 * links to expected hosts are shown; each opens a new window without a handle on this page
 * (`rel="noopener noreferrer"`). SPEC 4.9, 6: live chat asks the trial guard first.
 */
export default function CustomerServiceLinks() {
  const { t } = useTranslation();
  const cs = useCustomerService();
  const { entries, hosts, chatAllowed } = cs;
  const links = useMemo(
    () =>
      csTypes.flatMap((type) => {
        const entry = entries.find((e) => e.csType === type);
        const url = entry ? csEntryUrl(entry, hosts, decryptCsPath) : null;
        return url ? [{ type, url }] : [];
      }),
    [entries, hosts],
  );
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
