import { useTranslation } from 'react-i18next';
import { useVendorCategories } from '../../app/providers/use-vendor-categories';
import { createRecordsQueryMachine } from '../../../machines/records-query.machine';
import type { BetRecordsValue } from '../../api/contracts/records';
import { fetchBetRecords } from '../../api/records';
import { fromCall } from '../../api/from-call';
import { gameTypeOptions } from '../../kits/records/records-format';
import { RecordsFilterSelect, RecordsLayout } from '../../kits/records/records-layout';
import { roundColumns } from '../../kits/records/round-columns';
import { amountColumn } from '../../components/columns-table';
import { RecordsTable, useRecordsPage } from '../../kits/records/records-page';

const bettingRecordMachine = createRecordsQueryMachine<BetRecordsValue>('bettingRecord', '').provide({
  actors: { fetchRecords: fromCall((query, signal) => fetchBetRecords(query, signal)) },
});

/** personalHistoryCopy (SPEC 2.5): the member's game rounds, filtered by game type. */
export default function BettingRecordPage() {
  const { t } = useTranslation('records');
  const { actor, timeColumn } = useRecordsPage(bettingRecordMachine);
  // The platform's rows name vendors by code; players know them by the menu's display names.
  const { categories } = useVendorCategories();
  return (
    <RecordsLayout
      actor={actor}
      title={t('betting.title')}
      filters={
        <RecordsFilterSelect actor={actor} label={t('filter.gameType')} options={gameTypeOptions(t)} />
      }
      renderTable={(data, caption) => (
        <RecordsTable
          caption={caption}
          data={data}
          rowKey={(row) => row.id}
          totalLabel={t('totalRow')}
          columns={[
            timeColumn(t('betting.time')),
            ...roundColumns(t, categories, {
              gameType: t('betting.gameType'),
              vendor: t('betting.vendor'),
              game: t('betting.game'),
            }),
            amountColumn('stake', t('betting.stake')),
            amountColumn('payout', t('betting.payout')),
            amountColumn('winLoss', t('betting.winLoss'), { signed: true, card: 'headline' }),
          ]}
        />
      )}
    />
  );
}
