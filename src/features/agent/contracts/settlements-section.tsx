import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '../../../api/contracts/agent-contracts';
import { ColumnsTable, amountColumn } from '../../../components/columns-table';
import { RecordsFilterSelect, RecordsLayout } from '../../../kits/records/records-layout';
import { useMemberOffset } from '../../../kits/records/use-records-query';
import { currentLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { Party } from './contract-columns';
import type { SettlementsActor } from './contracts-logic';
import { rateText } from './rate-text';

/** The settlements of the kind's contracts (paid to the agent, or to its downlines), by period, with totals. */
export function SettlementsSection({ kind, actor }: { kind: ContractKind; actor: SettlementsActor }) {
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
