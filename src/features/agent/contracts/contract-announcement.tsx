import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ContractOperation } from '../../../../machines/contracts.machine';
import { MoneyFailure } from '../../../components/money-failure';
import { failureText } from '../../../components/page-state';
import type { ContractsActor } from './contracts-logic';

/** Whether the operation on show is an answer or a terminate (a row's button, not a form). */
const isRowOperation = (operation: ContractOperation | null) =>
  operation?.action === 'answer' || operation?.action === 'terminate';

/**
 * The result of the last operation, announced (role=status); a failed answer or terminate as an
 * alert, or, when its answer was lost, the outcome not known with Check again and Send again.
 */
export function Announcement({ actor }: { actor: ContractsActor }) {
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
