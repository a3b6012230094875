import * as v from 'valibot';
import { assign, fromPromise, setup } from 'xstate';
import type { GameItem, GamePage, GameType } from '../src/api/contracts/games';
import { GAME_MAINTENANCE } from '../src/api/contracts/launch';
import { maintenanceValue, previousGameValue } from '../src/api/contracts/launch-details';
import { wire } from '../src/api/contracts/wire';
import { ApiError, toFailureInfo, type FailureInfo } from '../src/api/errors';

/** What a hosted launch asks the platform for: the request is the caller's (a game or a lottery lobby). */
export interface GameLaunchInput<R = unknown> {
  request: R;
}

export interface GameLaunchContext {
  request: unknown;
  /** The launched game's URL once the platform answered one the app may show. */
  url: string | null;
  /** SPEC 8: a game under maintenance comes with recommendations of other games. */
  recommendations: GameItem[];
  /** "#734 the previous game has not finished": the game still open, when the platform names it. */
  previousGame: GameItem | null;
  failure: FailureInfo | null;
}

export type GameLaunchEvent =
  | { type: 'launch.retry' }
  /** The view's "open in a new window" found the window blocked (SPEC 8 "Popup blocked, allow popups"). */
  | { type: 'window.blocked' }
  | { type: 'message.dismiss' };

const isMaintenance = (error: unknown) => error instanceof ApiError && error.code === GAME_MAINTENANCE;
const isPreviousGameOpen = (error: unknown) =>
  error instanceof ApiError && error.code === wire.codes.previousGameOpen;

function previousGameOf(error: unknown): GameItem | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = v.safeParse(previousGameValue, error.value);
  return parsed.success ? parsed.output.previousGame : null;
}

function recommendationsOf(error: unknown): GameItem[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = v.safeParse(maintenanceValue, error.value);
  return parsed.success ? parsed.output.recommendations : [];
}

/**
 * SPEC 4.9 "the game starts in the route": launches (the `launch` actor, provided by the page: the
 * launchGame call or the lottery lobby), then hosts the answer when the view can show it
 * (`isUsableUrl`, provided: a safe URL or mock mode's demo game), else reports an invalid URL (SPEC
 * 8). A refusal for maintenance keeps the recommended games, one because another game is still
 * open keeps that game ("#734"); any failure can be retried.
 */
export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
    input: {} as GameLaunchInput,
  },
  actors: {
    launch: fromPromise<string, unknown>(async () => {
      throw new Error('gameLaunch: launch is provided by the page');
    }),
  },
  guards: {
    isUsableUrl: (_, _params: { url: string }) => false,
    isMaintenance: (_, params: { error: unknown }) => isMaintenance(params.error),
    isPreviousGameOpen: (_, params: { error: unknown }) => isPreviousGameOpen(params.error),
  },
  actions: {
    storeUrl: assign((_, params: { url: string }) => ({ url: params.url, failure: null })),
    storeRecommendations: assign((_, params: { error: unknown }) => ({
      recommendations: recommendationsOf(params.error),
      url: null,
    })),
    storePreviousGame: assign((_, params: { error: unknown }) => ({
      previousGame: previousGameOf(params.error),
      url: null,
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({
      failure: toFailureInfo(params.error),
      url: null,
    })),
    clear: assign({ url: null, failure: null, recommendations: [], previousGame: null }),
  },
}).createMachine({
  id: 'gameLaunch',
  context: ({ input }) => ({
    request: input.request,
    url: null,
    recommendations: [],
    previousGame: null,
    failure: null,
  }),
  initial: 'launching',
  states: {
    launching: {
      entry: 'clear',
      invoke: {
        id: 'launch',
        src: 'launch',
        input: ({ context }: { context: GameLaunchContext }) => context.request,
        onDone: [
          {
            guard: { type: 'isUsableUrl', params: ({ event }) => ({ url: event.output }) },
            target: 'hosted',
            actions: { type: 'storeUrl', params: ({ event }) => ({ url: event.output }) },
          },
          { target: 'invalidUrl' },
        ],
        onError: [
          {
            guard: { type: 'isMaintenance', params: ({ event }) => ({ error: event.error }) },
            target: 'maintenance',
            actions: { type: 'storeRecommendations', params: ({ event }) => ({ error: event.error }) },
          },
          {
            // Another game is still open: the way forward is back to it, not a retry of this one.
            guard: { type: 'isPreviousGameOpen', params: ({ event }) => ({ error: event.error }) },
            target: 'previousGameOpen',
            actions: { type: 'storePreviousGame', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    hosted: {
      initial: 'shown',
      states: {
        shown: { on: { 'window.blocked': 'popupBlocked' } },
        popupBlocked: { on: { 'message.dismiss': 'shown', 'window.blocked': 'popupBlocked' } },
      },
    },
    maintenance: { on: { 'launch.retry': 'launching' } },
    previousGameOpen: { on: { 'launch.retry': 'launching' } },
    invalidUrl: { on: { 'launch.retry': 'launching' } },
    failed: { on: { 'launch.retry': 'launching' } },
  },
});

/** A vendor's games for the vendor popup list (SPEC 4.9 VASSALAGE), page after page. */
export interface VendorGamesInput {
  vendor: string;
  gameType: GameType;
  language: string;
}

export interface VendorGamesContext {
  input: VendorGamesInput;
  games: GameItem[];
  /** The last page loaded (0 before the first). */
  pageNo: number;
  totalPages: number;
  failure: FailureInfo | null;
}

export type VendorGamesEvent = { type: 'page.next' } | { type: 'load.retry' };

/**
 * The vendor popup list: pages of the vendor's games (SPEC 7.4 pageSize 20), the next one on
 * request; a failed page keeps what was loaded and can be retried. Items that are themselves the
 * vendor's list (VASSALAGE) are left out, so the list never opens itself.
 */
export const vendorGamesMachine = setup({
  types: {
    context: {} as VendorGamesContext,
    events: {} as VendorGamesEvent,
    input: {} as VendorGamesInput,
  },
  actors: {
    loadPage: fromPromise<GamePage, VendorGamesInput & { pageNo: number }>(async () => {
      throw new Error('vendorGames: loadPage is provided by the view');
    }),
  },
  guards: {
    hasMore: ({ context }) => context.pageNo < context.totalPages,
  },
  actions: {
    storePage: assign(({ context }, params: { page: GamePage }) => ({
      games: [
        ...context.games,
        ...params.page.games.filter(
          (g) => !(g.isGame === 'VASSALAGE' && g.vassalage === context.input.vendor),
        ),
      ],
      pageNo: params.page.pageNo,
      totalPages: params.page.totalPages,
      failure: null,
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailureInfo(params.error) })),
  },
}).createMachine({
  id: 'vendorGames',
  context: ({ input }) => ({ input, games: [], pageNo: 0, totalPages: 1, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ ...context.input, pageNo: context.pageNo + 1 }),
        onDone: {
          target: 'ready',
          actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      on: { 'page.next': { guard: 'hasMore', target: 'loading' } },
    },
    failed: { on: { 'load.retry': 'loading' } },
  },
});
