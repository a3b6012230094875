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
import { usePointsText } from './points-text';
import { ScrollTable } from '../../components/scroll-table';

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
  return (
    <div>
      {failure && <ErrorState failure={failure} onRetry={retry} />}
      <ScrollTable
        className="points-table"
        caption={t(history ? 'records.historyCaption' : 'records.detailsCaption')}
      >
        <thead>
          {history ? (
            <tr>
              <th scope="col">{t('records.referenceNo')}</th>
              <th scope="col">{t('records.applicationTime')}</th>
              <th scope="col">{t('records.reward')}</th>
              <th scope="col" className="points-table__number">
                {t('records.pointsRequired')}
              </th>
              <th scope="col" className="points-table__number">
                {t('records.amountRequired')}
              </th>
              <th scope="col">{t('records.unit')}</th>
              <th scope="col">{t('records.status')}</th>
              <th scope="col">{t('records.remark')}</th>
            </tr>
          ) : (
            <tr>
              <th scope="col">{t('records.referenceNo')}</th>
              <th scope="col">{t('records.applicationTime')}</th>
              <th scope="col">{t('records.type')}</th>
              <th scope="col">{t('records.status')}</th>
              <th scope="col" className="points-table__number">
                {t('records.changedPoints')}
              </th>
              <th scope="col" className="points-table__number">
                {t('records.pointBalance')}
              </th>
              <th scope="col">{t('records.pointRatio')}</th>
              <th scope="col">{t('records.remark')}</th>
            </tr>
          )}
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.referenceNo}>
              <th scope="row">{record.referenceNo}</th>
              <td>{formatDateTime(record.applicationTime, offset, lang)}</td>
              {history ? (
                <>
                  <td>{record.rewardName ?? t('records.none')}</td>
                  <td className="points-table__number">{points(record.pointsRequired)}</td>
                  <td className="points-table__number">
                    {record.amountRequired > 0 ? money(record.amountRequired) : t('records.none')}
                  </td>
                  <td>{unit(record.unit)}</td>
                  <td>{status(record)}</td>
                  <td>{remark(record)}</td>
                </>
              ) : (
                <>
                  <td>
                    {t(`types.${record.type}`)}
                    {record.rewardName && <span className="points-table__note">{record.rewardName}</span>}
                  </td>
                  <td>{status(record)}</td>
                  <td className="points-table__number">{signed(record.changedPoints)}</td>
                  <td className="points-table__number">{points(record.pointBalance)}</td>
                  <td>{t('records.ratio', { points: points(record.pointRatio) })}</td>
                  <td>
                    {record.type === 'convert'
                      ? t('records.cashCredited', { amount: money(record.cashAmount) })
                      : remark(record)}
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <Pager page={page} pages={pages} onPage={(next) => recordsRef.send(recordsPage(next))} />
    </div>
  );
}
