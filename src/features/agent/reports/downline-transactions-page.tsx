import { useTranslation } from 'react-i18next';
import { recordTransactionTypes } from '../../../api/contracts/records';
import { fetchTeamTransactions } from '../../../api/agent-reports';
import { currentLanguage } from '../../../i18n';
import { transactionTypeName, walletName } from '../../../kits/records/records-format';
import { ColumnsTable, amountText, timeColumn } from '../../../components/columns-table';
import { useMemberOffset, useRecordsQuery } from '../../../kits/records/use-records-query';
import { ReportLayout, reportQueryMachine } from './report-layout';
import { levelColumn } from './report-columns';

const teamTransactionsMachine = reportQueryMachine('agentTeamTransactions', fetchTeamTransactions);

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
        <ColumnsTable
          caption={caption}
          rows={data.list}
          rowKey={(row) => row.id}
          totalLabel={t('totalRow')}
          totals={data.totals}
          totalNote={
            <>
              {t('transactions.moneyIn', { amount: amountText(data.totals.credit) })} ·{' '}
              {t('transactions.moneyOut', { amount: amountText(Math.abs(data.totals.debit)) })}
            </>
          }
          columns={[
            timeColumn(t('columns.time'), offset, lang),
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
