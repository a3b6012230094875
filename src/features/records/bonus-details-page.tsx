import { useTranslation } from 'react-i18next';
import { createRecordsQueryMachine } from '../../../machines/records-query.machine';
import type { BonusDetailsValue } from '../../api/contracts/records';
import { fetchBonusDetails } from '../../api/records';
import { fromCall } from '../../app/providers/from-call';
import { currentLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { AmountCell, RecordsLayout, RecordsTable, amountText } from './records-layout';
import { useMemberOffset, useRecordsQuery } from './use-records-query';
import { useSelector } from '@xstate/react';

const bonusDetailsMachine = createRecordsQueryMachine<BonusDetailsValue>('bonusDetails').provide({
  actors: { fetchRecords: fromCall((query, signal) => fetchBonusDetails(query, signal)) },
});

/**
 * bonusDetails (SPEC 2.5): the bonuses the member was given, with the turnover each asks for. The
 * promotion titles come from the platform in one language and are shown as sent; the filter's
 * choices are the titles the platform lists.
 */
export default function BonusDetailsPage() {
  const { t } = useTranslation('records');
  const actor = useRecordsQuery(bonusDetailsMachine);
  const titles = useSelector(actor, (s) => s.context.data?.titles ?? []);
  const offset = useMemberOffset();
  const lang = currentLanguage();
  return (
    <RecordsLayout
      actor={actor}
      title={t('bonus.title')}
      filterLabel={t('filter.bonusTitle')}
      filterOptions={titles.map((title) => ({ value: title, label: title }))}
      renderTable={(data, caption) => (
        <RecordsTable caption={caption}>
          <thead>
            <tr>
              <th scope="col">{t('bonus.time')}</th>
              <th scope="col">{t('bonus.name')}</th>
              <th scope="col" className="records-table__amount">
                {t('bonus.amount')}
              </th>
              <th scope="col" className="records-table__amount">
                {t('bonus.turnover')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((row) => (
              <tr key={row.id}>
                <td className="records-table__time">{formatDateTime(row.at, offset, lang)}</td>
                <td lang="en">{row.title}</td>
                <AmountCell value={row.amount} />
                <AmountCell value={row.turnover} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('totalRow')}
              </th>
              <td className="records-table__amount">{amountText(data.totals.amount)}</td>
              <td className="records-table__amount">{amountText(data.totals.turnover)}</td>
            </tr>
          </tfoot>
        </RecordsTable>
      )}
    />
  );
}
