import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  awaitsAnswerFrom,
  type ContractKind,
  type ContractRow,
} from '../../../api/contracts/agent-contracts';
import { ColumnsTable } from '../../../components/columns-table';
import { EmptyState } from '../../../components/page-state';
import { useMemberOffset } from '../../../kits/records/use-records-query';
import { currentLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { StatusText, actionsColumn, partyColumn, ratePeriodColumns } from './contract-columns';
import type { ContractSectionProps, ContractsActor } from './contracts-logic';

/** The proposals that wait for the agent's answer (accept, reject or approve). */
export function PendingSection({ actor, data, kind }: ContractSectionProps) {
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

/** The agent's contracts (but what waits for its answer): with its downlines, then with its upline. */
export function ContractsSection({ actor, data, kind }: ContractSectionProps) {
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
