import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ReactNode } from 'react';
import { depositPaymentMachine } from '../../../machines/deposit-payment.machine';
import type { DepositPayTo as PayTo, PaymentOrder } from '../../api/contracts/payments';
import { reportDepositPayment } from '../../api/payments';
import { FormFailure } from '../../components/page-state';
import { QrCode } from '../../components/qr-code';
import { TextField } from '../../components/text-field';
import { inspect } from '../../lib/actor-inspection';
import { clockText, isOpenableLink } from '../../lib/payment-rules';
import { formatAmount } from '../../lib/format';
import { CopyButton } from './payment-parts';
import { usePaymentText } from './payment-text';

/**
 * How to pay a placed deposit, as the platform answers it: the number or account to send to, the
 * exact amount, the reference to write on the transfer, the time left, a link that opens the
 * wallet app, and for crypto the coins at the rate. The player then gives the payer's transaction
 * id and says "I have paid"; the order's status follows in the recent deposits.
 */
export function DepositPayTo({
  order,
  payTo,
  currencySymbol,
  onReported,
}: {
  order: PaymentOrder;
  payTo: PayTo;
  currencySymbol: string;
  onReported: (order: PaymentOrder) => void;
}) {
  const { t } = useTranslation('payments');
  const { money, error: errorText, lang } = usePaymentText(currencySymbol);
  const payment = useActorRef(
    depositPaymentMachine.provide({
      actors: {
        report: fromPromise(({ input }) => reportDepositPayment(input.depositId, input.referenceNo)),
      },
      actions: { reported: (_, { order: answered }) => onReported(answered) },
    }),
    {
      input: {
        depositId: order.orderId,
        expireTime: payTo.expireTime,
        now: Date.now,
        referenceRequired: payTo.referenceRequired,
        reported: payTo.reportedAt !== null,
      },
      inspect,
    },
  );
  const { secondsLeft, referenceNo, referenceError, failure } = useSelector(payment, (s) => s.context);
  const step = useSelector(payment, (s) =>
    s.matches({ payment: 'reported' }) ? 'reported' : s.matches({ payment: 'timeUp' }) ? 'timeUp' : 'paying',
  );
  const sending = useSelector(payment, (s) => s.matches({ payment: 'sending' }));
  const channel = order.channelName;
  const coins = payTo.sourceAmount !== null ? formatAmount(payTo.sourceAmount, lang) : null;

  if (step === 'reported')
    return (
      <p role="status" className="pay-to__note">
        {t('payTo.reported')}
      </p>
    );
  if (step === 'timeUp') return <PayWindowClosed />;

  return (
    <section className="pay-to" aria-labelledby={`pay-to-${order.orderId}`}>
      <h4 id={`pay-to-${order.orderId}`} className="pay-to__heading">
        {coins
          ? t('payTo.headingCoins', { coins, coin: 'USDT' })
          : t('payTo.heading', { amount: money(payTo.amount) })}
      </h4>
      <p role="timer" className="pay-to__timer">
        {t('payTo.timeLeft')} <strong>{clockText(secondsLeft)}</strong>
      </p>
      <dl className="pay-to__details">
        {payTo.accountNumber && (
          <PayToRow label={t('payTo.sendTo', { channel })} copy={payTo.accountNumber}>
            {payTo.accountNumber}
          </PayToRow>
        )}
        {payTo.receiverName && <PayToRow label={t('payTo.receiverName')}>{payTo.receiverName}</PayToRow>}
        {payTo.bankName && <PayToRow label={t('bankName')}>{payTo.bankName}</PayToRow>}
        {coins ? (
          <>
            <PayToRow label={t('payTo.coinAmount', { coin: 'USDT' })} copy={payTo.sourceAmount!.toFixed(2)}>
              {coins} USDT
            </PayToRow>
            {order.address && (
              <PayToRow label={t('payToAddress', { channel })} copy={order.address}>
                <code className="deposit-address__text">{order.address}</code>
              </PayToRow>
            )}
            <PayToRow label={t('payTo.rate')}>
              {t('payTo.rateValue', { coin: 'USDT', amount: money(payTo.exchangeRate ?? 0) })}
            </PayToRow>
          </>
        ) : (
          <PayToRow label={t('payTo.exactAmount')} copy={payTo.amount.toFixed(2)}>
            {money(payTo.amount)}
          </PayToRow>
        )}
        {payTo.refCode && (
          <PayToRow label={t('payTo.reference')} copy={payTo.refCode} hint={t('payTo.referenceHint')}>
            {payTo.refCode}
          </PayToRow>
        )}
      </dl>
      {order.address && <QrCode value={order.address} label={t('addressQr')} />}
      {isOpenableLink(payTo.redirectUrl) && (
        <a className="button button--block" href={payTo.redirectUrl}>
          {t('payTo.openApp', { channel })}
        </a>
      )}
      <form
        className="form pay-to__report"
        noValidate
        aria-busy={sending}
        onSubmit={(event) => {
          event.preventDefault();
          payment.send({ type: 'report' });
        }}
      >
        <TextField
          label={coins ? t('payTo.transactionHash') : t('payTo.transactionId')}
          value={referenceNo}
          onChange={(value) => payment.send({ type: 'reference.change', value })}
          error={errorText(referenceError)}
          hint={
            payTo.referenceRequired
              ? t('payTo.transactionIdHint', { channel })
              : t('payTo.transactionIdOptional')
          }
          required={payTo.referenceRequired}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <FormFailure failure={failure} />
        <button type="submit" className="button button--block" disabled={sending}>
          {sending ? t('submitting') : t('payTo.paid')}
        </button>
      </form>
    </section>
  );
}

/** One pay-to detail: its label, the value, and a copy button named after what it copies. */
function PayToRow({
  label,
  copy,
  hint,
  children,
}: {
  label: string;
  copy?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="pay-to__row">
      <dt>{label}</dt>
      <dd>
        <span className="pay-to__value">{children}</span>
        {copy && <CopyButton text={copy} label={label} />}
        {hint && <span className="pay-to__hint">{hint}</span>}
      </dd>
    </div>
  );
}

/**
 * The pay window closed before a report. Shown by the countdown when it reaches zero, and by the
 * order itself once the back office has closed it as lapsed: whichever the page learns first, the
 * player reads the same words (the order's refresh may land before the countdown's last tick).
 */
export function PayWindowClosed() {
  const { t } = useTranslation('payments');
  return (
    <p role="alert" className="pay-to__note pay-to__note--late">
      {t('payTo.timeUp')}
    </p>
  );
}
