import { useTranslation } from 'react-i18next';
import { contractKinds } from '../../../api/contracts/agent-contracts';
import { fetchRevenueReport } from '../../../api/agent-reports';
import type { RevenueReportValue } from '../../../api/contracts/agent-reports';
import { formatDateTime, formatZonedTime } from '../../../lib/format';
import { amountColumn } from '../../../components/columns-table';
import { RecordsTable, useRecordsPage } from '../../../kits/records/records-page';
import { ReportLayout, reportQueryMachine } from './report-layout';

const revenueReportMachine = reportQueryMachine('agentRevenueReport', fetchRevenueReport);

type Translate = (key: string) => string;
const isKind = (kind: string): kind is (typeof contractKinds)[number] =>
  (contractKinds as readonly string[]).includes(kind);
/** A contract kind's name; an unknown kind as sent. */
const kindName = (t: Translate, kind: string) => (isKind(kind) ? t(`agentReports:kinds.${kind}`) : kind);

type RevenueRow = RevenueReportValue['list'][number];
/** A foot row's figures: the period's totals, or a contract kind's subtotal (its amount only). */
interface RevenueFoot {
  base?: number;
  amount: number;
}

const percent = (rate: number) => `${rate.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/**
 * agentRevenueReport (SPEC 2.6 my income): the contract settlements paid to the logged-in agent
 * (dividends and salaries of its contracts with its upline), with totals per kind and overall.
 */
export default function RevenueReportPage() {
  const { t } = useTranslation('agentReports');
  // The last 30 days first: dividends settle half-monthly or monthly, so a week is often empty.
  const { actor, offset, lang, timeColumn } = useRecordsPage(revenueReportMachine, { preset: 'last30' });
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
        <RecordsTable<RevenueRow, RevenueFoot>
          caption={caption}
          data={data}
          rowKey={(row) => row.id}
          subtotals={data.totals.byKind.map((total) => ({
            key: total.kind,
            label: t('revenue.kindTotal', { kind: kindName(t, total.kind), number: total.count }),
            totals: { amount: total.amount },
          }))}
          totalLabel={t('totalRow')}
          columns={[
            timeColumn(t('columns.time')),
            { id: 'kind', header: t('columns.kind'), card: 'lead', render: (row) => kindName(t, row.kind) },
            { id: 'upline', header: t('columns.upline'), card: 'meta', render: (row) => row.upline },
            {
              id: 'period',
              header: t('columns.period'),
              time: true,
              render: (row) =>
                t('revenue.period', {
                  from: formatDateTime(row.periodFrom, offset, lang),
                  to: formatDateTime(row.periodTo, offset, lang),
                }),
              // The cards state the zone once.
              cardRender: (row) =>
                t('revenue.period', {
                  from: formatZonedTime(row.periodFrom, offset, lang),
                  to: formatZonedTime(row.periodTo, offset, lang),
                }),
            },
            amountColumn('base', t('columns.base')),
            {
              id: 'rate',
              header: t('columns.rate'),
              amount: true,
              render: (row) => (row.ratePercent === null ? '—' : percent(row.ratePercent)),
              // Rates of different contracts do not add up; a kind's subtotal has no base either.
              total: (s) => (s.base === undefined ? undefined : '—'),
            },
            amountColumn('amount', t('columns.amount'), { card: 'headline' }),
          ]}
        />
      )}
    />
  );
}
