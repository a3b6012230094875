import { useTranslation } from 'react-i18next';
import { createRecordsQueryMachine } from '../../../machines/records-query.machine';
import { gameTypes } from '../../api/contracts/games';
import type { BetRecordsValue } from '../../api/contracts/records';
import { fetchBetRecords } from '../../api/records';
import { fromCall } from '../../app/providers/from-call';
import { currentLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { gameTypeName } from './records-format';
import { AmountCell, RecordsLayout, RecordsTable, amountText } from './records-layout';
import { useMemberOffset, useRecordsQuery } from './use-records-query';

const bettingRecordMachine = createRecordsQueryMachine<BetRecordsValue>('bettingRecord').provide({
  actors: { fetchRecords: fromCall((query, signal) => fetchBetRecords(query, signal)) },
});

/** personalHistoryCopy (SPEC 2.5): the member's game rounds, filtered by game type. */
export default function BettingRecordPage() {
  const { t } = useTranslation('records');
  const actor = useRecordsQuery(bettingRecordMachine);
  const offset = useMemberOffset();
  const lang = currentLanguage();
  return (
    <RecordsLayout
      actor={actor}
      title={t('betting.title')}
      filterLabel={t('filter.gameType')}
      filterOptions={gameTypes.map((type) => ({ value: type, label: gameTypeName(t, type) }))}
      renderTable={(data, caption) => (
        <RecordsTable caption={caption}>
          <thead>
            <tr>
              <th scope="col">{t('betting.time')}</th>
              <th scope="col">{t('betting.gameType')}</th>
              <th scope="col">{t('betting.vendor')}</th>
              <th scope="col">{t('betting.game')}</th>
              <th scope="col" className="records-table__amount">
                {t('betting.stake')}
              </th>
              <th scope="col" className="records-table__amount">
                {t('betting.payout')}
              </th>
              <th scope="col" className="records-table__amount">
                {t('betting.winLoss')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((row) => (
              <tr key={row.id}>
                <td className="records-table__time">{formatDateTime(row.at, offset, lang)}</td>
                <td>{gameTypeName(t, row.gameType)}</td>
                <td>{row.vendor}</td>
                <td>{row.gameName}</td>
                <AmountCell value={row.stake} />
                <AmountCell value={row.payout} />
                <AmountCell value={row.winLoss} signed />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('totalRow')}
              </th>
              <td className="records-table__amount">{amountText(data.totals.stake)}</td>
              <td className="records-table__amount">{amountText(data.totals.payout)}</td>
              <AmountCell value={data.totals.winLoss} signed />
            </tr>
          </tfoot>
        </RecordsTable>
      )}
    />
  );
}
