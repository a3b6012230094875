import { useTranslation } from 'react-i18next';
import type { FailureInfo } from '../api/errors';
import { FormFailure } from './page-state';
import './money-failure.css';

/** What the member is told to look at when a money call's outcome is not known. */
export type OutcomeSubject = 'orders' | 'contracts' | 'bankAccounts';

export interface MoneyFailureProps {
  failure: FailureInfo | null;
  /** The machine is in its `unknown` state: the answer was lost, the money may have moved. */
  unknown: boolean;
  /** No network: nothing can be sent now, which is said above the failure. */
  offline?: boolean;
  subject?: OutcomeSubject;
  /** Loads the balance and the orders (or records) again. */
  onCheck: () => void;
  /** Sends the same request again, with the same idempotency key. */
  onResend: () => void;
}

/**
 * A money form's failure. When the outcome is not known (a timeout, a network
 * error or a 5xx after the request left), it says so and points at the recent orders instead of
 * inviting a blind retry, with *Check again* and *Send again* (the same request and key, so it
 * cannot go through twice); any other failure is the usual banner. Render it with the form, not
 * only on failure: its catalogue then loads with the form, without suspending it (until it has,
 * the usual banner stands in).
 */
export function MoneyFailure({ offline = false, ...props }: MoneyFailureProps) {
  const { t, ready } = useTranslation('money', { useSuspense: false });
  return (
    <>
      {offline && ready && (
        <p role="status" className="form-note money-offline">
          {t('offline')}
        </p>
      )}
      <OutcomeOrFailure {...props} offline={offline} />
    </>
  );
}

function OutcomeOrFailure({
  failure,
  unknown,
  subject = 'orders',
  onCheck,
  onResend,
  offline,
}: MoneyFailureProps) {
  const { t, ready } = useTranslation('money', { useSuspense: false });
  if (!unknown || !ready) return <FormFailure failure={failure} />;
  return (
    <div role="alert" className="form-error form-error--banner money-unknown">
      <p className="money-unknown__text">{t(`unknown.${subject}`)}</p>
      <p className="money-unknown__hint">{t('unknown.hint')}</p>
      <div className="money-unknown__actions">
        <button type="button" className="button button--ghost" onClick={onCheck}>
          {t('unknown.check')}
        </button>
        <button type="button" className="button" onClick={onResend} disabled={offline}>
          {t('unknown.resend')}
        </button>
      </div>
    </div>
  );
}
