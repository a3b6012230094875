import { useTranslation } from 'react-i18next';
import { createRecordsQueryMachine } from '../../../../machines/records-query.machine';
import { contractKinds } from '../../../api/contracts/agent-contracts';
import type { RevenueReportValue } from '../../../api/contracts/agent-reports';
import { fetchRevenueReport } from '../../../api/agent-reports';
import { fromCall } from '../../../app/providers/from-call';
import { currentLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { AmountCell, RecordsTable, amountText } from '../../records/records-layout';
import { useMemberOffset, useRecordsQuery } from '../../records/use-records-query';
import { toReportRequest } from './report-filters';
import { ReportLayout } from './report-layout';

const revenueReportMachine = createRecordsQueryMachine<RevenueReportValue>('agentRevenueReport').provide({
  actors: { fetchRecords: fromCall((query, signal) => fetchRevenueReport(toReportRequest(query), signal)) },
});

type Translate = (key: string) => string;
const isKind = (kind: string): kind is (typeof contractKinds)[number] =>
  (contractKinds as readonly string[]).includes(kind);
/** A contract kind's name; an unknown kind as sent. */
const kindName = (t: Translate, kind: string) => (isKind(kind) ? t(`agentReports:kinds.${kind}`) : kind);

const percent = (rate: number) => `${rate.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/**
 * agentRevenueReport (SPEC 2.6 my income): the contract settlements paid to the logged-in agent
 * (dividends and salaries of its contracts with its upline), with totals per kind and overall.
 */
export default function RevenueReportPage() {
  const { t } = useTranslation('agentReports');
  // The last 30 days first: dividends settle half-monthly or monthly, so a week is often empty.
  const actor = useRecordsQuery(revenueReportMachine, { preset: 'last30' });
  const offset = useMemberOffset();
  const lang = currentLanguage();
  return (
    <ReportLayout
      actor={actor}
      title={t('revenue.title')}
      levelFilter={false}
      memberLabel={t('member.upline')}
      kindFilter={{
        label: t('filter.contractKind'),
        options: contractKinds.map((kind) => ({ value: kind, label: kindName(t, kind) })),
      }}
      note={t('revenue.note')}
      renderTable={(data, caption) => (
        <RecordsTable caption={caption}>
          <thead>
            <tr>
              <th scope="col">{t('columns.time')}</th>
              <th scope="col">{t('columns.kind')}</th>
              <th scope="col">{t('columns.upline')}</th>
              <th scope="col">{t('columns.period')}</th>
              <th scope="col" className="records-table__amount">
                {t('columns.base')}
              </th>
              <th scope="col" className="records-table__amount">
                {t('columns.rate')}
              </th>
              <th scope="col" className="records-table__amount">
                {t('columns.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((row) => (
              <tr key={row.id}>
                <td className="records-table__time">{formatDateTime(row.at, offset, lang)}</td>
                <td>{kindName(t, row.kind)}</td>
                <td>{row.upline}</td>
                <td className="records-table__time">
                  {t('revenue.period', {
                    from: formatDateTime(row.periodFrom, offset, lang),
                    to: formatDateTime(row.periodTo, offset, lang),
                  })}
                </td>
                <AmountCell value={row.base} />
                <td className="records-table__amount">
                  {row.ratePercent === null ? '—' : percent(row.ratePercent)}
                </td>
                <AmountCell value={row.amount} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            {data.totals.byKind.map((total) => (
              <tr key={total.kind}>
                <th scope="row" colSpan={6}>
                  {t('revenue.kindTotal', { kind: kindName(t, total.kind), number: total.count })}
                </th>
                <td className="records-table__amount">{amountText(total.amount)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" colSpan={4}>
                {t('totalRow')}
              </th>
              <td className="records-table__amount">{amountText(data.totals.base)}</td>
              <td className="records-table__amount">—</td>
              <td className="records-table__amount">{amountText(data.totals.amount)}</td>
            </tr>
          </tfoot>
        </RecordsTable>
      )}
    />
  );
}
