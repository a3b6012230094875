import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { createLoaderMachine } from '../../../machines/loader.machine';
import { createSubmitMachine } from '../../../machines/submit.machine';
import { paymentOrdersMachine } from '../../../machines/payment-orders.machine';
import { fromCall } from '../../api/from-call';
import type { DepositRequest, PaymentChannel, PaymentOrder } from '../../api/contracts/payments';
import { fetchPaymentChannels, fetchPaymentOrders, placeDepositOrder } from '../../api/payments';
import { AmountField } from '../../components/amount-field';
import { MoneyFailure } from '../../components/money-failure';
import { ResourceView } from '../../components/resource-view';
import { useLoader } from '../../components/use-loader';
import { useMoneyForm } from '../../components/use-money-form';
import { useForm } from '../../components/use-form';
import { parseAmount } from '../../lib/amount';
import { pendingOperations } from '../../browser/pending-operations';
import { validateAmount } from '../../lib/payment-rules';
import { ChannelChoice, OrderSummary } from './payment-parts';
import { DepositPayTo, PayWindowClosed } from './deposit-pay-to';
import { OrdersTable, type PaymentOrdersRef } from './orders-table';
import { usePaymentText } from './payment-text';
import { inspect } from '../../lib/actor-inspection';
import './payments.css';
import { emitAppEvent } from '../../browser/app-events';

type ChannelsValue = { channels: PaymentChannel[]; currencySymbol: string };

const channelsLogic = createLoaderMachine<ChannelsValue>('depositChannels').provide({
  actors: { load: fromCall((_input, signal) => fetchPaymentChannels('deposit', signal)) },
});

/** Recent deposits, polled while one is in review; a settled one reloads the header balance. */
const depositOrdersLogic = paymentOrdersMachine.provide({
  actors: { load: fromCall(({ query }, signal) => fetchPaymentOrders(query.kind, signal)) },
  actions: { itemsSettled: () => emitAppEvent('balanceChanged') },
});

/**
 * Deposit (depositv2): pick a method, then one of its channels, an amount within the channel's
 * limits (typed or a quick amount), and submit; the request then says how to pay it (the account
 * or number, the exact amount, the reference, the time left; the receiving address and its QR code
 * for a crypto channel), takes the payer's transaction id, and shows in the recent deposits, whose
 * statuses follow the payment.
 */
export default function DepositPage() {
  const { data, failure, retry } = useLoader(channelsLogic);
  const orders = useActorRef(depositOrdersLogic, { input: { kind: 'deposit' }, inspect });
  const { t } = useTranslation('payments');

  return (
    <div className="payments">
      <section aria-labelledby="deposit-heading">
        <h3 id="deposit-heading">{t('depositHeading')}</h3>
        <ResourceView
          data={data}
          failure={failure}
          onRetry={retry}
          keepData
          isEmpty={(loaded) => loaded.channels.length === 0}
          empty={t('noChannels')}
        >
          {(loaded) => (
            <DepositForm channels={loaded.channels} currencySymbol={loaded.currencySymbol} orders={orders} />
          )}
        </ResourceView>
      </section>
      <section aria-labelledby="recent-deposits-heading">
        <h3 id="recent-deposits-heading">{t('recentDeposits')}</h3>
        <OrdersTable
          orders={orders}
          kind="deposit"
          currencySymbol={data?.currencySymbol ?? ''}
          title={t('recentDeposits')}
        />
      </section>
    </div>
  );
}

/** The methods in the order their first channel comes. */
const methodsOf = (channels: readonly PaymentChannel[]) => [...new Set(channels.map((c) => c.method))];

function DepositForm({
  channels,
  currencySymbol,
  orders,
}: {
  channels: PaymentChannel[];
  currencySymbol: string;
  orders: PaymentOrdersRef;
}) {
  const { t } = useTranslation('payments');
  const { lang, error: errorText } = usePaymentText(currencySymbol);
  const methods = methodsOf(channels);
  const [method, setMethod] = useState(methods[0]!);
  const ofMethod = channels.filter((c) => c.method === method);
  const [channelId, setChannelId] = useState(ofMethod[0]!.id);
  const channel = ofMethod.find((c) => c.id === channelId) ?? ofMethod[0]!;
  const form = useForm({
    logic: () =>
      createSubmitMachine<DepositRequest, PaymentOrder>('deposit', {
        idempotent: { pending: pendingOperations },
      }).provide({
        actors: {
          send: fromPromise(({ input }) => placeDepositOrder(input.request, input.idempotencyKey)),
        },
        actions: {
          // Shown at once in the recent deposits, which then watch it until the back office decides.
          succeeded: (_, { result }) => orders.send({ type: 'items.add', item: result }),
          // The answer was lost: the recent deposits and the balance show whether it went through.
          checkOutcome: () => {
            orders.send({ type: 'items.refresh' });
            emitAppEvent('balanceChanged');
          },
        },
      }),
    initial: { amount: '' },
    validate: ({ amount }) => ({ amount: validateAmount(amount, channel) }),
    request: ({ amount }): DepositRequest => ({
      channelId: channel.id,
      bankType: channel.code,
      amount: parseAmount(amount)!,
    }),
  });
  const { values, set, errors, busy, result: placed } = form;
  const { failureProps, offline } = useMoneyForm(form.machine);
  // The placed order as the recent deposits know it now (its status follows the back office).
  const current = useSelector(orders, (s) => s.context.items.find((o) => o.orderId === placed?.orderId));

  function chooseMethod(next: string) {
    setMethod(next);
    setChannelId(channels.find((c) => c.method === next)!.id);
    form.clearErrors();
  }

  if (placed) {
    const order = current ?? placed;
    return (
      <div className="pending-record">
        <p className="pending-record__title">{t('depositPlaced')}</p>
        {/* What to do comes first on a phone; the order's details follow. */}
        {order.status === 'processing' && order.payTo && (
          <DepositPayTo
            order={order}
            payTo={order.payTo}
            currencySymbol={currencySymbol}
            onReported={(answered) => orders.send({ type: 'items.add', item: answered })}
          />
        )}
        {order.status === 'rejected' && order.rejectReason === 'depositExpired' && <PayWindowClosed />}
        <OrderSummary order={order} currencySymbol={currencySymbol} />
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            form.reset();
            form.again();
          }}
        >
          {t('newDeposit')}
        </button>
      </div>
    );
  }

  return (
    <form className="form payments-form" onSubmit={form.submit} noValidate aria-busy={busy}>
      <fieldset className="field pay-options">
        <legend>{t('method')}</legend>
        <div className="pay-options__list">
          {methods.map((m) => {
            const first = channels.find((c) => c.method === m)!;
            return (
              <label key={m} className="pay-option">
                <input
                  type="radio"
                  name="deposit-method"
                  value={m}
                  checked={method === m}
                  onChange={() => chooseMethod(m)}
                />
                <span>{t(`methods.${m}`, { defaultValue: first.name })}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <ChannelChoice
        name="deposit-channel"
        legend={t('channel')}
        channels={ofMethod}
        selected={channel.id}
        onSelect={(id) => {
          setChannelId(id);
          form.clearErrors();
        }}
        currencySymbol={currencySymbol}
      />
      <AmountField
        label={t('amount')}
        value={values.amount}
        onChange={set('amount')}
        error={errorText(errors.amount)}
        currencySymbol={currencySymbol}
        min={channel.min}
        max={channel.max}
        quickAmounts={channel.quickAmounts}
        lang={lang}
      />
      {channel.crypto && <p className="field__hint">{t('cryptoDepositHint')}</p>}
      <MoneyFailure {...failureProps} />
      <button type="submit" className="button button--block" disabled={busy || offline}>
        {busy ? t('submitting') : t('depositSubmit')}
      </button>
    </form>
  );
}
