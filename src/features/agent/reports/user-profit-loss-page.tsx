import { useTranslation } from 'react-i18next';
import { createRecordsQueryMachine } from '../../../../machines/records-query.machine';
import type { UserProfitLossValue } from '../../../api/contracts/agent-reports';
import { fetchUserProfitLoss } from '../../../api/agent-reports';
import { fromCall } from '../../../app/providers/from-call';
import { AmountCell, RecordsTable } from '../../records/records-layout';
import { useRecordsQuery } from '../../records/use-records-query';
import { toReportRequest } from './report-filters';
import { ReportLayout } from './report-layout';

const userProfitLossMachine = createRecordsQueryMachine<UserProfitLossValue>('agentUserProfitLoss').provide({
  actors: { fetchRecords: fromCall((query, signal) => fetchUserProfitLoss(toReportRequest(query), signal)) },
});

/** The figures of a row and of the totals row, in column order. */
const figures = ['stake', 'payout', 'winLoss', 'deposits', 'withdrawals', 'bonuses', 'settlements'] as const;

/**
 * palStatementsAgentCopy (SPEC 2.6 user loss): one row per team member with activity in the
 * period, from the ledger: bets, payouts, win/loss, approved deposits and withdrawals, bonuses and
 * rebates, contract settlements received.
 */
export default function UserProfitLossPage() {
  const { t } = useTranslation('agentReports');
  const actor = useRecordsQuery(userProfitLossMachine);
  return (
    <ReportLayout
      actor={actor}
      title={t('profitLoss.title')}
      memberLabel={t('member.account')}
      note={t('profitLoss.note')}
      renderTable={(data, caption) => (
        <RecordsTable caption={caption}>
          <thead>
            <tr>
              <th scope="col">{t('columns.account')}</th>
              <th scope="col">{t('columns.level')}</th>
              <th scope="col" className="records-table__amount">
                {t('columns.bets')}
              </th>
              {figures.map((figure) => (
                <th key={figure} scope="col" className="records-table__amount">
                  {t(`columns.${figure}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.list.map((row) => (
              <tr key={row.account}>
                <th scope="row">{row.account}</th>
                <td>{row.level}</td>
                <td className="records-table__amount">{row.bets.toLocaleString('en-US')}</td>
                {figures.map((figure) => (
                  <AmountCell key={figure} value={row[figure]} signed={figure === 'winLoss'} />
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('totalRow')}
              </th>
              <td className="records-table__amount">{data.totals.bets.toLocaleString('en-US')}</td>
              {figures.map((figure) => (
                <AmountCell key={figure} value={data.totals[figure]} signed={figure === 'winLoss'} />
              ))}
            </tr>
          </tfoot>
        </RecordsTable>
      )}
    />
  );
}
