import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type {
  DownlineLevelFilter,
  DownlineListRequest,
  DownlineListValue,
  DownlineSort,
} from '../src/api/contracts/agent-team';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';

export interface AgentDownlinesInput {
  pageSize: number;
  /** An account to look for at once (the register centre's link to a new account). */
  account?: string;
}

export interface AgentDownlinesContext {
  pageSize: number;
  /** The search applied (part of an account name); what is typed lives in the view until applied. */
  account: string;
  level: DownlineLevelFilter;
  sort: DownlineSort;
  page: number;
  /** The last good answer: kept on show while the next one loads, and after a failed reload. */
  data: DownlineListValue | null;
  failure: FailureInfo | null;
}

export type AgentDownlinesEvent =
  | { type: 'search.apply'; account: string }
  | { type: 'level.change'; level: DownlineLevelFilter }
  | { type: 'sort.change'; sort: DownlineSort }
  | { type: 'page.go'; page: number }
  /** After an action changed the team (a transfer, a freeze): the same query again. */
  | { type: 'list.reload' }
  | { type: 'load.retry' };

/**
 * Downline management's list: the search by account, the level filter, the sort by
 * joining and the page, and the call that answers them.
 *
 * - A new search, level or sort loads page 1; paging keeps the query; a reload keeps everything.
 * - Anything asked while a load is in flight replaces it (re-entering restarts the invoke, which
 *   cancels the old call); a failure keeps the last rows and offers a retry.
 * - The page on show is the one the platform answered (it clamps a page beyond the last).
 *
 * The `fetchDownlines` actor is provided by the page.
 */
export const agentDownlinesMachine = setup({
  types: {
    context: {} as AgentDownlinesContext,
    events: {} as AgentDownlinesEvent,
    input: {} as AgentDownlinesInput,
  },
  actors: {
    fetchDownlines: fromPromise<DownlineListValue, DownlineListRequest>(async () => {
      throw new Error('agentDownlines: fetchDownlines is provided by the page');
    }),
  },
  guards: {
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'page.go');
      return Number.isInteger(event.page) && event.page >= 1 && event.page !== context.page;
    },
  },
  actions: {
    applySearch: assign(({ event }) => {
      assertEvent(event, 'search.apply');
      return { account: event.account.trim(), page: 1 };
    }),
    changeLevel: assign(({ event }) => {
      assertEvent(event, 'level.change');
      return { level: event.level, page: 1 };
    }),
    changeSort: assign(({ event }) => {
      assertEvent(event, 'sort.change');
      return { sort: event.sort, page: 1 };
    }),
    goToPage: assign(({ event }) => {
      assertEvent(event, 'page.go');
      return { page: event.page };
    }),
    storeData: assign((_, params: { data: DownlineListValue }) => ({
      data: params.data,
      page: params.data.page,
      failure: null,
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailureInfo(params.error) })),
  },
}).createMachine({
  id: 'agentDownlines',
  context: ({ input }) => ({
    pageSize: input.pageSize,
    account: input.account?.trim() ?? '',
    // The whole team first: a new account (level 1) and the deepest members are all found.
    level: 'all',
    sort: 'joinedDesc',
    page: 1,
    data: null,
    failure: null,
  }),
  initial: 'loading',
  on: {
    'search.apply': { target: '.loading', reenter: true, actions: 'applySearch' },
    'level.change': { target: '.loading', reenter: true, actions: 'changeLevel' },
    'sort.change': { target: '.loading', reenter: true, actions: 'changeSort' },
    'page.go': { guard: 'isOtherPage', target: '.loading', reenter: true, actions: 'goToPage' },
    'list.reload': { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchDownlines',
        input: ({ context }) => ({
          account: context.account,
          level: context.level,
          sort: context.sort,
          page: context.page,
          pageSize: context.pageSize,
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeData', params: ({ event }) => ({ data: event.output }) },
        },
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
