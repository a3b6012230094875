import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  withdrawalConfirmationMachine,
  type ConfirmationAnswer,
} from '../../../machines/withdrawal-confirmation.machine';
import { SessionContext } from '../../app/providers/session';
import { paymentRules, type FullPaymentReading, type PaymentOrder } from '../../api/contracts/payments';
import { confirmWithdrawal, readAsDataUrl } from '../../api/payments';
import { FormFailure } from '../../components/page-state';
import { formatDateTime } from '../../lib/format';
import { remarkLength } from '../../lib/payment-rules';
import type { PaymentOrdersRef } from './orders-table';
import { usePaymentText } from './payment-text';
import { inspect } from '../../lib/actor-inspection';
import { emitAppEvent } from '../../browser/app-events';

/** Proof images travel as data URLs in the JSON body (read only when sending). */
async function sendAnswer(answer: ConfirmationAnswer): Promise<PaymentOrder> {
  if (answer.answer === 'received') return confirmWithdrawal(answer);
  const proofs = await Promise.all(
    answer.proofs.map(async (proof) => ({ name: proof.name, dataUrl: await readAsDataUrl(proof.file) })),
  );
  return confirmWithdrawal({ ...answer, proofs });
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * SPEC 4.11 confirmation of one paid-out withdrawal, before the deadline: Received, or Not received
 * with proof images (png or jpg, 5 MB each, at most 3) and a remark (140 characters). "Full
 * payment" (readings in contracts/payments.ts): by default Received is *Received in
 * full* beside *Received in part* (the amount that arrived, and proofs); in the `payoutStatus`
 * reading the card marks the payout as paid in full and offers the two answers only.
 */
export function ConfirmationCard({
  order,
  orders,
  currencySymbol,
  fullPaymentReading,
}: {
  order: PaymentOrder;
  orders: PaymentOrdersRef;
  currencySymbol: string;
  fullPaymentReading: FullPaymentReading;
}) {
  const { t } = useTranslation('payments');
  const { lang, money } = usePaymentText(currencySymbol);
  const offset = SessionContext.useSelector((s) => s.context.member?.gmtOffsetMinutes ?? 0);
  const [logic] = useState(() =>
    withdrawalConfirmationMachine.provide({
      actors: { answer: fromPromise<PaymentOrder, ConfirmationAnswer>(({ input }) => sendAnswer(input)) },
      actions: {
        // The list shows the answer at once (and watches a disputed payout until it is closed).
        answered: (_, params) => {
          orders.send({ type: 'items.add', item: params.order });
          emitAppEvent('balanceChanged');
        },
      },
    }),
  );
  const confirmation = useActorRef(logic, {
    input: { orderId: order.orderId, amount: order.amount },
    inspect,
  });
  // The answers the reading offers, in order (Received in part only when full payment is an answer).
  const answers = (
    [
      {
        event: 'answer.received',
        label: fullPaymentReading === 'arrivedInFull' ? 'receivedInFull' : 'received',
      },
      { event: 'answer.partlyReceived', label: 'partlyReceived' },
      { event: 'answer.notReceived', label: 'notReceived' },
    ] as const
  ).filter((a) => fullPaymentReading === 'arrivedInFull' || a.event !== 'answer.partlyReceived');
  const choosing = useSelector(confirmation, (s) => s.matches('choosing'));
  const sendingReceived = useSelector(confirmation, (s) => s.matches('sendingReceived'));
  const failure = useSelector(confirmation, (s) => s.context.failure);
  const headingId = useId();

  return (
    <article className="confirm-card" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('confirmTitle', { orderId: order.orderId, amount: money(order.amount) })}</h4>
      {fullPaymentReading === 'payoutStatus' && <p>{t('paidInFull')}</p>}
      {order.confirmation && (
        <p>{t('confirmBy', { deadline: formatDateTime(order.confirmation.deadline, offset, lang) })}</p>
      )}
      {choosing || sendingReceived ? (
        <div className="confirm-card__actions">
          <FormFailure failure={failure} />
          {answers.map(({ event, label }, index) => (
            <button
              key={event}
              type="button"
              className={index === 0 ? 'button' : 'button button--ghost'}
              disabled={sendingReceived}
              onClick={() => confirmation.send({ type: event })}
            >
              {t(label)}
            </button>
          ))}
        </div>
      ) : (
        <DisputeForm
          confirmation={confirmation}
          payout={money(order.amount)}
          currencySymbol={currencySymbol}
        />
      )}
    </article>
  );
}

type ConfirmationRef = ActorRefFrom<typeof withdrawalConfirmationMachine>;
/** A dispute's form parts: the card's actor, the payout as text, the currency of the amount typed. */
type DisputeProps = { confirmation: ConfirmationRef; payout: string; currencySymbol: string };

function DisputeForm({ confirmation, payout, currencySymbol }: DisputeProps) {
  const { t } = useTranslation('payments');
  const proofs = useSelector(confirmation, (s) => s.context.proofs);
  const remark = useSelector(confirmation, (s) => s.context.remark);
  const proofError = useSelector(confirmation, (s) => s.context.proofError);
  const remarkError = useSelector(confirmation, (s) => s.context.remarkError);
  const failure = useSelector(confirmation, (s) => s.context.failure);
  const busy = useSelector(confirmation, (s) => s.matches('sendingDispute'));
  const inPart = useSelector(confirmation, (s) => s.context.dispute === 'partlyReceived');
  const id = useId();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])].map((file) => ({
      name: file.name,
      type: file.type,
      size: file.size,
      file,
    }));
    // Cleared, so the same file can be chosen again after a removal.
    event.target.value = '';
    if (files.length > 0) confirmation.send({ type: 'proofs.add', files });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    confirmation.send({ type: 'form.submit' });
  }

  const proofDescribedBy = [`${id}-proof-hint`, proofError ? `${id}-proof-error` : null]
    .filter(Boolean)
    .join(' ');
  const remarkDescribedBy = [`${id}-remark-count`, remarkError ? `${id}-remark-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <form className="form payments-form" onSubmit={submit} noValidate aria-busy={busy}>
      <FormFailure failure={failure} />
      {inPart && (
        <AmountReceivedField confirmation={confirmation} payout={payout} currencySymbol={currencySymbol} />
      )}
      <div className="field">
        <label htmlFor={`${id}-proofs`}>{t('proofImages')}</label>
        <input
          id={`${id}-proofs`}
          type="file"
          accept={paymentRules.proofImageTypes.join(',')}
          multiple
          onChange={choose}
          disabled={busy}
          aria-invalid={proofError ? true : undefined}
          aria-describedby={proofDescribedBy}
        />
        <p id={`${id}-proof-hint`} className="field__hint">
          {t('proofHint', { chosen: proofs.length, max: paymentRules.proofImageMaxCount })}
        </p>
        {proofError && (
          <p id={`${id}-proof-error`} className="form-error" role="alert">
            {t(`errors.${proofError}`)}
          </p>
        )}
        {proofs.length > 0 && (
          <ul className="proof-list" aria-label={t('chosenProofs')}>
            {proofs.map((proof) => (
              <li key={proof.id}>
                <span>
                  {proof.name} ({sizeText(proof.size)})
                </span>
                <button
                  type="button"
                  className="link-button"
                  disabled={busy}
                  onClick={() => confirmation.send({ type: 'proof.remove', id: proof.id })}
                  aria-label={t('removeProof', { name: proof.name })}
                >
                  {t('remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-remark`}>{t('remark')}</label>
        <textarea
          id={`${id}-remark`}
          value={remark}
          rows={3}
          disabled={busy}
          onChange={(e) => confirmation.send({ type: 'remark.change', remark: e.target.value })}
          aria-invalid={remarkError ? true : undefined}
          aria-describedby={remarkDescribedBy}
        />
        <p id={`${id}-remark-count`} className="field__hint">
          {remarkLength(remark)}/{paymentRules.remarkMax}
        </p>
        {remarkError && (
          <p id={`${id}-remark-error`} className="form-error">
            {t(`errors.${remarkError}`, { limit: paymentRules.remarkMax })}
          </p>
        )}
      </div>
      <div className="confirm-card__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('submitting') : t('submitNotReceived')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => confirmation.send({ type: 'form.back' })}
        >
          {t('back')}
        </button>
      </div>
    </form>
  );
}

/** Received in part: the amount that arrived, above 0 and below the payout. */
function AmountReceivedField({ confirmation, payout, currencySymbol }: DisputeProps) {
  const { t } = useTranslation('payments');
  const value = useSelector(confirmation, (s) => s.context.amountReceived);
  const error = useSelector(confirmation, (s) => s.context.amountError);
  const busy = useSelector(confirmation, (s) => s.matches('sendingDispute'));
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('amountReceived', { symbol: currencySymbol })}</label>
      <input
        id={id}
        inputMode="decimal"
        value={value}
        disabled={busy}
        onChange={(e) => confirmation.send({ type: 'amount.change', amount: e.target.value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('amountReceivedHint', { amount: payout })}
      </p>
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {t(`errors.${error}`, { amount: payout })}
        </p>
      )}
    </div>
  );
}
