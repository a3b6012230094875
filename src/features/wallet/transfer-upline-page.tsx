import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { createLoaderMachine } from '../../../machines/loader.machine';
import { createSubmitMachine } from '../../../machines/submit.machine';
import type { UplineTransferRequest, UplineTransferValue } from '../../api/contracts/wallet';
import { fetchUplineOverview, transferToUpline, type UplineOverview } from '../../api/wallet';
import { fromCall } from '../../api/from-call';
import { MoneyFailure } from '../../components/money-failure';
import { LoadedView } from '../../components/resource-view';
import { TextField } from '../../components/text-field';
import { paymentPinHints } from '../../components/input-hints';
import { useLoader } from '../../components/use-loader';
import { useMoneyForm } from '../../components/use-money-form';
import { useForm } from '../../components/use-form';
import { currentLanguage } from '../../i18n';
import { formatMoney } from '../../lib/format';
import { pendingOperations } from '../../browser/pending-operations';
import { parseAmount } from '../../lib/amount';
import { transferErrors } from '../../lib/transfer-amount';
import './wallet.css';
import { emitAppEvent, whenAppEvent } from '../../browser/app-events';

const reloadOnMoney = [whenAppEvent('balanceChanged')];
const overviewLogic = createLoaderMachine<UplineOverview>('uplineOverview').provide({
  actors: { load: fromCall((_input, signal) => fetchUplineOverview(signal)) },
});

const transferLogic = createSubmitMachine<UplineTransferRequest, UplineTransferValue>('uplineTransfer', {
  idempotent: { pending: pendingOperations },
}).provide({
  actors: {
    send: fromPromise(({ input }) => transferToUpline(input.request, input.idempotencyKey)),
  },
  // The answer was lost: this page's and the header's balance load again and show whether it moved.
  actions: { checkOutcome: () => emitAppEvent('balanceChanged') },
});

/**
 * transferUpline (SPEC 2.5, 6): a member with an upline agent sends money from the main wallet to
 * the agent, confirmed with the payment password. A member without an upline is told why there is
 * nothing here (the member centre hides the entry for them, but a link can still lead here).
 */
export default function TransferUplinePage() {
  const { t } = useTranslation('wallet');
  const overviewLoad = useLoader(overviewLogic, reloadOnMoney);

  // `upline &&` only narrows the type: without an upline, isEmpty has shown the empty state.
  return (
    <LoadedView
      loaded={overviewLoad}
      keepData
      isEmpty={(overview) => !overview.upline}
      empty={t('upline.none')}
    >
      {({ upline, balance, currencySymbol }) =>
        upline && <Upline upline={upline} balance={balance} currencySymbol={currencySymbol} />
      }
    </LoadedView>
  );
}

function Upline({
  upline,
  balance,
  currencySymbol,
}: {
  upline: NonNullable<UplineOverview['upline']>;
  balance: number;
  currencySymbol: string;
}) {
  const { t } = useTranslation('wallet');
  const money = (amount: number) => formatMoney(amount, currentLanguage(), currencySymbol);
  return (
    <div className="wallet-page">
      <dl className="wallet-page__facts">
        <dt>{t('upline.agent')}</dt>
        <dd>
          {upline.account}
          {upline.nickname && upline.nickname !== upline.account ? ` (${upline.nickname})` : ''}
        </dd>
        <dt>{t('upline.yourBalance')}</dt>
        <dd data-testid="upline-page-balance">{money(balance)}</dd>
      </dl>
      <UplineForm balance={balance} account={upline.account} money={money} />
    </div>
  );
}

function UplineForm({
  balance,
  account,
  money,
}: {
  balance: number;
  account: string;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation('wallet');
  const form = useForm({
    logic: transferLogic.provide({
      // The form stays for the next transfer, emptied; the status line says what went.
      actions: {
        succeeded: () => {
          form.reset();
        },
      },
    }),
    again: true,
    initial: { amount: '', password: '' },
    validate: (values) => transferErrors(values, balance),
    request: ({ amount, password }): UplineTransferRequest => ({
      amount: parseAmount(amount)!,
      paymentPassword: password,
    }),
  });
  const { values, set, errors, busy } = form;
  const { failureProps, offline } = useMoneyForm(form.machine);
  const sent = useSelector(form.machine, (s) =>
    s.matches('succeeded') ? (s.context.sent?.request.amount ?? null) : null,
  );

  return (
    <section aria-labelledby="upline-form-title">
      <h3 id="upline-form-title">{t('upline.formTitle')}</h3>
      <form className="form wallet-page__form" onSubmit={form.submit} noValidate aria-busy={busy}>
        <MoneyFailure {...failureProps} />
        <TextField
          label={t('upline.amount')}
          value={values.amount}
          onChange={set('amount')}
          inputMode="decimal"
          autoComplete="off"
          required
          hint={t('fund.available', { amount: money(balance) })}
          error={errors.amount ? t(`amount.${errors.amount}`, { max: money(balance) }) : undefined}
        />
        <TextField
          label={t('upline.password')}
          value={values.password}
          onChange={set('password')}
          {...paymentPinHints}
          required
          hint={t('upline.passwordHint')}
          error={errors.password ? t('upline.passwordRequired') : undefined}
        />
        <button type="submit" className="button" disabled={busy || offline}>
          {busy ? t('upline.submitting') : t('upline.submit')}
        </button>
        <p role="status" className="form__success">
          {sent !== null ? t('upline.done', { amount: money(sent), account }) : ''}
        </p>
      </form>
    </section>
  );
}
