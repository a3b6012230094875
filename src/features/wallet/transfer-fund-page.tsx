import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { createLoaderMachine } from '../../../machines/loader.machine';
import { createSubmitMachine } from '../../../machines/submit.machine';
import type {
  TransferDirection,
  WalletTransferRequest,
  WalletTransferValue,
} from '../../api/contracts/wallet';
import { fetchWalletOverview, transferBetweenWallets, type WalletOverview } from '../../api/wallet';
import { fromCall } from '../../api/from-call';
import { MoneyFailure } from '../../components/money-failure';
import { ErrorState } from '../../components/page-state';
import { ResourceView } from '../../components/resource-view';
import type { FailureInfo } from '../../api/errors';
import { TextField } from '../../components/text-field';
import { useLoader } from '../../components/use-loader';
import { useMoneyForm } from '../../components/use-money-form';
import { useForm } from '../../components/use-form';
import { currentLanguage } from '../../i18n';
import { formatMoney } from '../../lib/format';
import { amountInputText, parseAmount } from '../../lib/amount';
import { pendingOperations } from '../../browser/pending-operations';
import { checkAmount } from '../../lib/transfer-amount';
import { vendorName } from '../../lib/vendor-name';
import { useVendorCategories } from '../../app/providers/use-vendor-categories';
import './wallet.css';
import { ColumnsTable } from '../../components/columns-table';
import { emitAppEvent, whenAppEvent } from '../../browser/app-events';

const reloadOnMoney = [whenAppEvent('balanceChanged')];
const overviewLogic = createLoaderMachine<WalletOverview>('walletOverview').provide({
  actors: { load: fromCall((_input, signal) => fetchWalletOverview(signal)) },
});

// Not cancelled with the page: a transfer once sent runs to its answer (the header follows it).
const transferLogic = createSubmitMachine<WalletTransferRequest, WalletTransferValue>('walletTransfer', {
  idempotent: { pending: pendingOperations },
}).provide({
  actors: {
    send: fromPromise(({ input }) => transferBetweenWallets(input.request, input.idempotencyKey)),
  },
  // The answer was lost: the wallets and the header balance load again and show whether it moved.
  actions: { checkOutcome: () => emitAppEvent('balanceChanged') },
});

/**
 * SPEC 7.3 transferFund (the wallet): the main balance and each vendor wallet with a refresh, and
 * transfers in (main → vendor) and out (vendor → main). A single-wallet site (merchant wallet
 * isSingle) shows the one balance and says why there is nothing to transfer.
 */
export default function TransferFundPage() {
  // Any money action (a transfer here, a game round) moves a balance: show the new ones.
  const { data, failure, loading, reload, retry } = useLoader(overviewLogic, reloadOnMoney);
  return (
    <ResourceView data={data} failure={failure} onRetry={retry} keepData>
      {(overview) => <Wallets data={overview} failure={failure} loading={loading} reload={reload} />}
    </ResourceView>
  );
}

/** The loaded wallets; a failed refresh shows beside them, with its own retry. */
function Wallets({
  data,
  failure,
  loading,
  reload,
}: {
  data: WalletOverview;
  failure: FailureInfo | null;
  loading: boolean;
  reload: () => void;
}) {
  const { t } = useTranslation('wallet');
  const money = (amount: number) => formatMoney(amount, currentLanguage(), data.currencySymbol);
  const { categories } = useVendorCategories();
  const nameOf: NameOf = (vassalage) => vendorName(categories, vassalage);
  return (
    <div className="wallet-page">
      <section className="wallet-page__main" aria-labelledby="wallet-main-title">
        <h3 id="wallet-main-title">{t('fund.mainWallet')}</h3>
        <p className="wallet-page__balance" data-testid="main-wallet-balance">
          {money(data.balance)}
        </p>
        <button type="button" className="button button--ghost" onClick={reload} disabled={loading}>
          {t('fund.refresh')}
        </button>
        <p role="status" className="wallet-page__status">
          {loading ? t('fund.refreshing') : ''}
        </p>
        {failure && <ErrorState failure={failure} onRetry={reload} />}
      </section>
      {data.isSingle ? (
        <section aria-labelledby="wallet-single-title">
          <h3 id="wallet-single-title">{t('fund.singleTitle')}</h3>
          <p>{t('fund.singleInfo')}</p>
        </section>
      ) : (
        <>
          <TransferForm data={data} money={money} nameOf={nameOf} />
          <VendorWallets data={data} money={money} nameOf={nameOf} />
        </>
      )}
    </div>
  );
}

type Money = (amount: number) => string;
/** A vendor wallet's name (the game menu's; its code while the menu has not loaded). */
type NameOf = (vassalage: string) => string;

function VendorWallets({ data, money, nameOf }: { data: WalletOverview; money: Money; nameOf: NameOf }) {
  const { t } = useTranslation('wallet');
  return (
    <section aria-labelledby="wallet-vendors-title">
      <h3 id="wallet-vendors-title">{t('fund.vendorWallets')}</h3>
      {data.wallets.length === 0 ? (
        <p className="state state--empty">{t('fund.noVendors')}</p>
      ) : (
        <ColumnsTable
          caption={t('fund.vendorCaption')}
          look={{ className: 'wallet-page__table-wrap', tableClassName: 'wallet-page__table' }}
          rows={data.wallets}
          rowKey={(wallet) => wallet.vassalage}
          columns={[
            {
              id: 'provider',
              header: t('fund.provider'),
              rowHeader: true,
              render: (wallet) => nameOf(wallet.vassalage),
            },
            { id: 'balance', header: t('fund.balance'), render: (wallet) => money(wallet.balance) },
          ]}
        />
      )}
    </section>
  );
}

function TransferForm({ data, money, nameOf }: { data: WalletOverview; money: Money; nameOf: NameOf }) {
  const { t } = useTranslation('wallet');
  const [direction, setDirection] = useState<TransferDirection>('in');
  const [vassalage, setVassalage] = useState(data.wallets[0]?.vassalage ?? '');
  const vendor = data.wallets.find((wallet) => wallet.vassalage === vassalage) ?? data.wallets[0];
  const available = direction === 'in' ? data.balance : (vendor?.balance ?? 0);
  const form = useForm({
    logic: transferLogic.provide({
      actions: {
        succeeded: () => {
          form.setValues({ amount: '' });
        },
      },
    }),
    // After a success the next transfer is a new operation, with a new idempotency key.
    again: true,
    initial: { amount: '' },
    validate: ({ amount }) => {
      const check = checkAmount(amount, available);
      return { amount: check.ok ? null : check.code };
    },
    request: ({ amount }): WalletTransferRequest => ({
      vassalage: vendor!.vassalage,
      direction,
      amount: parseAmount(amount)!,
    }),
  });
  const { values, set, busy } = form;
  const error = form.errors.amount;
  const { failureProps, offline } = useMoneyForm(form.machine);
  // What the last success was about, for its message (the form may change after it).
  const done = useSelector(form.machine, (s) =>
    s.matches('succeeded') ? (s.context.sent?.request ?? null) : null,
  );
  const directionName = useId();
  if (!vendor) return null;

  const doneVendor = done && data.wallets.find((wallet) => wallet.vassalage === done.vassalage);
  return (
    <section aria-labelledby="wallet-transfer-title">
      <h3 id="wallet-transfer-title">{t('fund.transferTitle')}</h3>
      <form className="form wallet-page__form" onSubmit={form.submit} noValidate aria-busy={busy}>
        <MoneyFailure {...failureProps} />
        <fieldset className="wallet-page__direction">
          <legend>{t('fund.direction')}</legend>
          {(['in', 'out'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={directionName}
                value={value}
                checked={direction === value}
                onChange={() => {
                  setDirection(value);
                  form.clearErrors();
                }}
              />{' '}
              {t(value === 'in' ? 'fund.in' : 'fund.out')}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${directionName}-vendor`}>{t('fund.vendor')}</label>
          <select
            id={`${directionName}-vendor`}
            value={vendor.vassalage}
            onChange={(event) => {
              setVassalage(event.target.value);
              form.clearErrors();
            }}
          >
            {data.wallets.map((wallet) => (
              <option key={wallet.vassalage} value={wallet.vassalage}>
                {nameOf(wallet.vassalage)} ({money(wallet.balance)})
              </option>
            ))}
          </select>
        </div>
        <div className="wallet-page__amount">
          <TextField
            label={t('fund.amount')}
            value={values.amount}
            onChange={set('amount')}
            inputMode="decimal"
            autoComplete="off"
            required
            hint={t('fund.available', { amount: money(available) })}
            error={error ? t(`amount.${error}`, { max: money(available) }) : undefined}
          />
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              set('amount')(amountInputText(available));
              form.clearErrors();
            }}
          >
            {t(direction === 'in' ? 'fund.allIn' : 'fund.recallAll')}
          </button>
        </div>
        <button type="submit" className="button" disabled={busy || offline}>
          {busy ? t('fund.submitting') : t('fund.submit')}
        </button>
        <p role="status" className="form__success">
          {done && doneVendor
            ? t(done.direction === 'in' ? 'fund.doneIn' : 'fund.doneOut', {
                amount: money(done.amount),
                vendor: nameOf(doneVendor.vassalage),
              })
            : ''}
        </p>
      </form>
    </section>
  );
}
