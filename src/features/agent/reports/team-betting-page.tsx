import { useTranslation } from 'react-i18next';
import { useVendorCategories } from '../../../app/providers/use-vendor-categories';
import { fetchTeamBetting } from '../../../api/agent-reports';
import { gameTypeOptions } from '../../../kits/records/records-format';
import { roundColumns } from '../../../kits/records/round-columns';
import { amountColumn } from '../../../components/columns-table';
import { RecordsTable, useRecordsPage } from '../../../kits/records/records-page';
import { ReportLayout, reportQueryMachine } from './report-layout';
import { levelColumn } from './report-columns';

const teamBettingMachine = reportQueryMachine('agentTeamBetting', fetchTeamBetting);

/** personalHistoryCopy in the agent centre (SPEC 2.6 team betting): the game rounds of the team. */
export default function TeamBettingPage() {
  const { t } = useTranslation('agentReports');
  const { actor, timeColumn } = useRecordsPage(teamBettingMachine);
  // The platform's rows name vendors by code; players know them by the menu's display names.
  const { categories } = useVendorCategories();
  return (
    <ReportLayout
      actor={actor}
      title={t('betting.title')}
      memberLabel={t('member.account')}
      kindFilter={{
        label: t('filter.gameType'),
        options: gameTypeOptions(t),
      }}
      renderTable={(data, caption) => (
        <RecordsTable
          caption={caption}
          data={data}
          rowKey={(row) => row.id}
          totalLabel={t('totalRow')}
          columns={[
            timeColumn(t('columns.time')),
            { id: 'account', header: t('columns.account'), card: 'meta', render: (row) => row.account },
            levelColumn(t('columns.level'), (level) => t('filter.levelN', { level })),
            ...roundColumns(t, categories, {
              gameType: t('columns.gameType'),
              vendor: t('columns.vendor'),
              game: t('columns.game'),
            }),
            amountColumn('stake', t('columns.stake')),
            amountColumn('payout', t('columns.payout')),
            amountColumn('winLoss', t('columns.winLoss'), { signed: true, card: 'headline' }),
          ]}
        />
      )}
    />
  );
}
