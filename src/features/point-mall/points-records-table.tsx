import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { recordsPage, type pointsRecordsMachine } from '../../../machines/points-records.machine';
import type { PointsRecord } from '../../api/contracts/points';
import type { PointsRecordsKind } from '../../api/points';
import { SessionContext } from '../../app/providers/session';
import { EmptyState, ErrorState, Loading } from '../../components/page-state';
import { formatDateTime } from '../../lib/format';
import { Pager } from '../../components/pager';
import { figureColumn, pointsLook } from './points-table';
import { usePointsText } from './points-text';
import { ColumnsTable, type Column } from '../../components/columns-table';

type RecordsRef = ActorRefFrom<typeof pointsRecordsMachine>;

/**
 * The redeem history or the points details with the record fields of SPEC 3.2 (reference number,
 * application time, type, status, points required, amount required, changed points, point
 * balance, remark, unit, point ratio) and the SPEC 4.11 statuses; kept fresh by the records
 * machine while a redeem is In Process. A failed refresh keeps the list with a retry.
 */
export function PointsRecordsTable({
  kind,
  records: recordsRef,
  currencySymbol,
}: {
  kind: PointsRecordsKind;
  records: RecordsRef;
  currencySymbol: string;
}) {
  const { t } = useTranslation('points');
  const { lang, money, points, unit, remark } = usePointsText(currencySymbol);
  const records = useSelector(recordsRef, (s) => s.context.items);
  const page = useSelector(recordsRef, (s) => s.context.query.page);
  const pages = useSelector(recordsRef, (s) => s.context.answer?.totalPages ?? 1);
  const failure = useSelector(recordsRef, (s) => (s.matches('failed') ? s.context.failure : null));
  const loading = useSelector(recordsRef, (s) => s.matches('loading'));
  const offset = SessionContext.useSelector((s) => s.context.member?.gmtOffsetMinutes ?? 0);
  const retry = () => recordsRef.send({ type: 'load.retry' });
  const history = kind === 'redeems';

  if (records.length === 0) {
    if (failure) return <ErrorState failure={failure} onRetry={retry} />;
    if (loading) return <Loading />;
    return <EmptyState>{t(history ? 'records.historyEmpty' : 'records.detailsEmpty')}</EmptyState>;
  }
  const status = (record: PointsRecord) => (
    <span className={`points-status points-status--${record.status}`}>{t(`statuses.${record.status}`)}</span>
  );
  const signed = (value: number) => (value > 0 ? `+${points(value)}` : points(value));
  // Both lists open with the reference and the time, and close with the remark.
  const reference: Column<PointsRecord> = {
    id: 'referenceNo',
    header: t('records.referenceNo'),
    rowHeader: true,
    render: (record) => record.referenceNo,
  };
  const time: Column<PointsRecord> = {
    id: 'applicationTime',
    header: t('records.applicationTime'),
    render: (record) => formatDateTime(record.applicationTime, offset, lang),
  };
  const statusColumn: Column<PointsRecord> = { id: 'status', header: t('records.status'), render: status };
  const columns: Column<PointsRecord>[] = history
    ? [
        reference,
        time,
        { id: 'reward', header: t('records.reward'), render: (r) => r.rewardName ?? t('records.none') },
        figureColumn('pointsRequired', t('records.pointsRequired'), (r) => points(r.pointsRequired)),
        figureColumn('amountRequired', t('records.amountRequired'), (r) =>
          r.amountRequired > 0 ? money(r.amountRequired) : t('records.none'),
        ),
        { id: 'unit', header: t('records.unit'), render: (r) => unit(r.unit) },
        statusColumn,
        { id: 'remark', header: t('records.remark'), render: remark },
      ]
    : [
        reference,
        time,
        {
          id: 'type',
          header: t('records.type'),
          render: (r) => (
            <>
              {t(`types.${r.type}`)}
              {r.rewardName && <span className="points-table__note">{r.rewardName}</span>}
            </>
          ),
        },
        statusColumn,
        figureColumn('changedPoints', t('records.changedPoints'), (r) => signed(r.changedPoints)),
        figureColumn('pointBalance', t('records.pointBalance'), (r) => points(r.pointBalance)),
        {
          id: 'pointRatio',
          header: t('records.pointRatio'),
          render: (r) => t('records.ratio', { points: points(r.pointRatio) }),
        },
        {
          id: 'remark',
          header: t('records.remark'),
          render: (r) =>
            r.type === 'convert' ? t('records.cashCredited', { amount: money(r.cashAmount) }) : remark(r),
        },
      ];
  return (
    <div>
      {failure && <ErrorState failure={failure} onRetry={retry} />}
      <ColumnsTable
        caption={t(history ? 'records.historyCaption' : 'records.detailsCaption')}
        look={pointsLook}
        columns={columns}
        rows={records}
        rowKey={(record) => record.referenceNo}
      />
      <Pager page={page} pages={pages} onPage={(next) => recordsRef.send(recordsPage(next))} />
    </div>
  );
}
