import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ContractOperation } from '../../../../machines/contracts.machine';
import type {
  ContractKind,
  ContractListValue,
  ContractRow,
  LowerRateContract,
} from '../../../api/contracts/agent-contracts';
import { Modal } from '../../../components/modal';
import type { ContractsActor } from './contracts-logic';
import { rateText } from './rate-text';

/** The contract an answer or terminate is about, from the list on show. */
function operationRow(
  data: ContractListValue | null,
  operation: ContractOperation | null,
): ContractRow | null {
  if (!data || !operation) return null;
  const id = operation.action === 'answer' || operation.action === 'terminate' ? operation.request.id : null;
  return data.contracts.find((row) => row.id === id) ?? null;
}

/** Accept, reject, approve, terminate or withdraw: confirmed in a dialog before anything is sent. */
export function ConfirmDialog({ actor, kind }: { actor: ContractsActor; kind: ContractKind }) {
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
export function LowerRateDialog({ actor, kind }: { actor: ContractsActor; kind: ContractKind }) {
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
