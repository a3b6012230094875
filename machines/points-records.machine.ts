import type { PointsRecord, PointsRecordsPage } from '../src/api/contracts/points';
import { createPendingWatchMachine, settledItems, type PendingRule } from './pending-watch.machine';

/** Records the back office has not decided yet (SPEC 4.11 In Process). */
export const isInProcess = (record: PointsRecord) => record.status === 'inProcess';

const inProcessRecords: PendingRule<PointsRecord> = { isPending: isInProcess, keyOf: (r) => r.referenceNo };

/** Records In Process in `before` and decided in `after`. */
export const decidedRecords = (before: readonly PointsRecord[], after: readonly PointsRecord[]) =>
  settledItems(inProcessRecords, before, after);

/** The page of records to load (the machine's input: `firstRecordsPage`). */
export type PointsRecordsInput = { page: number };
export const firstRecordsPage: PointsRecordsInput = { page: 1 };

/** Show this page (from 1); after something changed the points (a redeem, a conversion), page 1. */
export const recordsPage = (page: number) =>
  ({ type: 'items.query', query: { page: Math.max(1, page) } }) as const;

/**
 * A page of the member's points records (the redeem history or the points details), kept fresh
 * while a redeem on it is In Process (the pending-watch machine: every 5 s, and `itemsSettled` when
 * one is decided, Approved or Rejected with its points back, so the app reloads the points and the
 * header balance). The page shown is the one the server answered.
 */
export const pointsRecordsMachine = createPendingWatchMachine<
  PointsRecord,
  PointsRecordsPage,
  PointsRecordsInput
>({
  id: 'pointsRecords',
  ...inProcessRecords,
  itemsOf: (page) => page.records,
  answeredQuery: (page) => ({ page: page.pageNum }),
});
