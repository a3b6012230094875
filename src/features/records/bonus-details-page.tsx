import { useTranslation } from 'react-i18next';
import { createRecordsQueryMachine } from '../../../machines/records-query.machine';
import type { BonusDetailsValue } from '../../api/contracts/records';
import { fetchBonusDetails } from '../../api/records';
import { fromCall } from '../../api/from-call';
import { RecordsFilterSelect, RecordsLayout } from '../../kits/records/records-layout';
import { amountColumn } from '../../components/columns-table';
import { RecordsTable, useRecordsPage } from '../../kits/records/records-page';
import { useSelector } from '@xstate/react';

const bonusDetailsMachine = createRecordsQueryMachine<BonusDetailsValue>('bonusDetails', '').provide({
  actors: { fetchRecords: fromCall((query, signal) => fetchBonusDetails(query, signal)) },
});

/**
 * bonusDetails (SPEC 2.5): the bonuses the member was given, with the turnover each asks for. The
 * promotion titles come from the platform in one language and are shown as sent; the filter's
 * choices are the titles the platform lists.
 */
export default function BonusDetailsPage() {
  const { t } = useTranslation('records');
  const { actor, timeColumn } = useRecordsPage(bonusDetailsMachine);
  const titles = useSelector(actor, (s) => s.context.data?.titles ?? []);
  return (
    <RecordsLayout
      actor={actor}
      title={t('bonus.title')}
      filters={
        <RecordsFilterSelect
          actor={actor}
          label={t('filter.bonusTitle')}
          options={titles.map((title) => ({ value: title, label: title }))}
        />
      }
      renderTable={(data, caption) => (
        <RecordsTable
          caption={caption}
          data={data}
          rowKey={(row) => row.id}
          totalLabel={t('totalRow')}
          columns={[
            timeColumn(t('bonus.time')),
            // Promotion titles come from the platform in English, shown as sent.
            { id: 'title', header: t('bonus.name'), lang: 'en', card: 'lead', render: (row) => row.title },
            amountColumn('amount', t('bonus.amount'), { card: 'headline' }),
            amountColumn('turnover', t('bonus.turnover')),
          ]}
        />
      )}
    />
  );
}
