import { useTranslation } from 'react-i18next';
import { createRecordsQueryMachine } from '../../../machines/records-query.machine';
import { recordTransactionTypes, type TransactionRecordsValue } from '../../api/contracts/records';
import { fetchTransactionRecords } from '../../api/records';
import { fromCall } from '../../app/providers/from-call';
import { currentLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { transactionTypeName, walletName } from './records-format';
import { AmountCell, RecordsLayout, RecordsTable, amountText } from './records-layout';
import { useMemberOffset, useRecordsQuery } from './use-records-query';

const accountRecordMachine = createRecordsQueryMachine<TransactionRecordsValue>('accountRecord').provide({
  actors: { fetchRecords: fromCall((query, signal) => fetchTransactionRecords(query, signal)) },
});

/**
 * transactionHistory (SPEC 2.5): every movement of the member's money, with the status of deposits
 * and withdrawals; a deposit still in review (or rejected) is listed but moved nothing, so it has
 * no balance after and stays out of the totals (see `transactionRecordsCall`).
 */
export default function AccountRecordPage() {
  const { t } = useTranslation('records');
  const actor = useRecordsQuery(accountRecordMachine);
  const offset = useMemberOffset();
  const lang = currentLanguage();
  return (
    <RecordsLayout
      actor={actor}
      title={t('account.title')}
      filterLabel={t('filter.transactionType')}
      filterOptions={recordTransactionTypes.map((type) => ({
        value: type,
        label: transactionTypeName(t, type),
      }))}
      note={t('account.note')}
      renderTable={(data, caption) => (
        <RecordsTable caption={caption}>
          <thead>
            <tr>
              <th scope="col">{t('account.time')}</th>
              <th scope="col">{t('account.type')}</th>
              <th scope="col">{t('account.wallet')}</th>
              <th scope="col" className="records-table__amount">
                {t('account.amount')}
              </th>
              <th scope="col" className="records-table__amount">
                {t('account.balanceAfter')}
              </th>
              <th scope="col">{t('account.status')}</th>
              <th scope="col">{t('account.reference')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((row) => (
              <tr key={row.id}>
                <td className="records-table__time">{formatDateTime(row.at, offset, lang)}</td>
                <td>{transactionTypeName(t, row.type)}</td>
                <td>{walletName(t, row.wallet)}</td>
                {row.moved ? (
                  <AmountCell value={row.amount} signed />
                ) : (
                  <td className="records-table__amount records-table__muted">
                    {amountText(row.amount)} ({t('account.notMoved')})
                  </td>
                )}
                <td className="records-table__amount">
                  {row.balanceAfter === null ? '—' : amountText(row.balanceAfter)}
                </td>
                <td>{row.status ? t(`statuses.${row.status}`) : '—'}</td>
                <td>{row.reference}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('totalRow')}
              </th>
              <AmountCell value={data.totals.net} signed />
              <td colSpan={3}>
                {t('account.credit', { amount: amountText(data.totals.credit) })} ·{' '}
                {t('account.debit', { amount: amountText(Math.abs(data.totals.debit)) })}
              </td>
            </tr>
          </tfoot>
        </RecordsTable>
      )}
    />
  );
}
