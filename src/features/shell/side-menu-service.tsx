import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { csTypes } from '../../api/contracts/system';
import { CsOpenMessage } from '../../kits/customer-service/cs-open-message';
import { useCustomerService, type CsOpenOutcome } from '../../kits/customer-service/use-customer-service';

/**
 * SPEC 2.3: the side menu's customer-service entries, once the site's settings list any. A chunk of
 * its own, loaded after the menu's first paint: the entries come with the settings anyway, below the
 * game categories, and the link checks (and their decoder) are not needed before.
 */
export default function SideMenuService() {
  const { t } = useTranslation();
  const cs = useCustomerService();
  const [csOutcome, setCsOutcome] = useState<CsOpenOutcome | null>(null);
  if (cs.entries.length === 0) return null;
  return (
    <section aria-labelledby="side-menu-cs">
      <h2 id="side-menu-cs" className="side-menu__heading">
        {t('customerService.title')}
      </h2>
      <ul className="side-menu__list">
        {csTypes
          .map((type) => cs.entry(type))
          .filter((entry) => entry !== undefined)
          .map((entry) => (
            <li key={entry.csType}>
              <button
                type="button"
                className="side-menu__item"
                disabled={cs.entryUrl(entry) === undefined}
                onClick={() => setCsOutcome(cs.openEntry(entry))}
              >
                {t(`customerService.${entry.csType}`)}
              </button>
            </li>
          ))}
      </ul>
      <CsOpenMessage outcome={csOutcome} />
    </section>
  );
}
