import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsType } from '../../api/contracts/system';
import { CsOpenMessage } from './cs-open-message';
import { useCustomerService, type CsOpenOutcome } from './use-customer-service';

/**
 * Opens a customer-service entry (live chat by default) in the click; says so when the link cannot
 * be opened or the browser blocked the window. Waits (disabled) while the entry's link is decoded.
 */
export function CustomerServiceButton({
  type = 'LIVECHAT',
  className = 'button',
}: {
  type?: CsType;
  className?: string;
}) {
  const { t } = useTranslation();
  const cs = useCustomerService();
  const [outcome, setOutcome] = useState<CsOpenOutcome | null>(null);
  const entry = cs.entry(type);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={!entry || cs.entryUrl(entry) === undefined}
        onClick={() => entry && setOutcome(cs.openEntry(entry))}
      >
        {t('customerService.contact')}
      </button>
      <CsOpenMessage outcome={outcome} />
    </>
  );
}
