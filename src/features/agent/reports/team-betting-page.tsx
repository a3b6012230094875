import { useTranslation } from 'react-i18next';
import { createRecordsQueryMachine } from '../../../../machines/records-query.machine';
import type { TeamBettingValue } from '../../../api/contracts/agent-reports';
import { gameTypes } from '../../../api/contracts/games';
import { fetchTeamBetting } from '../../../api/agent-reports';
import { fromCall } from '../../../app/providers/from-call';
import { currentLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { gameTypeName } from '../../records/records-format';
import { AmountCell, RecordsTable, amountText } from '../../records/records-layout';
import { useMemberOffset, useRecordsQuery } from '../../records/use-records-query';
import { toReportRequest } from './report-filters';
import { ReportLayout } from './report-layout';

const teamBettingMachine = createRecordsQueryMachine<TeamBettingValue>('agentTeamBetting').provide({
  actors: { fetchRecords: fromCall((query, signal) => fetchTeamBetting(toReportRequest(query), signal)) },
});

/** personalHistoryCopy in the agent centre (SPEC 2.6 team betting): the game rounds of the team. */
export default function TeamBettingPage() {
  const { t } = useTranslation('agentReports');
  const actor = useRecordsQuery(teamBettingMachine);
  const offset = useMemberOffset();
  const lang = currentLanguage();
  return (
    <ReportLayout
      actor={actor}
      title={t('betting.title')}
      memberLabel={t('member.account')}
      kindFilter={{
        label: t('filter.gameType'),
        options: gameTypes.map((type) => ({ value: type, label: gameTypeName(t, type) })),
      }}
      renderTable={(data, caption) => (
        <RecordsTable caption={caption}>
          <thead>
            <tr>
              <th scope="col">{t('columns.time')}</th>
              <th scope="col">{t('columns.account')}</th>
              <th scope="col">{t('columns.level')}</th>
              <th scope="col">{t('columns.gameType')}</th>
              <th scope="col">{t('columns.vendor')}</th>
              <th scope="col">{t('columns.game')}</th>
              <th scope="col" className="records-table__amount">
                {t('columns.stake')}
              </th>
              <th scope="col" className="records-table__amount">
                {t('columns.payout')}
              </th>
              <th scope="col" className="records-table__amount">
                {t('columns.winLoss')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((row) => (
              <tr key={row.id}>
                <td className="records-table__time">{formatDateTime(row.at, offset, lang)}</td>
                <td>{row.account}</td>
                <td>{row.level}</td>
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
              <th scope="row" colSpan={6}>
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
