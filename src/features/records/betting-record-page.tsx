import { useTranslation } from 'react-i18next';
import { useVendorCategories } from '../../app/providers/use-vendor-categories';
import { createRecordsQueryMachine } from '../../../machines/records-query.machine';
import { gameTypes } from '../../api/contracts/games';
import type { BetRecordsValue } from '../../api/contracts/records';
import { fetchBetRecords } from '../../api/records';
import { fromCall } from '../../api/from-call';
import { currentLanguage } from '../../i18n';
import { gameTypeName } from '../../kits/records/records-format';
import { RecordsFilterSelect, RecordsLayout } from '../../kits/records/records-layout';
import { roundColumns } from '../../kits/records/round-columns';
import { ColumnsTable, amountColumn, timeColumn } from '../../components/columns-table';
import { useMemberOffset, useRecordsQuery } from '../../kits/records/use-records-query';

const bettingRecordMachine = createRecordsQueryMachine<BetRecordsValue>('bettingRecord', '').provide({
  actors: { fetchRecords: fromCall((query, signal) => fetchBetRecords(query, signal)) },
});

/** personalHistoryCopy (SPEC 2.5): the member's game rounds, filtered by game type. */
export default function BettingRecordPage() {
  const { t } = useTranslation('records');
  const actor = useRecordsQuery(bettingRecordMachine);
  const offset = useMemberOffset();
  const lang = currentLanguage();
  // The platform's rows name vendors by code; players know them by the menu's display names.
  const { categories } = useVendorCategories();
  return (
    <RecordsLayout
      actor={actor}
      title={t('betting.title')}
      filters={
        <RecordsFilterSelect
          actor={actor}
          label={t('filter.gameType')}
          options={gameTypes.map((type) => ({ value: type, label: gameTypeName(t, type) }))}
        />
      }
      renderTable={(data, caption) => (
        <ColumnsTable
          caption={caption}
          rows={data.list}
          rowKey={(row) => row.id}
          totalLabel={t('totalRow')}
          totals={data.totals}
          columns={[
            timeColumn(t('betting.time'), offset, lang),
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
