import { useTranslation } from 'react-i18next';
import { fetchUserProfitLoss } from '../../../api/agent-reports';
import { amountColumn, countColumn } from '../../../components/columns-table';
import { RecordsTable, useRecordsPage } from '../../../kits/records/records-page';
import { ReportLayout, reportQueryMachine } from './report-layout';
import { levelColumn } from './report-columns';

const userProfitLossMachine = reportQueryMachine('agentUserProfitLoss', fetchUserProfitLoss);

/** The figures of a row and of the totals row, in column order. */
const figures = ['stake', 'payout', 'winLoss', 'deposits', 'withdrawals', 'bonuses', 'settlements'] as const;

/**
 * palStatementsAgentCopy (SPEC 2.6 user loss): one row per team member with activity in the
 * period, from the ledger: bets, payouts, win/loss, approved deposits and withdrawals, bonuses and
 * rebates, contract settlements received.
 */
export default function UserProfitLossPage() {
  const { t } = useTranslation('agentReports');
  const { actor } = useRecordsPage(userProfitLossMachine);
  return (
    <ReportLayout
      actor={actor}
      title={t('profitLoss.title')}
      memberLabel={t('member.account')}
      note={t('profitLoss.note')}
      renderTable={(data, caption) => (
        <RecordsTable
          caption={caption}
          data={data}
          rowKey={(row) => row.account}
          totalLabel={t('totalRow')}
          columns={[
            {
              id: 'account',
              header: t('columns.account'),
              rowHeader: true,
              card: 'lead',
              render: (row) => row.account,
            },
            levelColumn(t('columns.level'), (level) => t('filter.levelN', { level })),
            countColumn('bets', t('columns.bets')),
            ...figures.map((figure) =>
              amountColumn(figure, t(`columns.${figure}`), {
                signed: figure === 'winLoss',
                card: figure === 'winLoss' ? 'headline' : undefined,
              }),
            ),
          ]}
        />
      )}
    />
  );
}
