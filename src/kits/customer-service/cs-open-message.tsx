import { useTranslation } from 'react-i18next';
import type { CsOpenOutcome } from './use-customer-service';

/**
 * What a customer-service entry that did not open says: SPEC 8 "Popup blocked, allow popups" when
 * the browser stopped the window, "Invalid URL, please contact customer service" for a refused link.
 */
export function CsOpenMessage({ outcome }: { outcome: CsOpenOutcome | null }) {
  const { t } = useTranslation();
  if (outcome !== 'blocked' && outcome !== 'refused') return null;
  return (
    <p role="alert" className="form-error">
      {outcome === 'blocked' ? t('customerService.popupBlocked') : t('errors.invalidUrl')}
    </p>
  );
}
