import { useTranslation } from 'react-i18next';
import type { PaymentOrder } from '../../api/contracts/payments';
import { currentLanguage } from '../../i18n';
import { formatMoney } from '../../lib/format';
import type { PaymentError } from '../../lib/payment-rules';

/** Amount parameters of a rule's message, formatted in the player's language. */
const AMOUNT_PARAMS = new Set(['min', 'max', 'balance']);

/**
 * Texts of the payment pages made at render (so a language switch changes them in place): a
 * form rule's message (`errors.<key>`) with its amounts formatted, and money with the currency.
 */
export function usePaymentText(currencySymbol: string) {
  const { t } = useTranslation('payments');
  const lang = currentLanguage();
  const money = (amount: number) => formatMoney(amount, lang, currencySymbol);
  const error = (failure: PaymentError | null | undefined): string | undefined => {
    if (!failure) return undefined;
    const params = Object.fromEntries(
      Object.entries(failure.params).map(([name, value]) => [
        name,
        AMOUNT_PARAMS.has(name) ? money(value) : value,
      ]),
    );
    return t(`errors.${failure.key}`, params);
  };
  return { lang, money, error };
}

/** A deposit in review: waiting for the payment, then for the payment team to find it. */
export const depositPaymentStages = ['awaitingPayment', 'checkingPayment'] as const;

/** An order's status as the member reads it (SPEC 4.11 statuses for a paid withdrawal; a deposit's payment). */
export function orderStatusKey(order: PaymentOrder): string {
  if (order.status === 'approved' && order.confirmation) return `confirmation.${order.confirmation.status}`;
  if (order.status === 'processing' && order.payTo)
    return `status.${depositPaymentStages[order.payTo.reportedAt ? 1 : 0]}`;
  return `status.${order.status}`;
}
