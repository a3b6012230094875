import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { createLoaderMachine } from '../../../machines/loader.machine';
import { createSubmitMachine } from '../../../machines/submit.machine';
import { paymentOrdersMachine } from '../../../machines/payment-orders.machine';
import { fromCall } from '../../api/from-call';
import type { PaymentOrder, WithdrawRequest } from '../../api/contracts/payments';
import {
  fetchPaymentOrders,
  fetchWithdrawPage,
  placeWithdrawalOrder,
  type WithdrawPageData,
} from '../../api/payments';
import { AmountField } from '../../components/amount-field';
import { MoneyFailure } from '../../components/money-failure';
import { EmptyState } from '../../components/page-state';
import { ResourceView } from '../../components/resource-view';
import { useLoader } from '../../components/use-loader';
import { useMoneyForm } from '../../components/use-money-form';
import { useForm } from '../../components/use-form';
import { TextField } from '../../components/text-field';
import { paymentPinHints } from '../../components/input-hints';
import { parseAmount } from '../../lib/amount';
import { pendingOperations } from '../../browser/pending-operations';
import { validateAmount, validateReceivingAddress, validateWithdrawPassword } from '../../lib/payment-rules';
import { memberCentreTo } from '../../lib/member-centre-link';
import { AddBankAccount } from './add-bank-account';
import { ConfirmationCard } from './confirmation-card';
import { OrdersTable, type PaymentOrdersRef } from './orders-table';
import { ChannelChoice, OrderSummary } from './payment-parts';
import { usePaymentText } from './payment-text';
import { inspect } from '../../lib/actor-inspection';
import './payments.css';
import { emitAppEvent } from '../../browser/app-events';

const pageLogic = createLoaderMachine<WithdrawPageData>('withdrawPage').provide({
  actors: { load: fromCall((_input, signal) => fetchWithdrawPage(signal)) },
});

/**
 * Withdrawals, polled while one is in review or disputed; when one settles the header balance
 * reloads (a rejection or a refunded forced receipt gives the amount back).
 */
const withdrawalOrdersLogic = paymentOrdersMachine.provide({
  actors: { load: fromCall(({ query }, signal) => fetchPaymentOrders(query.kind, signal)) },
  actions: { itemsSettled: () => emitAppEvent('balanceChanged') },
});

/**
 * Withdrawal (withdraw): the balance, a channel, one of the member's bank accounts (or a receiving
 * address for a crypto channel), the amount within the channel's limits and the balance, and the
 * withdrawal password; then the member's withdrawals with their statuses and the SPEC 4.11
 * confirmation of each paid-out one.
 */
export default function WithdrawPage() {
  const { data, failure, reload, retry } = useLoader(pageLogic);
  const orders = useActorRef(withdrawalOrdersLogic, { input: { kind: 'withdrawal' }, inspect });
  return (
    <div className="payments">
      <ResourceView data={data} failure={failure} onRetry={retry} keepData>
        {(page) => <Withdraw data={page} orders={orders} reload={reload} />}
      </ResourceView>
    </div>
  );
}

function Withdraw({
  data,
  orders,
  reload,
}: {
  data: WithdrawPageData;
  orders: PaymentOrdersRef;
  reload: () => void;
}) {
  const awaiting = useSelector(orders, (s) =>
    s.context.items.filter((o) => o.confirmation?.status === 'awaiting'),
  );
  const forced = useSelector(orders, (s) =>
    s.context.items.some((o) => o.confirmation?.status === 'forcedReceived'),
  );
  const { t } = useTranslation('payments');
  // Lifted so a newly added account is the one chosen.
  const [accountId, setAccountId] = useState<string | null>(null);
  const currencySymbol = data.info.currencySymbol;
  const chosenAccount = accountId ?? data.accounts[0]?.id ?? '';
  return (
    <>
      <section aria-labelledby="withdraw-heading">
        <h3 id="withdraw-heading">{t('withdrawHeading')}</h3>
        <Balance data={data} />
        {!data.info.hasPaymentPassword && <NoPaymentPassword />}
        {data.channels.length > 0 ? (
          <WithdrawForm
            data={data}
            accountId={chosenAccount}
            onAccount={setAccountId}
            orders={orders}
            onPlaced={reload}
          />
        ) : (
          <EmptyState>{t('noChannels')}</EmptyState>
        )}
      </section>
      <section aria-labelledby="bank-accounts-heading">
        <h3 id="bank-accounts-heading">{t('bankAccounts')}</h3>
        <AddBankAccount
          banks={data.banks}
          onCheck={reload}
          onAdded={(account) => {
            setAccountId(account.id);
            reload();
          }}
        />
      </section>
      {awaiting.length > 0 && (
        <section aria-labelledby="confirm-heading">
          <h3 id="confirm-heading">{t('confirmHeading')}</h3>
          <p className="field__hint">
            {t('confirmIntro', { minutes: data.info.confirmationMinutes })}{' '}
            {t(`forcedReceipt.${data.info.forcedReceiptReading}`)}{' '}
            {t(`fullPayment.${data.info.fullPaymentReading}`)}
          </p>
          {awaiting.map((order) => (
            <ConfirmationCard
              key={order.orderId}
              order={order}
              orders={orders}
              currencySymbol={currencySymbol}
              fullPaymentReading={data.info.fullPaymentReading}
            />
          ))}
        </section>
      )}
      <section aria-labelledby="withdrawals-heading">
        <h3 id="withdrawals-heading">{t('myWithdrawals')}</h3>
        <OrdersTable
          orders={orders}
          kind="withdrawal"
          currencySymbol={currencySymbol}
          title={t('myWithdrawals')}
        />
        {forced && (
          <p className="field__hint">
            {t('forcedReceiptNote')} {t(`forcedReceipt.${data.info.forcedReceiptReading}`)}
          </p>
        )}
      </section>
    </>
  );
}

function Balance({ data }: { data: WithdrawPageData }) {
  const { t } = useTranslation('payments');
  const { money } = usePaymentText(data.info.currencySymbol);
  return (
    <p className="payments-balance">
      {t('balance')}: <strong>{money(data.info.balance)}</strong>
    </p>
  );
}

/** Without a withdrawal password nothing can be withdrawn: the security centre sets it. */
function NoPaymentPassword() {
  const { t } = useTranslation('payments');
  const location = useLocation();
  return (
    <p className="payments-notice" role="note">
      {t('noPaymentPassword')}{' '}
      <Link to={memberCentreTo(location, 'securityCenter')} replace state={location.state}>
        {t('goToSecurityCentre')}
      </Link>
    </p>
  );
}

function WithdrawForm({
  data,
  accountId,
  onAccount,
  orders,
  onPlaced,
}: {
  data: WithdrawPageData;
  accountId: string;
  onAccount: (id: string) => void;
  orders: PaymentOrdersRef;
  onPlaced: () => void;
}) {
  const { info, channels, accounts } = data;
  const { t } = useTranslation('payments');
  const { lang, money, error: errorText } = usePaymentText(info.currencySymbol);
  const [channelId, setChannelId] = useState(channels[0]!.id);
  const channel = channels.find((c) => c.id === channelId) ?? channels[0]!;
  const form = useForm({
    logic: () =>
      createSubmitMachine<WithdrawRequest, PaymentOrder>('withdraw', {
        idempotent: { pending: pendingOperations },
      }).provide({
        actors: {
          send: fromPromise(({ input }) => placeWithdrawalOrder(input.request, input.idempotencyKey)),
        },
        actions: {
          // The amount has left the balance: the header and this page show the new one.
          succeeded: (_, { result }) => {
            orders.send({ type: 'items.add', item: result });
            emitAppEvent('balanceChanged');
            onPlaced();
          },
          // The answer was lost: the withdrawals, this page's balance and the header's show whether
          // it went through.
          checkOutcome: () => {
            orders.send({ type: 'items.refresh' });
            emitAppEvent('balanceChanged');
            onPlaced();
          },
        },
      }),
    initial: { address: '', amount: '', password: '' },
    validate: ({ address, amount, password }) => ({
      account: channel.crypto || accountId ? null : { key: 'accountRequired', params: {} },
      address: channel.crypto ? validateReceivingAddress(address) : null,
      amount: validateAmount(amount, { min: channel.min, max: channel.max, balance: info.balance }),
      password: validateWithdrawPassword(password),
    }),
    request: ({ address, amount, password }): WithdrawRequest => ({
      channelId: channel.id,
      amount: parseAmount(amount)!,
      ...(channel.crypto ? { address: address.trim() } : { bankCardId: accountId }),
      password,
    }),
  });
  const { values, set, errors, busy, result: placed } = form;
  const { failureProps, offline } = useMoneyForm(form.machine);
  const current = useSelector(orders, (s) => s.context.items.find((o) => o.orderId === placed?.orderId));

  if (placed) {
    return (
      <div className="pending-record">
        <p className="pending-record__title">{t('withdrawalPlaced')}</p>
        <OrderSummary order={current ?? placed} currencySymbol={info.currencySymbol} />
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            form.setValues((typed) => ({ ...typed, amount: '', password: '' }));
            form.again();
          }}
        >
          {t('newWithdrawal')}
        </button>
      </div>
    );
  }

  return (
    <form className="form payments-form" onSubmit={form.submit} noValidate aria-busy={busy}>
      <ChannelChoice
        name="withdraw-channel"
        legend={t('channel')}
        channels={channels}
        selected={channel.id}
        onSelect={(id) => {
          setChannelId(id);
          form.clearErrors();
        }}
        currencySymbol={info.currencySymbol}
      />
      {channel.crypto ? (
        <TextField
          label={t('receivingAddress')}
          value={values.address}
          onChange={set('address')}
          error={errorText(errors.address)}
          hint={t('receivingAddressHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      ) : accounts.length > 0 ? (
        <fieldset
          className="field pay-options"
          aria-describedby={errors.account ? 'withdraw-account-error' : undefined}
        >
          <legend>{t('receiveTo')}</legend>
          <div className="pay-options__list">
            {accounts.map((account) => (
              <label key={account.id} className="pay-option">
                <input
                  type="radio"
                  name="withdraw-account"
                  value={account.id}
                  checked={accountId === account.id}
                  onChange={() => onAccount(account.id)}
                />
                <span>
                  {account.bankName} {account.accountNumberMasked}
                  <span className="pay-option__limits">{account.accountName}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.account && (
            <p id="withdraw-account-error" className="form-error">
              {errorText(errors.account)}
            </p>
          )}
        </fieldset>
      ) : (
        <p className="form-error" role="alert">
          {t('noBankAccount')}
        </p>
      )}
      <AmountField
        label={t('amount')}
        value={values.amount}
        onChange={set('amount')}
        error={errorText(errors.amount)}
        currencySymbol={info.currencySymbol}
        min={channel.min}
        max={channel.max}
        quickAmounts={channel.quickAmounts.filter((q) => q <= info.balance)}
        lang={lang}
      />
      <p className="field__hint">{t('availableBalance', { balance: money(info.balance) })}</p>
      <TextField
        label={t('withdrawPassword')}
        value={values.password}
        onChange={set('password')}
        error={errorText(errors.password)}
        {...paymentPinHints}
        required
      />
      <MoneyFailure {...failureProps} />
      <button
        type="submit"
        className="button button--block"
        disabled={busy || offline || !info.hasPaymentPassword}
      >
        {busy ? t('submitting') : t('withdrawSubmit')}
      </button>
    </form>
  );
}
