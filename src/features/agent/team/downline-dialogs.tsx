import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { createLoaderMachine } from '../../../../machines/loader.machine';
import { createSubmitMachine } from '../../../../machines/submit.machine';
import { fetchDownlineDetail, setDownlineStatus, transferToDownline } from '../../../api/agent-team';
import type {
  DownlineDetailValue,
  DownlineRow,
  DownlineStatusRequest,
  DownlineStatusValue,
  DownlineTransferRequest,
  DownlineTransferValue,
} from '../../../api/contracts/agent-team';
import { fromCall } from '../../../api/from-call';
import { Modal } from '../../../components/modal';
import { MoneyFailure } from '../../../components/money-failure';
import { FormFailure } from '../../../components/page-state';
import { ResourceView } from '../../../components/resource-view';
import { TextField } from '../../../components/text-field';
import { paymentPinHints } from '../../../components/input-hints';
import { useLoader } from '../../../components/use-loader';
import { useMoneyForm } from '../../../components/use-money-form';
import { useForm, useSubmitState } from '../../../components/use-form';
import { currentLanguage } from '../../../i18n';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { pendingOperations } from '../../../browser/pending-operations';
import { parseAmount } from '../../../lib/amount';
import { transferErrors } from '../../../lib/transfer-amount';
import { useMemberOffset } from '../../../kits/records/use-records-query';
import { Figure, moneyText } from './team-parts';
import { inspect } from '../../../lib/actor-inspection';

const detailLogic = createLoaderMachine<DownlineDetailValue>('downlineDetail');

/** One team member's figures since the account opened (any level: reading is allowed everywhere). */
export function DetailDialog({ row, onClose }: { row: DownlineRow; onClose: () => void }) {
  const { t } = useTranslation('agentTeam');
  return (
    <Modal open title={t('detail.title', { account: row.account })} onClose={onClose}>
      <DetailBody account={row.account} />
      <div className="team-dialog__buttons">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('actions.close')}
        </button>
      </div>
    </Modal>
  );
}

function DetailBody({ account }: { account: string }) {
  // One dialog per account (the page keys it), so the loader is made once for it.
  const [logic] = useState(() =>
    detailLogic.provide({
      actors: { load: fromCall((_input, signal) => fetchDownlineDetail(account, signal)) },
    }),
  );
  const { data, failure, retry } = useLoader(logic);
  return (
    <ResourceView data={data} failure={failure} onRetry={retry} keepData>
      {(detail) => <DetailFigures data={detail} />}
    </ResourceView>
  );
}

function DetailFigures({ data }: { data: DownlineDetailValue }) {
  const { t } = useTranslation('agentTeam');
  const offset = useMemberOffset();
  const lang = currentLanguage();
  const amount = (value: number) => formatAmount(value, lang);
  return (
    <dl className="team-figures team-figures--compact">
      <Figure label={t('detail.nickname')} value={data.nickname} />
      <Figure label={t('detail.realName')} value={data.realName || t('detail.none')} />
      <Figure label={t('detail.type')} value={t(data.agent ? 'types.agent' : 'types.member')} />
      <Figure label={t('detail.level')} value={String(data.level)} />
      <Figure label={t('detail.upline')} value={data.upline || t('detail.none')} />
      <Figure label={t('detail.status')} value={t(`statuses.${data.status}`)} />
      <Figure label={t('detail.joined')} value={formatDateTime(data.joinedAt, offset, lang)} />
      <Figure label={t('detail.teamSize')} value={String(data.teamSize)} />
      <Figure label={t('detail.balance')} value={amount(data.balance)} />
      <Figure label={t('detail.deposits')} value={amount(data.deposits)} />
      <Figure label={t('detail.withdrawals')} value={amount(data.withdrawals)} />
      <Figure label={t('detail.bets')} value={amount(data.bets)} />
      <Figure label={t('detail.payouts')} value={amount(data.payouts)} />
      <Figure label={t('detail.winLoss')} value={amount(data.winLoss)} />
      <Figure
        label={t('detail.lastBet')}
        value={data.lastBetAt ? formatDateTime(data.lastBetAt, offset, lang) : t('detail.never')}
      />
    </dl>
  );
}

/** The answer, with the amount sent (for the page's status line). */
type Sent = DownlineTransferValue & { sent: number };

const transferLogic = createSubmitMachine<DownlineTransferRequest, Sent>('downlineTransfer', {
  idempotent: { pending: pendingOperations },
}).provide({
  actors: {
    send: fromPromise(async ({ input: { request, idempotencyKey } }) => {
      const answer = await transferToDownline(request, idempotencyKey);
      return { ...answer, sent: request.amount };
    }),
  },
});

/**
 * SPEC 6 transfer to a direct downline: the amount (at most the agent's balance) and the payment
 * password. A failed send keeps what was typed. After a lost answer the dialog says the
 * outcome is not known and the team list reloads (`onCheck`); the same transfer sent again, from
 * this dialog or a new one, keeps its idempotency key, so it cannot move the money twice.
 */
export function TransferDialog({
  row,
  agentBalance,
  currencySymbol,
  onClose,
  onDone,
  onCheck,
}: {
  row: DownlineRow;
  agentBalance: number;
  currencySymbol: string;
  onClose: () => void;
  /** The amount sent, as text with its currency. */
  onDone: (amount: string) => void;
  /** Loads the team (and the agent's balance) again: the outcome of a transfer is not known. */
  onCheck: () => void;
}) {
  const { t } = useTranslation('agentTeam');
  const money = (value: number) => moneyText(currencySymbol, value);
  const form = useForm({
    logic: transferLogic.provide({
      actions: {
        succeeded: (_, params) => onDone(money(params.result.sent)),
        // transferToDownline has told the header already; the team's balances load again here.
        checkOutcome: onCheck,
      },
    }),
    initial: { amount: '', password: '' },
    validate: (values) => transferErrors(values, agentBalance),
    request: ({ amount, password }): DownlineTransferRequest => ({
      account: row.account,
      amount: parseAmount(amount)!,
      paymentPassword: password,
    }),
  });
  const { values, set, errors, busy } = form;
  const { failureProps, offline } = useMoneyForm(form.machine);

  return (
    <Modal open title={t('transfer.title', { account: row.account })} onClose={onClose} dismissible={!busy}>
      <form className="form" onSubmit={form.submit} noValidate aria-busy={busy}>
        <dl className="team-figures team-figures--compact">
          <Figure label={t('transfer.yourBalance')} value={money(agentBalance)} />
          <Figure label={t('transfer.theirBalance')} value={money(row.balance)} />
        </dl>
        <MoneyFailure {...failureProps} />
        <TextField
          label={t('transfer.amount')}
          value={values.amount}
          onChange={set('amount')}
          inputMode="decimal"
          autoComplete="off"
          required
          error={
            errors.amount
              ? t(`transfer.amountErrors.${errors.amount}`, { max: money(agentBalance) })
              : undefined
          }
        />
        <TextField
          label={t('transfer.password')}
          value={values.password}
          onChange={set('password')}
          {...paymentPinHints}
          required
          hint={t('transfer.passwordHint')}
          error={errors.password ? t('transfer.passwordRequired') : undefined}
        />
        <div className="team-dialog__buttons">
          <button type="submit" className="button" disabled={busy || offline}>
            {busy ? t('transfer.submitting') : t('transfer.submit')}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

const statusLogic = createSubmitMachine<DownlineStatusRequest, DownlineStatusValue>('downlineStatus').provide(
  {
    actors: { send: fromPromise(({ input }) => setDownlineStatus(input.request)) },
  },
);

/** Freeze or unfreeze a direct downline, after a confirmation. */
export function StatusDialog({
  row,
  onClose,
  onDone,
}: {
  row: DownlineRow;
  onClose: () => void;
  onDone: (frozen: boolean) => void;
}) {
  const { t } = useTranslation('agentTeam');
  const freeze = row.status === 'active';
  const form = useActorRef(statusLogic.provide({ actions: { succeeded: () => onDone(freeze) } }), {
    inspect,
  });
  const { busy, failure } = useSubmitState(form);
  const account = row.account;
  return (
    <Modal
      open
      title={t(freeze ? 'freeze.freezeTitle' : 'freeze.unfreezeTitle', { account })}
      onClose={onClose}
      dismissible={!busy}
    >
      <p>{t(freeze ? 'freeze.freezeText' : 'freeze.unfreezeText')}</p>
      <FormFailure failure={failure} />
      <div className="team-dialog__buttons">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => form.send({ type: 'form.submit', request: { account, frozen: freeze } })}
        >
          {busy ? t('freeze.saving') : t(freeze ? 'freeze.confirmFreeze' : 'freeze.confirmUnfreeze')}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </button>
      </div>
    </Modal>
  );
}
