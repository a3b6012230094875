import { useTranslation } from 'react-i18next';
import { createRecordsQueryMachine } from '../../../machines/records-query.machine';
import type { ProfitLossValue } from '../../api/contracts/records';
import { fetchProfitLoss } from '../../api/records';
import { fromCall } from '../../api/from-call';
import { gameTypeName, gameTypeOptions } from '../../kits/records/records-format';
import { RecordsFilterSelect, RecordsLayout } from '../../kits/records/records-layout';
import { amountColumn, amountText, countColumn } from '../../components/columns-table';
import { RecordsTable, useRecordsPage } from '../../kits/records/records-page';

const profitLossMachine = createRecordsQueryMachine<ProfitLossValue>('profitLoss', '').provide({
  actors: { fetchRecords: fromCall((query, signal) => fetchProfitLoss(query, signal)) },
});

/**
 * personalProfit (SPEC 2.5): bets, stake, payout and profit per game type over the period (the
 * same ledger as the betting record, so the totals agree), then the period's deposits,
 * withdrawals, bonuses and rebates.
 */
export default function ProfitLossPage() {
  const { t } = useTranslation('records');
  const { actor } = useRecordsPage(profitLossMachine);
  return (
    <RecordsLayout
      actor={actor}
      title={t('profit.title')}
      filters={
        <RecordsFilterSelect actor={actor} label={t('filter.gameType')} options={gameTypeOptions(t)} />
      }
      renderTable={(data, caption) => (
        <RecordsTable
          caption={caption}
          data={data}
          rowKey={(row) => row.gameType}
          totalLabel={t('totalRow')}
          columns={[
            {
              id: 'gameType',
              header: t('profit.gameType'),
              rowHeader: true,
              card: 'lead',
              render: (row) => gameTypeName(t, row.gameType),
            },
            countColumn('bets', t('profit.bets')),
            amountColumn('stake', t('profit.stake')),
            amountColumn('payout', t('profit.payout')),
            amountColumn('profit', t('profit.profit'), { signed: true, card: 'headline' }),
          ]}
        />
      )}
      renderExtra={(data) => (
        <section className="records__money" aria-labelledby="records-money-title">
          <h3 id="records-money-title">{t('profit.moneyTitle')}</h3>
          <dl className="records-money">
            {(['deposits', 'withdrawals', 'bonuses', 'rebates'] as const).map((key) => (
              <div key={key}>
                <dt>{t(`profit.${key}`)}</dt>
                <dd>{amountText(data.summary[key])}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    />
  );
}
