import { and, assertEvent, assign, setup, stateIn } from 'xstate';
import { providedByApp } from './provided-by-app';
import type { GameItem } from '../src/api/contracts/games';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';

/** What the player is told about a favourite (codes only: the view translates them). */
export type FavouriteNotice =
  { code: 'notLoggedIn' } | { code: 'addFailed' | 'removeFailed'; game: GameItem; failure: FailureInfo };

export interface FavouritesContext {
  /** SPEC 4.8: the favourite node ids; the hearts read them. */
  ids: string[];
  /** The favourite list (/favorite): kept beside the ids so a removal leaves both at once. */
  list: GameItem[];
  listFailure: FailureInfo | null;
  notice: FavouriteNotice | null;
  /** The change in flight, to send and to roll back. */
  pending: (Change & { ids: string[]; list: GameItem[] }) | null;
}

export type FavouritesEvent =
  /** The session became a member's: `ids` is the stored id list, null when none is stored yet. */
  | { type: 'session.member'; ids: string[] | null }
  | { type: 'session.visitor' }
  | { type: 'favourite.toggle'; game: GameItem }
  | { type: 'favourite.add'; game: GameItem }
  | { type: 'favourite.remove'; game: GameItem }
  | { type: 'list.load' }
  | { type: 'notice.dismiss' };

const restoreAt = (list: GameItem[], game: GameItem, index: number) =>
  index < 0 ? [...list, game] : [...list.slice(0, index), game, ...list.slice(index)];

/** A change of the favourites: its game, added or removed. */
type Change = { op: 'add' | 'remove'; game: GameItem };

/**
 * The ids or list with a change applied. Also the server's ids or list as the player should see
 * them: a change still with the server stays applied, since the answer read may have left before
 * the server had it (a heart tapped while the ids load after login).
 */
function withChange(list: GameItem[], change: Change | null) {
  if (!change) return list;
  const others = list.filter((g) => g.nodeId !== change.game.nodeId);
  return change.op === 'add' ? [...others, change.game] : others;
}
function idsWithChange(ids: string[], change: Change | null) {
  if (!change) return ids;
  const others = ids.filter((id) => id !== change.game.nodeId);
  return change.op === 'add' ? [...others, change.game.nodeId] : others;
}

/** The change a heart's event asks for: null for none (SPEC 4.8: a present id is not added again). */
function changeOf(context: FavouritesContext, event: FavouritesEvent): Change | null {
  assertEvent(event, ['favourite.toggle', 'favourite.add', 'favourite.remove']);
  const { game } = event;
  const present = context.ids.includes(game.nodeId);
  if (event.type === 'favourite.add') return present ? null : { op: 'add', game };
  if (present) return { op: 'remove', game };
  return event.type === 'favourite.remove' ? null : { op: 'add', game };
}

/**
 * Favourites (SPEC 4.8, app-wide): login required (a visitor is asked to log in, with the spec's
 * message), one change per 1000 ms, state from the stored id list. Both an addition and a removal
 * show at once (ids and list) and then go to the server; a refused call rolls back with a message.
 * Storage and the login prompt are actions the app provides; the calls are actors it provides.
 */
export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
  },
  actors: {
    loadIds: providedByApp<string[], void>('loadIds'),
    loadList: providedByApp<GameItem[], void>('loadList'),
    addFavourite: providedByApp<null, { game: GameItem }>('addFavourite'),
    removeFavourite: providedByApp<null, { game: GameItem }>('removeFavourite'),
  },
  delays: {
    /** SPEC 4.8 / 9: the favourite toggle throttle. */
    throttle: 1000, // SPEC 9 favourite-toggle-throttle
    /** A notice stays this long unless dismissed. */
    noticeTimeout: 6000,
  },
  actions: {
    /** Provided by the app: opens the login popup. */
    askLogin: () => undefined,
    /** Provided by the app: keeps the ids where the session keeps them (SPEC 4.8 "stored id list"). */
    storeIds: (_, _params: { ids: string[] }) => undefined,
    noticeNotLoggedIn: assign({ notice: { code: 'notLoggedIn' } }),
    dismissNotice: assign({ notice: null }),
    /** Applies a change at once and remembers how to undo it. */
    applyChange: assign(({ context, event }) => {
      const change = changeOf(context, event)!;
      return {
        ids: idsWithChange(context.ids, change),
        list: withChange(context.list, change),
        pending: { ...change, ids: context.ids, list: context.list },
        notice: null,
      };
    }),
    rollBack: assign(({ context }, params: { error: unknown }) => {
      const { op, game, list: before } = context.pending!;
      const notice: FavouriteNotice = {
        code: op === 'add' ? 'addFailed' : 'removeFailed',
        game,
        failure: toFailureInfo(params.error),
      };
      // Undo only this change: the list may have been reloaded meanwhile.
      if (op === 'add') {
        return {
          ids: context.ids.filter((id) => id !== game.nodeId),
          list: context.list.filter((g) => g.nodeId !== game.nodeId),
          pending: null,
          notice,
        };
      }
      return {
        ids: context.ids.includes(game.nodeId) ? context.ids : [...context.ids, game.nodeId],
        list: context.list.some((g) => g.nodeId === game.nodeId)
          ? context.list
          : restoreAt(
              context.list,
              game,
              before.findIndex((g) => g.nodeId === game.nodeId),
            ),
        pending: null,
        notice,
      };
    }),
    settle: assign({ pending: null }),
    setIds: assign(({ context }, params: { ids: string[] }) => ({
      ids: idsWithChange(params.ids, context.pending),
    })),
    setList: assign(({ context }, params: { list: GameItem[] }) => {
      const list = withChange(params.list, context.pending);
      return { list, ids: list.map((g) => g.nodeId), listFailure: null };
    }),
    setListFailure: assign((_, params: { error: unknown }) => ({ listFailure: toFailureInfo(params.error) })),
    clear: assign({ ids: [], list: [], listFailure: null, pending: null, notice: null }),
  },
  guards: {
    willAdd: ({ context, event }) => changeOf(context, event)?.op === 'add',
    willRemove: ({ context, event }) => changeOf(context, event)?.op === 'remove',
    hasStoredIds: ({ event }) => event.type === 'session.member' && event.ids !== null,
  },
}).createMachine({
  id: 'favourites',
  context: { ids: [], list: [], listFailure: null, notice: null, pending: null },
  type: 'parallel',
  states: {
    session: {
      initial: 'visitor',
      states: {
        visitor: {
          entry: 'clear',
          on: {
            'session.member': [
              {
                guard: 'hasStoredIds',
                target: 'member',
                actions: { type: 'setIds', params: ({ event }) => ({ ids: event.ids ?? [] }) },
              },
              { target: 'member.loadingIds' },
            ],
            // SPEC 4.8 / 6: favouriting requires login.
            'favourite.*': { actions: ['noticeNotLoggedIn', 'askLogin'] },
          },
        },
        member: {
          initial: 'ready',
          on: { 'session.visitor': 'visitor' },
          states: {
            loadingIds: {
              invoke: {
                src: 'loadIds',
                onDone: {
                  target: 'ready',
                  actions: [
                    { type: 'setIds', params: ({ event }) => ({ ids: event.output }) },
                    { type: 'storeIds', params: ({ context }) => ({ ids: context.ids }) },
                  ],
                },
                // The hearts stay empty; a later list load fills them.
                onError: 'ready',
              },
            },
            ready: {},
          },
        },
      },
    },
    changes: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'favourite.*': [
              {
                guard: and([stateIn({ session: 'member' }), stateIn({ throttle: 'ready' }), 'willAdd']),
                target: 'adding',
                actions: [
                  'applyChange',
                  { type: 'storeIds', params: ({ context }) => ({ ids: context.ids }) },
                ],
              },
              {
                guard: and([stateIn({ session: 'member' }), stateIn({ throttle: 'ready' }), 'willRemove']),
                target: 'removing',
                actions: [
                  'applyChange',
                  { type: 'storeIds', params: ({ context }) => ({ ids: context.ids }) },
                ],
              },
            ],
          },
        },
        adding: {
          invoke: {
            src: 'addFavourite',
            input: ({ context }) => ({ game: context.pending!.game }),
            onDone: { target: 'idle', actions: 'settle' },
            onError: {
              target: 'idle',
              actions: [
                { type: 'rollBack', params: ({ event }) => ({ error: event.error }) },
                { type: 'storeIds', params: ({ context }) => ({ ids: context.ids }) },
              ],
            },
          },
          on: { 'session.visitor': 'idle' },
        },
        // SPEC 4.8: the ids and the list have already changed; the server hears of it now.
        removing: {
          invoke: {
            src: 'removeFavourite',
            input: ({ context }) => ({ game: context.pending!.game }),
            onDone: { target: 'idle', actions: 'settle' },
            onError: {
              target: 'idle',
              actions: [
                { type: 'rollBack', params: ({ event }) => ({ error: event.error }) },
                { type: 'storeIds', params: ({ context }) => ({ ids: context.ids }) },
              ],
            },
          },
          on: { 'session.visitor': 'idle' },
        },
      },
    },
    throttle: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'favourite.*': { guard: stateIn({ session: 'member' }), target: 'cooling' },
          },
        },
        // SPEC 4.8: one toggle per 1000 ms; toggles meanwhile are ignored.
        cooling: { after: { throttle: 'ready' } },
      },
    },
    list: {
      initial: 'idle',
      states: {
        idle: { on: { 'list.load': 'loading' } },
        loading: {
          invoke: {
            src: 'loadList',
            onDone: {
              target: 'ready',
              actions: { type: 'setList', params: ({ event }) => ({ list: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'setListFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: { on: { 'list.load': 'loading' } },
        failed: { on: { 'list.load': 'loading' } },
      },
      on: { 'session.visitor': '.idle' },
    },
    notice: {
      initial: 'hidden',
      states: {
        hidden: { always: { guard: ({ context }) => context.notice !== null, target: 'shown' } },
        shown: {
          always: { guard: ({ context }) => context.notice === null, target: 'hidden' },
          after: { noticeTimeout: { target: 'hidden', actions: 'dismissNotice' } },
          on: { 'notice.dismiss': { target: 'hidden', actions: 'dismissNotice' } },
        },
      },
    },
  },
});
