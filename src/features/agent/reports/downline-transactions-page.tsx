import { useTranslation } from 'react-i18next';
import { fetchTeamTransactions } from '../../../api/agent-reports';
import {
  transactionTypeName,
  transactionTypeOptions,
  walletName,
} from '../../../kits/records/records-format';
import { amountText } from '../../../components/columns-table';
import { RecordsTable, useRecordsPage } from '../../../kits/records/records-page';
import { ReportLayout, reportQueryMachine } from './report-layout';
import { levelColumn } from './report-columns';

const teamTransactionsMachine = reportQueryMachine('agentTeamTransactions', fetchTeamTransactions);

/**
 * agentDownlineTransactionDetailsCopy (SPEC 2.6 account details): every movement of the team's
 * money (the ledger's entries but the opening balance), with the main wallet's balance after it.
 */
export default function DownlineTransactionsPage() {
  const { t } = useTranslation(['agentReports', 'records']);
  const { actor, timeColumn } = useRecordsPage(teamTransactionsMachine);
  return (
    <ReportLayout
      actor={actor}
      title={t('transactions.title')}
      memberLabel={t('member.account')}
      kindFilter={{
        label: t('filter.transactionType'),
        options: transactionTypeOptions(t),
      }}
      renderTable={(data, caption) => (
        <RecordsTable
          caption={caption}
          data={data}
          rowKey={(row) => row.id}
          totalLabel={t('totalRow')}
          totalNote={
            <>
              {t('transactions.moneyIn', { amount: amountText(data.totals.credit) })} ·{' '}
              {t('transactions.moneyOut', { amount: amountText(Math.abs(data.totals.debit)) })}
            </>
          }
          columns={[
            timeColumn(t('columns.time')),
            { id: 'account', header: t('columns.account'), card: 'meta', render: (row) => row.account },
            levelColumn(t('columns.level'), (level) => t('filter.levelN', { level })),
            {
              id: 'type',
              header: t('columns.type'),
              card: 'lead',
              render: (row) => transactionTypeName(t, row.type),
            },
            {
              id: 'wallet',
              header: t('columns.wallet'),
              card: 'meta',
              render: (row) => walletName(t, row.wallet),
            },
            {
              id: 'amount',
              header: t('columns.amount'),
              amount: true,
              signed: true,
              card: 'headline',
              render: (row) => row.amount,
              total: (s) => s.net,
            },
            {
              id: 'balanceAfter',
              header: t('columns.balanceAfter'),
              amount: true,
              render: (row) => row.balanceAfter ?? '—',
            },
            { id: 'reference', header: t('columns.reference'), render: (row) => row.reference },
          ]}
        />
      )}
    />
  );
}
