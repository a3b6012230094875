import { useTranslation } from 'react-i18next';
import { createRecordsQueryMachine } from '../../../../machines/records-query.machine';
import type { TeamTransactionsValue } from '../../../api/contracts/agent-reports';
import { recordTransactionTypes } from '../../../api/contracts/records';
import { fetchTeamTransactions } from '../../../api/agent-reports';
import { fromCall } from '../../../app/providers/from-call';
import { currentLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { transactionTypeName, walletName } from '../../records/records-format';
import { AmountCell, RecordsTable, amountText } from '../../records/records-layout';
import { useMemberOffset, useRecordsQuery } from '../../records/use-records-query';
import { toReportRequest } from './report-filters';
import { ReportLayout } from './report-layout';

const teamTransactionsMachine = createRecordsQueryMachine<TeamTransactionsValue>(
  'agentTeamTransactions',
).provide({
  actors: { fetchRecords: fromCall((query, signal) => fetchTeamTransactions(toReportRequest(query), signal)) },
});

/**
 * agentDownlineTransactionDetailsCopy (SPEC 2.6 account details): every movement of the team's
 * money (the ledger's entries but the opening balance), with the main wallet's balance after it.
 */
export default function DownlineTransactionsPage() {
  const { t } = useTranslation(['agentReports', 'records']);
  const actor = useRecordsQuery(teamTransactionsMachine);
  const offset = useMemberOffset();
  const lang = currentLanguage();
  return (
    <ReportLayout
      actor={actor}
      title={t('transactions.title')}
      memberLabel={t('member.account')}
      kindFilter={{
        label: t('filter.transactionType'),
        options: recordTransactionTypes.map((type) => ({ value: type, label: transactionTypeName(t, type) })),
      }}
      renderTable={(data, caption) => (
        <RecordsTable caption={caption}>
          <thead>
            <tr>
              <th scope="col">{t('columns.time')}</th>
              <th scope="col">{t('columns.account')}</th>
              <th scope="col">{t('columns.level')}</th>
              <th scope="col">{t('columns.type')}</th>
              <th scope="col">{t('columns.wallet')}</th>
              <th scope="col" className="records-table__amount">
                {t('columns.amount')}
              </th>
              <th scope="col" className="records-table__amount">
                {t('columns.balanceAfter')}
              </th>
              <th scope="col">{t('columns.reference')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((row) => (
              <tr key={row.id}>
                <td className="records-table__time">{formatDateTime(row.at, offset, lang)}</td>
                <td>{row.account}</td>
                <td>{row.level}</td>
                <td>{transactionTypeName(t, row.type)}</td>
                <td>{walletName(t, row.wallet)}</td>
                <AmountCell value={row.amount} signed />
                <td className="records-table__amount">
                  {row.balanceAfter === null ? '—' : amountText(row.balanceAfter)}
                </td>
                <td>{row.reference}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5}>
                {t('totalRow')}
              </th>
              <AmountCell value={data.totals.net} signed />
              <td colSpan={2}>
                {t('transactions.moneyIn', { amount: amountText(data.totals.credit) })} ·{' '}
                {t('transactions.moneyOut', { amount: amountText(Math.abs(data.totals.debit)) })}
              </td>
            </tr>
          </tfoot>
        </RecordsTable>
      )}
    />
  );
}
