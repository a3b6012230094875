import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsType } from '../../api/contracts/system';
import { useCustomerService } from './use-customer-service';

/** Opens a customer-service entry (live chat by default); says so when the link cannot be opened. */
export function CustomerServiceButton({
  type = 'LIVECHAT',
  className = 'button',
}: {
  type?: CsType;
  className?: string;
}) {
  const { t } = useTranslation();
  const cs = useCustomerService();
  const [refused, setRefused] = useState(false);
  const entry = cs.entry(type);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={!entry}
        onClick={async () => entry && setRefused(!(await cs.openEntry(entry)))}
      >
        {t('customerService.contact')}
      </button>
      {refused && (
        <p role="alert" className="form-error">
          {t('errors.invalidUrl')}
        </p>
      )}
    </>
  );
}
