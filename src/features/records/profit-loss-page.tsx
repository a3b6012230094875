import { useTranslation } from 'react-i18next';
import { createRecordsQueryMachine } from '../../../machines/records-query.machine';
import { gameTypes } from '../../api/contracts/games';
import type { ProfitLossValue } from '../../api/contracts/records';
import { fetchProfitLoss } from '../../api/records';
import { fromCall } from '../../app/providers/from-call';
import { gameTypeName } from './records-format';
import { AmountCell, RecordsLayout, RecordsTable, amountText } from './records-layout';
import { useRecordsQuery } from './use-records-query';

const profitLossMachine = createRecordsQueryMachine<ProfitLossValue>('profitLoss').provide({
  actors: { fetchRecords: fromCall((query, signal) => fetchProfitLoss(query, signal)) },
});

/**
 * personalProfit (SPEC 2.5): bets, stake, payout and profit per game type over the period (the
 * same ledger as the betting record, so the totals agree), then the period's deposits,
 * withdrawals, bonuses and rebates.
 */
export default function ProfitLossPage() {
  const { t } = useTranslation('records');
  const actor = useRecordsQuery(profitLossMachine);
  return (
    <RecordsLayout
      actor={actor}
      title={t('profit.title')}
      filterLabel={t('filter.gameType')}
      filterOptions={gameTypes.map((type) => ({ value: type, label: gameTypeName(t, type) }))}
      renderTable={(data, caption) => (
        <RecordsTable caption={caption}>
          <thead>
            <tr>
              <th scope="col">{t('profit.gameType')}</th>
              <th scope="col" className="records-table__amount">
                {t('profit.bets')}
              </th>
              <th scope="col" className="records-table__amount">
                {t('profit.stake')}
              </th>
              <th scope="col" className="records-table__amount">
                {t('profit.payout')}
              </th>
              <th scope="col" className="records-table__amount">
                {t('profit.profit')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((row) => (
              <tr key={row.gameType}>
                <th scope="row">{gameTypeName(t, row.gameType)}</th>
                <td className="records-table__amount">{row.bets.toLocaleString('en-US')}</td>
                <AmountCell value={row.stake} />
                <AmountCell value={row.payout} />
                <AmountCell value={row.profit} signed />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('totalRow')}</th>
              <td className="records-table__amount">{data.totals.bets.toLocaleString('en-US')}</td>
              <td className="records-table__amount">{amountText(data.totals.stake)}</td>
              <td className="records-table__amount">{amountText(data.totals.payout)}</td>
              <AmountCell value={data.totals.profit} signed />
            </tr>
          </tfoot>
        </RecordsTable>
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
