import { assign, fromPromise, setup } from 'xstate';
import type { PointsRecord, PointsRecordsPage } from '../src/api/contracts/points';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';

/** Records the back office has not decided yet (SPEC 4.11 In Process). */
export const isInProcess = (record: PointsRecord) => record.status === 'inProcess';

/** Records In Process in `before` and decided in `after`. */
export function decidedRecords(
  before: readonly PointsRecord[],
  after: readonly PointsRecord[],
): PointsRecord[] {
  const pending = new Set(before.filter(isInProcess).map((r) => r.referenceNo));
  return after.filter((r) => pending.has(r.referenceNo) && !isInProcess(r));
}

export type PointsRecordsEvent =
  | { type: 'records.page'; page: number }
  /** Something changed the points (a redeem, a conversion): load the first page again. */
  | { type: 'records.refresh' }
  | { type: 'load.retry' };

interface PointsRecordsContext {
  page: number;
  records: PointsRecord[];
  totalPages: number;
  failure: FailureInfo | null;
}

export type PointsRecordsInput = { page: number };

/**
 * A page of the member's points records (the redeem history or the points details), kept fresh
 * while a redeem on it is In Process: every 5 s (`poll`) it loads again, and when one is decided
 * (Approved, or Rejected with its points back) the `recordsDecided` action tells the app, which
 * reloads the points and the header balance. With nothing In Process it rests until told.
 */
export const pointsRecordsMachine = setup({
  types: {
    context: {} as PointsRecordsContext,
    events: {} as PointsRecordsEvent,
  },
  actors: {
    loadRecords: fromPromise<PointsRecordsPage, PointsRecordsInput>(async () => {
      throw new Error('pointsRecords: loadRecords is provided by the app');
    }),
  },
  delays: { poll: 5_000 },
  guards: {
    hasInProcess: ({ context }) => context.records.some(isInProcess),
    someDecided: (_, params: { records: PointsRecord[] }) => params.records.length > 0,
  },
  actions: {
    recordsDecided: (_, _params: { records: PointsRecord[] }) => {},
  },
}).createMachine({
  id: 'pointsRecords',
  context: { page: 1, records: [], totalPages: 1, failure: null },
  initial: 'loading',
  on: {
    'records.page': {
      target: '.loading',
      actions: assign({ page: ({ event }) => Math.max(1, event.page) }),
    },
    'records.refresh': { target: '.loading', actions: assign({ page: 1 }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadRecords',
        input: ({ context }) => ({ page: context.page }),
        onDone: [
          {
            guard: {
              type: 'someDecided',
              params: ({ context, event }) => ({
                records: decidedRecords(context.records, event.output.records),
              }),
            },
            target: 'loaded',
            actions: [
              {
                type: 'recordsDecided',
                params: ({ context, event }) => ({
                  records: decidedRecords(context.records, event.output.records),
                }),
              },
              assign({
                records: ({ event }) => event.output.records,
                totalPages: ({ event }) => event.output.totalPages,
                page: ({ event }) => event.output.pageNum,
                failure: null,
              }),
            ],
          },
          {
            target: 'loaded',
            actions: assign({
              records: ({ event }) => event.output.records,
              totalPages: ({ event }) => event.output.totalPages,
              page: ({ event }) => event.output.pageNum,
              failure: null,
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => toFailureInfo(event.error) }),
        },
      },
    },
    loaded: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'hasInProcess', target: 'watching' }, { target: 'resting' }],
        },
        /** A redeem is In Process: look again in 5 s. */
        watching: {
          after: { poll: { target: '#pointsRecords.loading' } },
        },
        resting: {},
      },
    },
    failed: {
      after: { poll: { guard: 'hasInProcess', target: 'loading' } },
      on: { 'load.retry': 'loading' },
    },
  },
});
