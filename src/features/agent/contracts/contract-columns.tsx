import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { rowActions } from '../../../../machines/contracts.machine';
import {
  settlesOnClock,
  type ContractAction,
  type ContractKind,
  type ContractRow,
} from '../../../api/contracts/agent-contracts';
import type { Column } from '../../../components/columns-table';
import type { ContractsActor } from './contracts-logic';
import { rateText } from './rate-text';

/** A contract's status, and who ended it. */
export function StatusText({ row }: { row: ContractRow }) {
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
export function actionsColumn(
  header: string,
  actor: ContractsActor,
  only?: ContractAction[],
): Column<ContractRow> {
  return {
    id: 'actions',
    header,
    cellClass: (row) => (actionsOf(row, only).length ? 'contracts__actions' : 'contracts__muted'),
    render: (row) => <RowActions actor={actor} row={row} {...(only ? { only } : {})} />,
  };
}

/** The column naming the other party of a contract, as the row's header. */
export const partyColumn = (header: string): Column<ContractRow> => ({
  id: 'party',
  header,
  rowHeader: true,
  render: (row) => <Party party={row.counterparty} />,
});

/** The rate and period columns both contract tables show. */
export const ratePeriodColumns = (t: (key: string) => string, kind: ContractKind): Column<ContractRow>[] => [
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
                : actor.send({
                    type: 'contract.answer',
                    request: { id: row.id, kind: row.kind, answer: action },
                  })
            }
          >
            {t(`actions.${label}`)}
          </button>
        );
      })}
    </>
  );
}

/** The other party of a contract: the account, and the nickname when it says more. */
export function Party({ party }: { party: { account: string; nickname: string } }) {
  return (
    <>
      {party.account}
      {party.nickname && party.nickname !== party.account && (
        <span className="contracts__muted"> ({party.nickname})</span>
      )}
    </>
  );
}
