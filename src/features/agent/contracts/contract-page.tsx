import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { fromPromise } from 'xstate';
import {
  createContractsMachine,
  rowActions,
  type ContractOperation,
  type ContractsMachine,
} from '../../../../machines/contracts.machine';
import {
  createRecordsQueryMachine,
  type RecordsQueryMachine,
} from '../../../../machines/records-query.machine';
import {
  awaitsAnswerFrom,
  contractKinds,
  contractPeriods,
  contractRateMax,
  SETTLEMENT_PAGE_SIZE,
  settlesOnClock,
  type ContractAction,
  type ContractKind,
  type ContractListValue,
  type ContractPeriod,
  type ContractRow,
  type LowerRateContract,
  type SettlementsValue,
} from '../../../api/contracts/agent-contracts';
import {
  answerContract,
  fetchContracts,
  fetchSettlements,
  offerContract,
  requestContract,
  terminateContract,
} from '../../../api/agent-contracts';
import { fromCall } from '../../../api/from-call';
import { Modal } from '../../../components/modal';
import { MoneyFailure } from '../../../components/money-failure';
import { EmptyState, ErrorState, Loading, failureText } from '../../../components/page-state';
import { TextField } from '../../../components/text-field';
import { currentLanguage } from '../../../i18n';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { pendingOperations } from '../../../lib/pending-operations';
import { RecordsFilterSelect, RecordsLayout } from '../../../components/records/records-layout';
import { ColumnsTable, amountColumn, type Column } from '../../../components/columns-table';
import { useMemberOffset, useRecordsQuery } from '../../../components/records/use-records-query';
import { OFFER_TO } from '../agent-centre-link';
import { emitContractsChanged } from './contract-events';
import { checkRate, type RateErrorCode } from './contract-form';
import './contracts.css';

type ContractsActor = ActorRefFrom<ContractsMachine>;

/** One settlements query machine per kind (the kind rides along with the records query). */
const settlementMachines = Object.fromEntries(
  contractKinds.map((kind) => [
    kind,
    createRecordsQueryMachine<SettlementsValue>(`${kind}Settlements`, '').provide({
      actors: { fetchRecords: fromCall((query, signal) => fetchSettlements({ ...query, kind }, signal)) },
    }),
  ]),
) as Record<ContractKind, RecordsQueryMachine<SettlementsValue>>;

/** Sends an operation with the platform call it stands for, and its idempotency key. */
function runOperation(
  operation: ContractOperation,
  confirmLowerRate: boolean,
  key: string,
): Promise<ContractRow> {
  const lowerRate = confirmLowerRate ? { confirmLowerRate } : {};
  switch (operation.action) {
    case 'offer':
      return offerContract({ ...operation.request, ...lowerRate }, key);
    case 'request':
      return requestContract({ ...operation.request, ...lowerRate }, key);
    case 'answer':
      return answerContract(operation.request, key);
    case 'terminate':
      return terminateContract(operation.id, key);
  }
}

const contractsLogic = createContractsMachine({ pending: pendingOperations }).provide({
  actors: {
    loadContracts: fromCall(({ kind }: { kind: ContractKind }, signal) => fetchContracts(kind, signal)),
    runOperation: fromPromise(({ input }) =>
      runOperation(input.operation, input.confirmLowerRate, input.idempotencyKey),
    ),
  },
  actions: { contractsChanged: () => emitContractsChanged() },
});

/** A rate as shown: 2 decimals, with the percent sign. */
const rateText = (rate: number) => `${formatAmount(rate, currentLanguage())} %`;

/**
 * A contract page of the agent centre (SPEC 2.6, 4.11): dividend, daily salary, hourly salary or
 * real-time salary. It shows what waits for the agent's answer, the agent's contracts with its
 * downlines and its upline (terminate, or withdraw what it proposed), the offer form (to a direct
 * downline agent; `offerTo=<account>` in the URL opens it for that downline), the request form (to
 * the agent's upline) and the settlements. The rules live in the contracts machine and the shared
 * status rule; this view only shows them.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const [params] = useSearchParams();
  const offerTo = params.get(OFFER_TO);
  // The last 30 days first: a dividend or a monthly salary settles far less often than weekly.
  const settlements = useRecordsQuery(settlementMachines[kind], {
    pageSize: SETTLEMENT_PAGE_SIZE,
    preset: 'last30',
  });
  const actor = useActorRef(
    contractsLogic.provide({
      actions: { settlementsDue: () => settlements.send({ type: 'records.refresh' }) },
    }),
    { input: { kind, offerTo } },
  );
  const data = useSelector(actor, (s) => s.context.data);
  const failure = useSelector(actor, (s) => (s.matches({ list: 'failed' }) ? s.context.failure : null));

  return (
    <div className="contracts">
      <Announcement actor={actor} />
      {data ? (
        <>
          <PendingSection actor={actor} data={data} kind={kind} />
          <ContractsSection actor={actor} data={data} kind={kind} />
          <OfferSection actor={actor} data={data} kind={kind} offerTo={offerTo} />
          {data.upline && <RequestSection actor={actor} data={data} kind={kind} />}
        </>
      ) : failure ? (
        <ErrorState failure={failure} onRetry={() => actor.send({ type: 'load.retry' })} />
      ) : (
        <Loading />
      )}
      <SettlementsSection kind={kind} actor={settlements} />
      <ConfirmDialog actor={actor} kind={kind} />
      <LowerRateDialog actor={actor} kind={kind} />
    </div>
  );
}

/** Whether the operation on show is an answer or a terminate (a row's button, not a form). */
const isRowOperation = (operation: ContractOperation | null) =>
  operation?.action === 'answer' || operation?.action === 'terminate';

/**
 * The result of the last operation, announced (role=status); a failed answer or terminate as an
 * alert, or, when its answer was lost, the outcome not known with Check again and Send again.
 */
function Announcement({ actor }: { actor: ContractsActor }) {
  const { t } = useTranslation('agentContracts');
  const outcome = useSelector(actor, (s) => (s.matches({ operation: 'done' }) ? s.context.outcome : null));
  const cancelled = useSelector(actor, (s) => s.matches({ operation: 'cancelled' }));
  const unknown = useSelector(
    actor,
    (s) => s.matches({ operation: 'unknown' }) && isRowOperation(s.context.operation),
  );
  const failed = useSelector(actor, (s) =>
    s.matches({ operation: 'failed' }) &&
    s.context.operation &&
    (s.context.operation.action === 'answer' || s.context.operation.action === 'terminate')
      ? s.context.operationFailure
      : null,
  );
  let text = '';
  if (outcome) {
    const { operation, contract } = outcome;
    const values = { account: contract.counterparty.account, status: t(`status.${contract.status}`) };
    const key =
      operation.action === 'answer' ? `outcome.${operation.request.answer}` : `outcome.${operation.action}`;
    text = t(key, values);
  } else if (cancelled) text = t('outcome.cancelled');
  return (
    <>
      <p role="status" className="contracts__announce">
        {text}
      </p>
      {failed && (
        <p role="alert" className="form-error form-error--banner">
          {failureText(t, failed)}
        </p>
      )}
      <MoneyFailure
        failure={null}
        unknown={unknown}
        subject="contracts"
        onCheck={() => actor.send({ type: 'outcome.check' })}
        onResend={() => actor.send({ type: 'outcome.resend' })}
      />
    </>
  );
}

function StatusText({ row }: { row: ContractRow }) {
  const { t } = useTranslation('agentContracts');
  return (
    <>
      <span className={`contract-status contract-status--${row.status}`}>{t(`status.${row.status}`)}</span>
      {row.endedBy && <span className="contracts__muted"> ({t(`endedBy.${row.endedBy}`)})</span>}
    </>
  );
}

/** The actions a row offers, or only those of `only` (the contract tables offer terminate alone). */
const actionsOf = (row: ContractRow, only?: ContractAction[]) =>
  rowActions(row).filter((action) => !only || only.includes(action));

/** The actions column of a contract table: the buttons, or a muted dash when there are none. */
function actionsColumn(header: string, actor: ContractsActor, only?: ContractAction[]): Column<ContractRow> {
  return {
    id: 'actions',
    header,
    cellClass: (row) => (actionsOf(row, only).length ? 'contracts__actions' : 'contracts__muted'),
    render: (row) => <RowActions actor={actor} row={row} {...(only ? { only } : {})} />,
  };
}

/** The column naming the other party of a contract, as the row's header. */
const partyColumn = (header: string): Column<ContractRow> => ({
  id: 'party',
  header,
  rowHeader: true,
  render: (row) => <Party party={row.counterparty} />,
});

/** The rate and period columns both contract tables show. */
const ratePeriodColumns = (t: (key: string) => string, kind: ContractKind): Column<ContractRow>[] => [
  { id: 'rate', header: t('table.rate'), amount: true, render: (row) => rateText(row.ratePercent) },
  {
    id: 'period',
    header: t(settlesOnClock(kind) ? 'table.accountingPeriod' : 'table.period'),
    render: (row) => t(`period.${row.period}`),
  },
];

/** The buttons of a row: the actions the status rule gives the agent's side. */
function RowActions({
  actor,
  row,
  only,
}: {
  actor: ContractsActor;
  row: ContractRow;
  only?: ContractAction[];
}) {
  const { t } = useTranslation('agentContracts');
  // While an operation is confirmed or sent, no other starts.
  const busy = useSelector(
    actor,
    (s) =>
      s.matches({ operation: 'confirming' }) ||
      s.matches({ operation: 'submitting' }) ||
      s.matches({ operation: 'confirmingLowerRate' }),
  );
  const actions = actionsOf(row, only);
  if (!actions.length) return '—';
  const account = row.counterparty.account;
  return (
    <>
      {actions.map((action) => {
        const label = action === 'terminate' && row.status === 'processing' ? 'withdraw' : action;
        return (
          <button
            key={action}
            type="button"
            className={`button ${action === 'accept' || action === 'approve' ? '' : 'button--ghost'}`}
            disabled={busy}
            aria-label={t(`actions.${label}With`, { account })}
            onClick={() =>
              action === 'terminate'
                ? actor.send({ type: 'contract.terminate', id: row.id })
                : actor.send({ type: 'contract.answer', request: { id: row.id, answer: action } })
            }
          >
            {t(`actions.${label}`)}
          </button>
        );
      })}
    </>
  );
}

function PendingSection({
  actor,
  data,
  kind,
}: {
  actor: ContractsActor;
  data: ContractListValue;
  kind: ContractKind;
}) {
  const { t } = useTranslation('agentContracts');
  const titleId = useId();
  const offset = useMemberOffset();
  const lang = currentLanguage();
  const waiting = data.contracts.filter((row) => awaitsAnswerFrom(row, row.side));
  return (
    <section aria-labelledby={titleId} className="contracts__section">
      <h2 id={titleId}>{t('pending.title')}</h2>
      {waiting.length === 0 ? (
        <EmptyState>{t('pending.empty')}</EmptyState>
      ) : (
        <ColumnsTable
          caption={t('pending.caption', { kind: t(`kind.${kind}`) })}
          rows={waiting}
          rowKey={(row) => row.id}
          columns={[
            partyColumn(t('table.from')),
            { id: 'origin', header: t('table.proposal'), render: (row) => t(`origin.${row.origin}`) },
            ...ratePeriodColumns(t, kind),
            {
              id: 'sent',
              header: t('table.sent'),
              time: true,
              render: (row) => formatDateTime(row.createdAt, offset, lang),
            },
            actionsColumn(t('table.actions'), actor),
          ]}
        />
      )}
    </section>
  );
}

function Party({ party }: { party: { account: string; nickname: string } }) {
  return (
    <>
      {party.account}
      {party.nickname && party.nickname !== party.account && (
        <span className="contracts__muted"> ({party.nickname})</span>
      )}
    </>
  );
}

/** The agent's contracts (but what waits for its answer): with its downlines, then with its upline. */
function ContractsSection({
  actor,
  data,
  kind,
}: {
  actor: ContractsActor;
  data: ContractListValue;
  kind: ContractKind;
}) {
  const { t } = useTranslation('agentContracts');
  const titleId = useId();
  const rows = data.contracts.filter((row) => !awaitsAnswerFrom(row, row.side));
  const asUpline = rows.filter((row) => row.side === 'upline');
  const asDownline = rows.filter((row) => row.side === 'downline');
  return (
    <section aria-labelledby={titleId} className="contracts__section">
      <h2 id={titleId}>{t('mine.title')}</h2>
      {rows.length === 0 ? (
        <EmptyState>{t('mine.empty')}</EmptyState>
      ) : (
        <>
          {asUpline.length > 0 && (
            <ContractTable actor={actor} rows={asUpline} kind={kind} caption={t('mine.withDownlines')} />
          )}
          {asDownline.length > 0 && (
            <ContractTable actor={actor} rows={asDownline} kind={kind} caption={t('mine.withUpline')} />
          )}
        </>
      )}
    </section>
  );
}

function ContractTable({
  actor,
  rows,
  kind,
  caption,
}: {
  actor: ContractsActor;
  rows: ContractRow[];
  kind: ContractKind;
  caption: string;
}) {
  const { t } = useTranslation('agentContracts');
  const offset = useMemberOffset();
  const lang = currentLanguage();
  const when = (iso: string) => formatDateTime(iso, offset, lang);
  return (
    <ColumnsTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        partyColumn(t('table.counterparty')),
        ...ratePeriodColumns(t, kind),
        { id: 'status', header: t('table.status'), render: (row) => <StatusText row={row} /> },
        {
          // One cell for the three dates, so the row's actions stay in view on a desktop.
          id: 'dates',
          header: t('table.dates'),
          time: true,
          render: (row) => (
            <dl className="contracts__dates">
              <dt>{t('table.sent')}</dt>
              <dd>{when(row.createdAt)}</dd>
              {row.answeredAt && (
                <>
                  <dt>{t('table.answered')}</dt>
                  <dd>{when(row.answeredAt)}</dd>
                </>
              )}
              {row.endedAt && (
                <>
                  <dt>{t('table.ended')}</dt>
                  <dd>{when(row.endedAt)}</dd>
                </>
              )}
            </dl>
          ),
        },
        actionsColumn(t('table.actions'), actor, ['terminate']),
      ]}
    />
  );
}

/** The rate and period fields both forms share; the values are the form's (kept after a failure). */
function RateFields({
  kind,
  rate,
  period,
  onRate,
  onPeriod,
  error,
}: {
  kind: ContractKind;
  rate: string;
  period: ContractPeriod;
  onRate: (value: string) => void;
  onPeriod: (value: ContractPeriod) => void;
  error: RateErrorCode | null;
}) {
  const { t } = useTranslation('agentContracts');
  const periodId = useId();
  const max = rateText(contractRateMax[kind]);
  return (
    <>
      <TextField
        label={t('form.rate')}
        value={rate}
        onChange={onRate}
        inputMode="decimal"
        autoComplete="off"
        required
        hint={t(kind === 'dividend' ? 'form.rateHintDividend' : 'form.rateHintSalary', { max })}
        error={error ? t(`form.rateError.${error}`, { max }) : undefined}
      />
      <div className="field">
        <label htmlFor={periodId}>{t(settlesOnClock(kind) ? 'form.accountingPeriod' : 'form.period')}</label>
        <select id={periodId} value={period} onChange={(e) => onPeriod(e.target.value as ContractPeriod)}>
          {contractPeriods.map((p) => (
            <option key={p} value={p}>
              {t(`period.${p}`)}
            </option>
          ))}
        </select>
        {settlesOnClock(kind) && <p className="field__hint">{t(`form.clockHint.${kind}`)}</p>}
      </div>
    </>
  );
}

/**
 * Whether the machine is sending or confirming the given form's operation, and the form's failure:
 * a refusal, or (issue 15) the outcome not known, with Check again and Send again (the same key).
 */
function useFormState(actor: ContractsActor, action: 'offer' | 'request') {
  const busy = useSelector(
    actor,
    (s) =>
      (s.matches({ operation: 'submitting' }) || s.matches({ operation: 'confirmingLowerRate' })) &&
      s.context.operation?.action === action,
  );
  const failure = useSelector(actor, (s) =>
    s.matches({ operation: 'failed' }) && s.context.operation?.action === action
      ? s.context.operationFailure
      : null,
  );
  const unknown = useSelector(
    actor,
    (s) => s.matches({ operation: 'unknown' }) && s.context.operation?.action === action,
  );
  const failureProps = {
    failure,
    unknown,
    subject: 'contracts' as const,
    onCheck: () => actor.send({ type: 'outcome.check' }),
    onResend: () => actor.send({ type: 'outcome.resend' }),
  };
  return { busy, failureProps };
}

function OfferSection({
  actor,
  data,
  kind,
  offerTo,
}: {
  actor: ContractsActor;
  data: ContractListValue;
  kind: ContractKind;
  offerTo: string | null;
}) {
  const { t } = useTranslation('agentContracts');
  const titleId = useId();
  const downlineId = useId();
  const eligible = data.downlines.filter((d) => d.eligible);
  const prefill = eligible.find((d) => d.account.toLowerCase() === offerTo?.toLowerCase())?.account;
  const [downline, setDownline] = useState(prefill ?? eligible[0]?.account ?? '');
  const [rate, setRate] = useState('');
  const [period, setPeriod] = useState<ContractPeriod>('D');
  const [rateError, setRateError] = useState<RateErrorCode | null>(null);
  const { busy, failureProps } = useFormState(actor, 'offer');

  if (data.downlines.length === 0) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const check = checkRate(rate, kind);
    setRateError(check.ok ? null : check.code);
    if (!check.ok || !downline) return;
    actor.send({
      type: 'form.submit',
      operation: { action: 'offer', request: { kind, downline, ratePercent: check.rate, period } },
    });
  }

  return (
    <section
      aria-labelledby={titleId}
      className="contracts__section"
      // A link from team management (offerTo) opens the page at this form, for that downline.
      ref={(section) => {
        if (section && prefill && !section.dataset.shown) {
          section.dataset.shown = 'true';
          section.scrollIntoView({ block: 'start' });
        }
      }}
    >
      <h2 id={titleId}>{t('offer.title')}</h2>
      {eligible.length === 0 ? (
        <p className="contracts__note">{t('offer.noneEligible', { kind: t(`kind.${kind}`) })}</p>
      ) : (
        <form className="form contracts__form" onSubmit={submit} noValidate aria-busy={busy}>
          <MoneyFailure {...failureProps} />
          <div className="field">
            <label htmlFor={downlineId}>{t('offer.downline')}</label>
            <select id={downlineId} value={downline} onChange={(e) => setDownline(e.target.value)} required>
              {eligible.map((d) => (
                <option key={d.account} value={d.account}>
                  {d.nickname && d.nickname !== d.account ? `${d.account} (${d.nickname})` : d.account}
                </option>
              ))}
            </select>
          </div>
          <RateFields
            kind={kind}
            rate={rate}
            period={period}
            onRate={setRate}
            onPeriod={setPeriod}
            error={rateError}
          />
          <p className="contracts__note">{t(`offer.rule.${kind === 'dividend' ? 'dividend' : 'salary'}`)}</p>
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('offer.sending') : t('offer.submit')}
          </button>
        </form>
      )}
    </section>
  );
}

function RequestSection({
  actor,
  data,
  kind,
}: {
  actor: ContractsActor;
  data: ContractListValue;
  kind: ContractKind;
}) {
  const { t } = useTranslation('agentContracts');
  const titleId = useId();
  const [rate, setRate] = useState('');
  const [period, setPeriod] = useState<ContractPeriod>('D');
  const [rateError, setRateError] = useState<RateErrorCode | null>(null);
  const { busy, failureProps } = useFormState(actor, 'request');
  const upline = data.upline!;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const check = checkRate(rate, kind);
    setRateError(check.ok ? null : check.code);
    if (!check.ok) return;
    actor.send({
      type: 'form.submit',
      operation: { action: 'request', request: { kind, ratePercent: check.rate, period } },
    });
  }

  return (
    <section aria-labelledby={titleId} className="contracts__section">
      <h2 id={titleId}>{t('request.title')}</h2>
      {!upline.eligible ? (
        <p className="contracts__note">{t('request.notEligible', { account: upline.account })}</p>
      ) : (
        <form className="form contracts__form" onSubmit={submit} noValidate aria-busy={busy}>
          <p className="contracts__note">{t('request.intro', { account: upline.account })}</p>
          <MoneyFailure {...failureProps} />
          <RateFields
            kind={kind}
            rate={rate}
            period={period}
            onRate={setRate}
            onPeriod={setPeriod}
            error={rateError}
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('request.sending') : t('request.submit')}
          </button>
        </form>
      )}
    </section>
  );
}

/** The contract an answer or terminate is about, from the list on show. */
function operationRow(
  data: ContractListValue | null,
  operation: ContractOperation | null,
): ContractRow | null {
  if (!data || !operation) return null;
  const id =
    operation.action === 'answer'
      ? operation.request.id
      : operation.action === 'terminate'
        ? operation.id
        : null;
  return data.contracts.find((row) => row.id === id) ?? null;
}

/** Accept, reject, approve, terminate or withdraw: confirmed in a dialog before anything is sent. */
function ConfirmDialog({ actor, kind }: { actor: ContractsActor; kind: ContractKind }) {
  const { t } = useTranslation('agentContracts');
  const open = useSelector(actor, (s) => s.matches({ operation: 'confirming' }));
  const operation = useSelector(actor, (s) => s.context.operation);
  const data = useSelector(actor, (s) => s.context.data);
  const row = operationRow(data, operation);
  if (!open || !operation || !row) return null;
  const action =
    operation.action === 'answer'
      ? operation.request.answer
      : row.status === 'processing'
        ? 'withdraw'
        : 'terminate';
  const values = {
    account: row.counterparty.account,
    kind: t(`kind.${kind}`),
    rate: rateText(row.ratePercent),
    period: t(`period.${row.period}`),
  };
  const cancel = () => actor.send({ type: 'confirm.cancel' });
  return (
    <Modal open title={t(`confirm.${action}.title`)} onClose={cancel}>
      <p>{t(`confirm.${action}.body`, values)}</p>
      <div className="contracts__dialog-actions">
        <button type="button" className="button" onClick={() => actor.send({ type: 'confirm.accept' })}>
          {t(`actions.${action}`)}
        </button>
        <button type="button" className="button button--ghost" onClick={cancel}>
          {t('confirm.keep')}
        </button>
      </div>
    </Modal>
  );
}

/** SPEC 4.11 endsDownline: the proposer sees which contracts its lower rate ends, and confirms or not. */
function LowerRateDialog({ actor, kind }: { actor: ContractsActor; kind: ContractKind }) {
  const { t } = useTranslation('agentContracts');
  const open = useSelector(actor, (s) => s.matches({ operation: 'confirmingLowerRate' }));
  const operation = useSelector(actor, (s) => s.context.operation);
  const contracts = useSelector(actor, (s) => s.context.lowerRate);
  if (!open || !operation || (operation.action !== 'offer' && operation.action !== 'request')) return null;
  const values = {
    account: operation.action === 'offer' ? operation.request.downline : '',
    kind: t(`kind.${kind}`),
    rate: rateText(operation.request.ratePercent),
  };
  const cancel = () => actor.send({ type: 'confirm.cancel' });
  return (
    <Modal open title={t('lowerRate.title')} onClose={cancel}>
      <p>{t(operation.action === 'offer' ? 'lowerRate.bodyOffer' : 'lowerRate.bodyRequest', values)}</p>
      <ul className="contracts__ended">
        {contracts.map((c: LowerRateContract) => (
          <li key={c.id}>
            {t('lowerRate.item', {
              account: c.account,
              nickname: c.nickname || c.account,
              rate: rateText(c.ratePercent),
              period: t(`period.${c.period}`),
            })}
          </li>
        ))}
      </ul>
      <div className="contracts__dialog-actions">
        <button type="button" className="button" onClick={() => actor.send({ type: 'confirm.accept' })}>
          {t(operation.action === 'offer' ? 'lowerRate.confirmOffer' : 'lowerRate.confirmRequest')}
        </button>
        <button type="button" className="button button--ghost" onClick={cancel}>
          {t('lowerRate.cancel')}
        </button>
      </div>
    </Modal>
  );
}

type SettlementsActor = ActorRefFrom<RecordsQueryMachine<SettlementsValue>>;

/** The settlements of the kind's contracts (paid to the agent, or to its downlines), by period, with totals. */
function SettlementsSection({ kind, actor }: { kind: ContractKind; actor: SettlementsActor }) {
  const { t } = useTranslation('agentContracts');
  const titleId = useId();
  const offset = useMemberOffset();
  const lang = currentLanguage();
  const base = t(kind === 'dividend' ? 'settlements.baseLoss' : 'settlements.baseBets');
  return (
    <section aria-labelledby={titleId} className="contracts__section">
      <h2 id={titleId}>{t('settlements.title')}</h2>
      <p className="contracts__note">{t(`settlements.clock.${kind}`)}</p>
      <RecordsLayout
        actor={actor}
        title={t('settlements.caption', { kind: t(`kind.${kind}`) })}
        filters={
          <RecordsFilterSelect
            actor={actor}
            label={t('settlements.side')}
            options={[
              { value: 'upline', label: t('settlements.paidToDownlines') },
              { value: 'downline', label: t('settlements.paidToMe') },
            ]}
          />
        }
        renderTable={(data, caption) => (
          <ColumnsTable
            caption={caption}
            rows={data.list}
            rowKey={(row) => row.id}
            totalLabel={t('settlements.total')}
            totals={data.totals}
            columns={[
              {
                id: 'period',
                header: t('settlements.period'),
                time: true,
                render: (row) =>
                  t('settlements.range', {
                    from: formatDateTime(row.from, offset, lang),
                    to: formatDateTime(row.to, offset, lang),
                  }),
              },
              {
                id: 'paidTo',
                header: t('settlements.paidTo'),
                render: (row) =>
                  row.side === 'downline' ? t('settlements.me') : <Party party={row.counterparty} />,
              },
              {
                id: 'rate',
                header: t('table.rate'),
                amount: true,
                render: (row) => rateText(row.ratePercent),
              },
              amountColumn('base', base),
              amountColumn('amount', t('settlements.amount')),
            ]}
          />
        )}
      />
    </section>
  );
}
