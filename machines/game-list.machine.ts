import { assign, setup } from 'xstate';
import { providedByApp } from './provided-by-app';
import type { GameFilterCategory, GameItem, GameSelectionType, GameType } from '../src/api/contracts/games';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';

/** What the list shows: a game type, optionally one vendor, a selection type, a filter and a name. */
export interface GameListQuery {
  gameType: GameType;
  language: string;
  vassalage: string | null;
  selection: GameSelectionType;
  classify: GameFilterCategory | null;
  keyword: string;
}

export interface GamePageResult {
  games: GameItem[];
  pageNo: number;
  totalPages: number;
  total: number;
}

export interface GameListContext {
  query: GameListQuery;
  /** The name typed, applied to the query once the player pauses. */
  draft: string;
  games: GameItem[];
  pageNo: number;
  totalPages: number;
  total: number;
  failure: FailureInfo | null;
}

export type GameListEvent =
  | { type: 'query.set'; query: Partial<Omit<GameListQuery, 'keyword'>> }
  | { type: 'search.type'; keyword: string }
  | { type: 'more.load' }
  | { type: 'retry' };

export type GameListInput = Omit<GameListQuery, 'keyword' | 'classify' | 'selection'> &
  Partial<Pick<GameListQuery, 'keyword' | 'classify' | 'selection'>>;

/**
 * A game list centre's list (SPEC 4.10 / 7.4 / 9): pages of 20 loaded one after another as the
 * player scrolls, a new query (selection type, filter, vendor, language) starting from page 1, a
 * name search applied after a pause, a failed first page or a failed next page retried. The page
 * loader is provided by the app (it knows which call serves which selection type).
 */
export const gameListMachine = setup({
  types: {
    context: {} as GameListContext,
    events: {} as GameListEvent,
    input: {} as GameListInput,
  },
  actors: {
    loadPage: providedByApp<GamePageResult, { query: GameListQuery; pageNo: number }>('loadPage'),
  },
  delays: {
    /** The name search waits for a pause in typing (not shown in the spec). */
    searchDebounce: 300,
  },
  guards: {
    hasMore: ({ context }) => context.pageNo < context.totalPages,
    draftChanged: ({ context }) => context.draft.trim() !== context.query.keyword,
  },
  actions: {
    setQuery: assign(({ context }, params: { query: Partial<GameListQuery> }) => ({
      query: { ...context.query, ...params.query },
    })),
    setDraft: assign((_, params: { keyword: string }) => ({ draft: params.keyword })),
    applyDraft: assign(({ context }) => ({ query: { ...context.query, keyword: context.draft.trim() } })),
    setFirstPage: assign((_, params: { page: GamePageResult }) => ({
      games: params.page.games,
      pageNo: params.page.pageNo,
      totalPages: params.page.totalPages,
      total: params.page.total,
      failure: null,
    })),
    appendPage: assign(({ context }, params: { page: GamePageResult }) => {
      // A page can repeat a game already shown (the catalogue changed between pages): keep one.
      const seen = new Set(context.games.map((g) => g.nodeId));
      return {
        games: [...context.games, ...params.page.games.filter((g) => !seen.has(g.nodeId))],
        pageNo: params.page.pageNo,
        totalPages: params.page.totalPages,
        total: params.page.total,
        failure: null,
      };
    }),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: toFailureInfo(params.error) })),
    clearList: assign({ games: [], pageNo: 0, totalPages: 0, total: 0, failure: null }),
  },
}).createMachine({
  id: 'gameList',
  context: ({ input }) => ({
    query: {
      selection: 'ALL',
      classify: null,
      keyword: '',
      ...input,
    },
    draft: input.keyword ?? '',
    games: [],
    pageNo: 0,
    totalPages: 0,
    total: 0,
    failure: null,
  }),
  initial: 'loading',
  on: {
    'query.set': {
      target: '.loading',
      reenter: true,
      actions: { type: 'setQuery', params: ({ event }) => ({ query: event.query }) },
    },
    'search.type': {
      target: '.debouncing',
      reenter: true,
      actions: { type: 'setDraft', params: ({ event }) => ({ keyword: event.keyword }) },
    },
  },
  states: {
    // The current list stays on screen while the player types.
    debouncing: {
      after: {
        searchDebounce: [
          { guard: 'draftChanged', target: 'loading', actions: 'applyDraft' },
          { target: 'settled' },
        ],
      },
    },
    // Back to whatever the list was before the typing pause (nothing new to ask for).
    settled: {
      always: [
        { guard: ({ context }) => context.failure !== null && context.pageNo === 0, target: 'failed' },
        { guard: ({ context }) => context.pageNo === 0, target: 'loading' },
        { target: 'ready' },
      ],
    },
    loading: {
      entry: 'clearList',
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ query: context.query, pageNo: 1 }),
        onDone: {
          target: 'ready',
          actions: { type: 'setFirstPage', params: ({ event }) => ({ page: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { retry: 'loading' },
    },
    ready: {
      on: { 'more.load': { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ query: context.query, pageNo: context.pageNo + 1 }),
        onDone: {
          target: 'ready',
          actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
        },
        onError: {
          target: 'moreFailed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The games so far stay; the next page is asked for again on retry.
    moreFailed: {
      on: { retry: 'loadingMore' },
    },
  },
});
