import { useTranslation } from 'react-i18next';
import { createRecordsQueryMachine } from '../../../machines/records-query.machine';
import type { TransactionRecordsValue } from '../../api/contracts/records';
import { fetchTransactionRecords } from '../../api/records';
import { fromCall } from '../../api/from-call';
import { transactionTypeName, transactionTypeOptions, walletName } from '../../kits/records/records-format';
import { RecordsFilterSelect, RecordsLayout } from '../../kits/records/records-layout';
import { amountText } from '../../components/columns-table';
import { RecordsTable, useRecordsPage } from '../../kits/records/records-page';

const accountRecordMachine = createRecordsQueryMachine<TransactionRecordsValue>('accountRecord', '').provide({
  actors: { fetchRecords: fromCall((query, signal) => fetchTransactionRecords(query, signal)) },
});

/**
 * transactionHistory (SPEC 2.5): every movement of the member's money, with the status of deposits
 * and withdrawals; a deposit still in review (or rejected) is listed but moved nothing, so it has
 * no balance after and stays out of the totals (see `transactionRecordsCall`).
 */
export default function AccountRecordPage() {
  const { t } = useTranslation('records');
  const { actor, timeColumn } = useRecordsPage(accountRecordMachine);
  return (
    <RecordsLayout
      actor={actor}
      title={t('account.title')}
      filters={
        <RecordsFilterSelect
          actor={actor}
          label={t('filter.transactionType')}
          options={transactionTypeOptions(t)}
        />
      }
      note={t('account.note')}
      renderTable={(data, caption) => (
        <RecordsTable
          caption={caption}
          data={data}
          rowKey={(row) => row.id}
          totalLabel={t('totalRow')}
          totalNote={
            <>
              {t('account.credit', { amount: amountText(data.totals.credit) })} ·{' '}
              {t('account.debit', { amount: amountText(Math.abs(data.totals.debit)) })}
            </>
          }
          columns={[
            timeColumn(t('account.time')),
            {
              id: 'type',
              header: t('account.type'),
              card: 'lead',
              render: (row) => transactionTypeName(t, row.type),
            },
            {
              id: 'wallet',
              header: t('account.wallet'),
              card: 'meta',
              render: (row) => walletName(t, row.wallet),
            },
            {
              id: 'amount',
              header: t('account.amount'),
              amount: true,
              signed: true,
              card: 'headline',
              // A deposit in review (or rejected) moved nothing: its amount is muted, without a sign's colour.
              render: (row) =>
                row.moved ? row.amount : `${amountText(row.amount)} (${t('account.notMoved')})`,
              cellClass: (row) => (row.moved ? undefined : 'records-table__muted'),
              total: (s) => s.net,
            },
            {
              id: 'balanceAfter',
              header: t('account.balanceAfter'),
              amount: true,
              render: (row) => row.balanceAfter ?? '—',
            },
            {
              id: 'status',
              header: t('account.status'),
              render: (row) => (row.status ? t(`statuses.${row.status}`) : '—'),
            },
            { id: 'reference', header: t('account.reference'), render: (row) => row.reference },
          ]}
        />
      )}
    />
  );
}
