import { assign, assertEvent, fromPromise, setup } from 'xstate';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';
import {
  datesToInstants,
  presetDates,
  presetRange,
  validateCustomRange,
  type DateRangeValue,
  type InstantRange,
  type QuickRange,
  type RangeErrorCode,
  type RangePreset,
} from '../src/lib/date-range';
import { pageCount } from '../src/lib/paging';

/** What a records call answers: at least how many rows the filtered period has. */
export interface RecordsAnswer {
  total: number;
}

export interface RecordsQueryInput {
  /** The member's offset east of UTC: "today" begins at their midnight. */
  gmtOffsetMinutes: number;
  pageSize: number;
  /** The clock "today" is read from (tests pass a simulated one). */
  now?: () => number;
  /** The range the page opens with. */
  preset?: QuickRange;
}

/**
 * What the `fetchRecords` actor gets: the period (`from` inclusive, `to` exclusive), the page and
 * the page's filter, typed by the page: a string for the member's records (a game type, a
 * transaction type, a bonus title; empty for all), an object for an agent report's filters.
 */
export type RecordsQuery<F> = { from: string; to: string; page: number; pageSize: number; filter: F };

export interface RecordsQueryContext<T, F> {
  gmtOffsetMinutes: number;
  pageSize: number;
  now: () => number;
  preset: RangePreset;
  /** The custom range's dates as typed: kept after a refusal, so nothing is lost. */
  draft: DateRangeValue;
  /** Why the typed custom range was refused (a code the view translates). */
  rangeError: RangeErrorCode | null;
  /** The range the rows are for (what the last search applied). */
  range: InstantRange;
  /** The page's filter; `noFilter` (all rows) at first. */
  filter: F;
  page: number;
  /** The last good answer: kept while the next page or filter loads. */
  data: T | null;
  failure: FailureInfo | null;
}

export type RecordsQueryEvent<F> =
  | { type: 'range.preset'; preset: RangePreset }
  | { type: 'range.edit'; from?: string; to?: string }
  | { type: 'range.apply' }
  | { type: 'filter.change'; filter: F }
  | { type: 'page.go'; page: number }
  | { type: 'records.refresh' }
  | { type: 'load.retry' };

/**
 * One records page (betting record, account record, profit and loss, bonus details): the
 * date range (a quick range computed from the clock in the member's offset, or a checked custom
 * one), the filter and the page, and the call that answers them.
 *
 * - A quick range, a filter change or a valid custom range loads page 1; a custom range that is not
 *   valid keeps what was typed and names the problem, and the rows stay those of the last range.
 * - Paging keeps the range it was computed for, so page 2 is the same period as page 1; a refresh
 *   recomputes a quick range (after midnight "today" is the new day).
 * - Anything asked while a load is in flight replaces it; a failure keeps the last rows and offers
 *   a retry; a page beyond the last one (the period shrank) loads the last page.
 *
 * The filter's type `F` is the page's: `noFilter` is its value for all rows (`''` for a string).
 * The `fetchRecords` actor is provided by the page.
 */
export function createRecordsQueryMachine<T extends RecordsAnswer, F = string>(id: string, noFilter: F) {
  return setup({
    types: {
      context: {} as RecordsQueryContext<T, F>,
      events: {} as RecordsQueryEvent<F>,
      input: {} as RecordsQueryInput,
    },
    actors: {
      fetchRecords: fromPromise<T, RecordsQuery<F>>(async () => {
        throw new Error(`${id}: fetchRecords is provided by the page`);
      }),
    },
    guards: {
      isQuickRange: ({ event }) => event.type === 'range.preset' && event.preset !== 'custom',
      isCustomValid: ({ context }) =>
        validateCustomRange(context.draft, context.now(), context.gmtOffsetMinutes) === null,
      isOtherPage: ({ context, event }) => {
        assertEvent(event, 'page.go');
        const last = context.data ? pageCount(context.data.total, context.pageSize) : 1;
        return (
          Number.isInteger(event.page) && event.page >= 1 && event.page <= last && event.page !== context.page
        );
      },
      isBeyondLastPage: ({ context }, params: { total: number }) =>
        context.page > pageCount(params.total, context.pageSize),
    },
    actions: {
      applyQuickRange: assign(({ context, event }) => {
        assertEvent(event, 'range.preset');
        const preset = event.preset as QuickRange;
        const now = context.now();
        return {
          preset,
          range: presetRange(preset, now, context.gmtOffsetMinutes),
          // The custom fields start from the period on show, so switching to custom changes nothing yet.
          draft: presetDates(preset, now, context.gmtOffsetMinutes),
          rangeError: null,
          page: 1,
        };
      }),
      chooseCustom: assign({ preset: 'custom' as RangePreset, rangeError: null }),
      editDraft: assign(({ context, event }) => {
        assertEvent(event, 'range.edit');
        return {
          draft: { from: event.from ?? context.draft.from, to: event.to ?? context.draft.to },
          rangeError: null,
        };
      }),
      applyCustomRange: assign(({ context }) => ({
        preset: 'custom' as RangePreset,
        range: datesToInstants(context.draft, context.gmtOffsetMinutes),
        rangeError: null,
        page: 1,
      })),
      refuseCustomRange: assign(({ context }) => ({
        rangeError: validateCustomRange(context.draft, context.now(), context.gmtOffsetMinutes),
      })),
      changeFilter: assign(({ event }) => {
        assertEvent(event, 'filter.change');
        return { filter: event.filter, page: 1 };
      }),
      goToPage: assign(({ event }) => {
        assertEvent(event, 'page.go');
        return { page: event.page };
      }),
      recomputeRange: assign(({ context }) =>
        context.preset === 'custom'
          ? {}
          : { range: presetRange(context.preset, context.now(), context.gmtOffsetMinutes) },
      ),
      storeData: assign((_, params: { data: T }) => ({ data: params.data, failure: null })),
      goToLastPage: assign(({ context }, params: { total: number }) => ({
        page: pageCount(params.total, context.pageSize),
      })),
      storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailureInfo(params.error) })),
    },
  }).createMachine({
    id,
    context: ({ input }) => {
      const now = input.now ?? Date.now;
      const preset = input.preset ?? 'today';
      return {
        gmtOffsetMinutes: input.gmtOffsetMinutes,
        pageSize: input.pageSize,
        now,
        preset,
        draft: presetDates(preset, now(), input.gmtOffsetMinutes),
        rangeError: null,
        range: presetRange(preset, now(), input.gmtOffsetMinutes),
        filter: noFilter,
        page: 1,
        data: null,
        failure: null,
      };
    },
    initial: 'loading',
    // Every question the member asks is answered from the start of a load: a newer one replaces the
    // load in flight (re-entering restarts the invoke, which cancels the old call).
    on: {
      'range.preset': [
        { guard: 'isQuickRange', target: '.loading', reenter: true, actions: 'applyQuickRange' },
        { actions: 'chooseCustom' },
      ],
      'range.edit': { actions: 'editDraft' },
      'range.apply': [
        { guard: 'isCustomValid', target: '.loading', reenter: true, actions: 'applyCustomRange' },
        { actions: 'refuseCustomRange' },
      ],
      'filter.change': { target: '.loading', reenter: true, actions: 'changeFilter' },
      'page.go': { guard: 'isOtherPage', target: '.loading', reenter: true, actions: 'goToPage' },
      'records.refresh': { target: '.loading', reenter: true, actions: 'recomputeRange' },
    },
    states: {
      loading: {
        invoke: {
          src: 'fetchRecords',
          input: ({ context }) => ({
            from: context.range.from,
            to: context.range.to,
            page: context.page,
            pageSize: context.pageSize,
            filter: context.filter,
          }),
          onDone: [
            {
              guard: {
                type: 'isBeyondLastPage',
                params: ({ event }) => ({ total: event.output.total }),
              },
              target: 'loading',
              reenter: true,
              actions: {
                type: 'goToLastPage',
                params: ({ event }) => ({ total: event.output.total }),
              },
            },
            {
              target: 'ready',
              actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) },
            },
          ],
          onError: {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      ready: {},
      failed: {
        on: { 'load.retry': 'loading' },
      },
    },
  });
}

export type RecordsQueryMachine<T extends RecordsAnswer, F = string> = ReturnType<
  typeof createRecordsQueryMachine<T, F>
>;
